import type { DrawerDay } from '@cafe/domain';
import {
  CASHUP_FIELD_LABELS,
  CASHUP_STATUS_LABELS,
  type Cents,
  formatMoney,
  labelFor,
  RECONCILIATION_GROUP_LABELS,
  type ZReport,
} from '@cafe/domain';
import type { ReactNode } from 'react';
import { cn } from '../../ui/cn';
import { varianceText } from './reconciliation-panel';

export const Z_REPORT_PAPERS = ['a4', 'receipt'] as const;
export type ZReportPaper = (typeof Z_REPORT_PAPERS)[number];

export const Z_REPORT_PAPER_LABELS: Readonly<Record<ZReportPaper, string>> = {
  a4: 'A4',
  receipt: '80 mm receipt',
};

export interface ZReportDocumentProps {
  storeName: string;
  currency: string;
  timeZone: string;
  report: ZReport;
  /** The day's cash drawers (issue 34): each session, its pay-ins, pay-outs and no-sales. */
  drawers: DrawerDay;
  paper: ZReportPaper;
}

const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });

/** 'yyyy-mm-dd' as 'Tuesday, March 10, 2026' (the day itself, not an instant: no zone shifts it). */
export function formatBusinessDay(day: string): string {
  return longDay.format(Date.parse(`${day}T00:00:00Z`));
}

const stampFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as the store's clock shows it. */
function formatStamp(iso: string, timeZone: string): string {
  let format = stampFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
    stampFormats.set(timeZone, format);
  }
  return format.format(Date.parse(iso));
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="z-report-section space-y-2">
      <h2 id={id} className="border-b border-stone-300 pb-1 text-sm font-semibold uppercase tracking-wide">
        {title}
      </h2>
      {children}
    </section>
  );
}

const cell = 'py-1 pr-2 align-top';
const num = 'py-1 text-right tabular-nums align-top';

/** A table of label, optional count, and amount: the shape of most of the report. */
function FigureTable({
  label,
  columns,
  rows,
}: {
  label: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    <table className="w-full text-left text-sm" aria-label={label}>
      <thead className="text-xs text-stone-600 dark:text-stone-400">
        <tr>
          {columns.map((column, index) => (
            <th key={column} scope="col" className={index === 0 ? cell : num}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a printed table's rows never move
          <tr key={rowIndex} className="border-t border-stone-100 dark:border-stone-800">
            {row.map((value, index) =>
              index === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <th key={index} scope="row" className={cn(cell, 'font-normal')}>
                  {value}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <td key={index} className={num}>
                  {value}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The end-of-day (Z) report as one printable document: on screen inside the page, and alone on paper (A4 or 80 mm
 * receipt, z-report-print.css). Plain ink, no colour carries meaning: over and short are written out.
 */
export function ZReportDocument({
  storeName,
  currency,
  timeZone,
  report,
  drawers,
  paper,
}: ZReportDocumentProps) {
  const money = (amount: Cents) => formatMoney(amount, currency);
  const { summary, cashup } = report;
  const noSales = summary.count === 0;

  return (
    <article
      className="z-report space-y-5 text-stone-900 dark:text-stone-100"
      data-paper={paper}
      aria-labelledby="z-report-title"
      data-testid="z-report"
    >
      <header className="space-y-1 text-center">
        <p className="text-lg font-semibold" data-testid="z-report-store">
          {storeName}
        </p>
        <h2 id="z-report-title" className="text-base font-semibold">
          End-of-day (Z) report
        </h2>
        <p data-testid="z-report-day">
          Business date: <time dateTime={report.day}>{formatBusinessDay(report.day)}</time>
        </p>
        <dl className="z-report-people mx-auto grid max-w-md grid-cols-[auto_1fr] gap-x-3 text-left text-sm">
          <dt className="text-stone-600 dark:text-stone-400">Submitted by</dt>
          <dd data-testid="z-report-submitted-by">
            {cashup ? `${cashup.submittedBy}, ${formatStamp(cashup.submittedAt, timeZone)}` : 'Not submitted'}
          </dd>
          <dt className="text-stone-600 dark:text-stone-400">Approved by</dt>
          <dd data-testid="z-report-approved-by">
            {!cashup
              ? '—'
              : cashup.status !== 'approved'
                ? `Not approved (${labelFor(CASHUP_STATUS_LABELS, cashup.status)})`
                : `${cashup.approvedBy ?? 'Not recorded'}${cashup.approvedAt ? `, ${formatStamp(cashup.approvedAt, timeZone)}` : ''}`}
          </dd>
        </dl>
      </header>

      <Section title="Sales" id="z-report-sales">
        {noSales ? <p data-testid="z-report-no-sales">No sales were recorded on this day.</p> : null}
        <FigureTable
          label="Sales summary"
          columns={['Figure', 'Amount']}
          rows={[
            ['Sales count', summary.count],
            ['Gross sales', money(summary.gross)],
            ['Discounts', money(summary.discounts)],
            ['Net sales', money(summary.net)],
            ['Tax', money(summary.tax)],
            ['Total taken', money(summary.taken)],
            ['Average ticket', money(summary.averageTicket)],
            // Not revenue and not taxed: on top of what was taken (issue 33).
            ['Tips', money(summary.tips)],
          ]}
        />
      </Section>

      {noSales ? null : (
        <>
          <Section title="By payment method" id="z-report-payments">
            <FigureTable
              label="Totals by payment method"
              columns={['Method', 'Sales', 'Amount', 'Tips']}
              rows={report.byPayment.map((line) => [
                line.label,
                line.count,
                money(line.taken),
                money(line.tips),
              ])}
            />
          </Section>
          <Section title="By category" id="z-report-categories">
            <FigureTable
              label="Sales by category"
              columns={['Category', 'Qty', 'Revenue']}
              rows={report.byCategory.map((line) => [line.label, line.quantity, money(line.revenue)])}
            />
          </Section>
          <Section title="Top items" id="z-report-top-items">
            <FigureTable
              label="Top 10 items"
              columns={['Item', 'Qty', 'Revenue']}
              rows={report.topItems.map((line) => [line.name, line.quantity, money(line.revenue)])}
            />
          </Section>
        </>
      )}

      <Section title="Expenses" id="z-report-expenses">
        <FigureTable
          label="Expenses"
          columns={['Expenses', 'Count', 'Amount']}
          rows={[
            ['Paid from the till', report.expenses.tillCount, money(report.expenses.tillTotal)],
            ['All expenses', report.expenses.count, money(report.expenses.total)],
          ]}
        />
      </Section>

      {drawers.sessions.length > 0 ? (
        <Section title="Cash drawers" id="z-report-drawers">
          <FigureTable
            label="Cash drawers"
            columns={['Drawer', 'Float', 'Expected', 'Counted', 'Over/short']}
            rows={drawers.sessions.map(({ session, summary, overShort }) => [
              `Opened ${formatStamp(session.openedAt, timeZone)}`,
              money(session.openingFloat),
              money((session.expectedCash ?? summary.expected) as Cents),
              session.countedCash === null ? 'Open' : money(session.countedCash),
              overShort === null
                ? '—'
                : varianceText(
                    {
                      variance: overShort as Cents,
                      direction: overShort === 0 ? 'balanced' : overShort > 0 ? 'over' : 'short',
                    },
                    currency,
                  ),
            ])}
          />
          <FigureTable
            label="Drawer movements"
            columns={['Between sales', 'Amount']}
            rows={[
              ['Pay-ins', money(drawers.payIns as Cents)],
              ['Pay-outs', money(drawers.payOuts as Cents)],
              ['No sales', drawers.noSales],
            ]}
          />
          {drawers.sessions.flatMap(({ session }) =>
            session.note
              ? [
                  <p key={session.id} className="text-sm">
                    Note: {session.note}
                  </p>,
                ]
              : [],
          )}
        </Section>
      ) : null}

      <Section title="Counted vs recorded" id="z-report-count">
        {cashup ? (
          <>
            <FigureTable
              label="Counted vs recorded"
              columns={['Group', 'Recorded', 'Counted', 'Variance']}
              rows={cashup.reconciliation.map((line) => [
                RECONCILIATION_GROUP_LABELS[line.group],
                money(line.recorded),
                money(line.counted),
                <span key="variance" data-direction={line.direction}>
                  {varianceText(line, currency)}
                </span>,
              ])}
            />
            <FigureTable
              label="Cash-up totals"
              columns={['Cash-up', 'Amount']}
              rows={[
                [CASHUP_FIELD_LABELS.dailyGrandTotal, money(cashup.dailyGrandTotal)],
                [CASHUP_FIELD_LABELS.gaapCashTotal, money(cashup.counted.gaapCashTotal)],
              ]}
            />
            {cashup.lateAdjustment ? (
              <p data-testid="z-report-late-adjustment">
                {cashup.lateAdjustment.count === 0
                  ? 'No sale has been recorded for this day since its report was approved.'
                  : `Late adjustment: ${cashup.lateAdjustment.count} ${cashup.lateAdjustment.count === 1 ? 'sale' : 'sales'} (${money(cashup.lateAdjustment.total)}) recorded for this day after its report was approved; the figures above include ${cashup.lateAdjustment.count === 1 ? 'it' : 'them'}.`}
              </p>
            ) : null}
          </>
        ) : (
          <p data-testid="z-report-no-cashup">No cash-up report was submitted for this day.</p>
        )}
        {report.otherReports > 0 ? (
          <p data-testid="z-report-other-reports">
            {report.otherReports === 1
              ? 'Another report was submitted for this day; this one is the first. An admin keeps one.'
              : `${report.otherReports} more reports were submitted for this day; this one is the first. An admin keeps one.`}
          </p>
        ) : null}
      </Section>

      {cashup ? (
        <Section title="Notes" id="z-report-notes">
          <p className="whitespace-pre-wrap" data-testid="z-report-notes-text">
            {cashup.notes ?? 'No notes.'}
          </p>
        </Section>
      ) : null}
    </article>
  );
}
