import {
  type CategoryLine,
  type Cents,
  can,
  type DayRange,
  type ExpenseCategoryLine,
  formatMoney,
  type HourLine,
  hourLabel,
  type PaymentLine,
  type ProductLine,
  previousLines,
  REPORT_SECTION_TITLES,
  type ReportSection as ReportSectionName,
  reportSectionTable,
  type StaffLine,
  salesMinusExpenses,
  toCsv,
  ZERO_CENTS,
} from '@cafe/domain';
import { Printer } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuthStore } from '../../data/auth/auth-store';
import { historyProgressLabel, useHistoryStatus } from '../../data/sync/history-status';
import { downloadCsv } from '../../lib/download-csv';
import { DARK_SCHEME_QUERY, resolveTheme } from '../../lib/theme';
import { useUiStore } from '../../lib/ui-store';
import { useMediaQuery } from '../../lib/use-media-query';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { HistoryPending } from '../../ui/history-pending';
import { PageHeader } from '../../ui/page-header';
import { Pager, pageOf } from '../../ui/pager';
import { Spinner } from '../../ui/spinner';
import { DaysReport } from './days-report';
import { DiscountsByStaffReport } from './discounts-by-staff-report';
import { DiscountsGivenReport } from './discounts-given-report';
import { ExportSaleLinesButton } from './export-sale-lines-button';
import type { ReportsData } from './load-reports';
import { OptionsReport } from './options-report';
import { PaymentTips } from './payment-tips';
import { printReport } from './print-report';
import { RangePicker } from './range-picker';
import { ReportSection } from './report-section';
import { type ReportSelection, selectionFromParams, selectionToParams } from './report-selection';
import { ReportTable } from './report-table';
import { SummaryFigures } from './summary-figures';
import { useReports } from './use-reports';

/** Products mounted at once: a 5,000-product catalogue is paged, never mounted whole. */
const PRODUCTS_PAGE_SIZE = 25;

/** Business days are the store's already, so they are formatted as UTC calendar dates. */
const longDayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export function rangeText(range: DayRange): string {
  const first = longDayFormat.format(new Date(`${range.first}T00:00:00Z`));
  if (range.first === range.last) return first;
  return `${first} – ${longDayFormat.format(new Date(`${range.last}T00:00:00Z`))}`;
}

/** Why exports wait while a new till's history arrives: a file of part of the period would pass for all of it. */
export const EXPORT_WAITS_FOR_HISTORY = 'Export is available once this till has all its history.';

export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const selection = selectionFromParams(params);
  const read = useReports(selection);
  const role = useAuthStore((state) => state.user?.role ?? null);
  const mayExport = role !== null && can(role, 'export_data');
  const all = useRef<HTMLDivElement>(null);
  // The last figures stay on screen while a new range is read, so the page never blinks empty.
  const [shown, setShown] = useState<ReportsData | undefined>(undefined);
  const data = read.state === 'ready' ? read.data : read.state === 'loading' ? shown : undefined;
  if (read.state === 'ready' && read.data !== shown) setShown(read.data);

  const history = useHistoryStatus();
  const pending = history.loading ? historyProgressLabel(history) : null;
  const choose = (next: ReportSelection) => setParams(selectionToParams(next), { replace: true });

  return (
    <>
      <PageHeader
        title="Reports"
        description={
          data
            ? `${rangeText(data.range)}, compared with ${rangeText(data.previous)}. Computed on this device.`
            : 'Sales and expenses over any period, computed on this device.'
        }
        actions={
          data && pending !== null ? (
            mayExport ? (
              <ExportSaleLinesButton
                range={data.range}
                timeZone={data.timeZone}
                unavailable={EXPORT_WAITS_FOR_HISTORY}
              />
            ) : null
          ) : data ? (
            <>
              {mayExport ? <ExportSaleLinesButton range={data.range} timeZone={data.timeZone} /> : null}
              <Button
                variant="secondary"
                onClick={() => {
                  if (all.current) printReport(all.current);
                }}
              >
                <Printer aria-hidden="true" className="size-4" />
                Print all
              </Button>
            </>
          ) : null
        }
      />
      <Card className="mb-6 p-4">
        <RangePicker
          selection={selection}
          onChange={choose}
          error={read.state === 'invalid' ? read.message : undefined}
        />
      </Card>
      {read.state === 'failed' ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {read.message}
        </p>
      ) : null}
      {pending !== null && read.state !== 'invalid' && read.state !== 'failed' ? (
        <Card className="p-4 sm:p-5" data-testid="reports-history-pending">
          <HistoryPending label={pending} className="min-h-48" />
        </Card>
      ) : read.state === 'loading' && !data ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading reports" />
        </div>
      ) : null}
      {data && pending === null && read.state !== 'invalid' && read.state !== 'failed' ? (
        <div ref={all} className="space-y-6" aria-busy={read.state === 'loading'}>
          <Reports data={data} mayExport={mayExport} />
        </div>
      ) : null}
    </>
  );
}

function Reports({ data, mayExport }: { data: ReportsData; mayExport: boolean }) {
  const { tables, currency, range } = data;
  const { current } = tables;
  const money = (value: Cents) => formatMoney(value, currency);
  const theme = useUiStore((state) => state.theme);
  const dark = resolveTheme(theme, useMediaQuery(DARK_SCHEME_QUERY)) === 'dark';
  const [productPage, setProductPage] = useState(0);
  const products = pageOf(current.byProduct, productPage, PRODUCTS_PAGE_SIZE);
  const before = previousLines(tables);
  const subtitle = rangeText(range);
  const exporter = (section: ReportSectionName) =>
    mayExport
      ? () => {
          const table = reportSectionTable(section, tables);
          downloadCsv(`${section}_${range.first}_${range.last}.csv`, toCsv(table.header, table.rows));
        }
      : undefined;
  const nothing = current.summary.count === 0 && tables.expenses.count === 0;
  const section = (name: ReportSectionName) => ({
    id: name,
    title: REPORT_SECTION_TITLES[name],
    subtitle,
    onExport: exporter(name),
  });
  const countAndTaken = (total: { count: number; taken: Cents }) => [
    'Total',
    String(total.count),
    money(total.taken),
  ];

  return (
    <>
      {nothing ? (
        <p
          role="status"
          className="rounded-lg border border-stone-200 bg-stone-50 p-4 text-sm text-stone-700 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-300"
        >
          No sales or expenses in this period.
        </p>
      ) : null}
      <ReportSection {...section('summary')}>
        <SummaryFigures tables={tables} currency={currency} />
      </ReportSection>
      <ReportSection {...section('byDay')}>
        <DaysReport tables={tables} currency={currency} money={money} dark={dark} />
      </ReportSection>
      <div className="grid gap-6 lg:grid-cols-2">
        <ReportSection {...section('byPayment')}>
          <ReportTable<PaymentLine>
            label={REPORT_SECTION_TITLES.byPayment}
            columns={[
              { header: 'Payment method', cell: (line) => line.label },
              { header: 'Sales', cell: (line) => line.count, numeric: true },
              { header: 'Total taken', cell: (line) => money(line.taken), numeric: true },
              {
                header: 'Previous',
                cell: (line) => money(before.payment(line.paymentMethod)?.taken ?? ZERO_CENTS),
                numeric: true,
              },
            ]}
            rows={current.byPayment}
            rowKey={(line) => line.paymentMethod}
            total={[...countAndTaken(current.summary), money(tables.previous.summary.taken)]}
            empty="No sales in this period."
          />
          <PaymentTips lines={current.byPayment} money={money} />
        </ReportSection>
        <ReportSection {...section('byStaff')}>
          <ReportTable<StaffLine>
            label={REPORT_SECTION_TITLES.byStaff}
            columns={[
              { header: 'Staff member', cell: (line) => line.name },
              { header: 'Sales', cell: (line) => line.count, numeric: true },
              { header: 'Total taken', cell: (line) => money(line.taken), numeric: true },
              {
                header: 'Previous',
                cell: (line) => money(before.staff(line.userId)?.taken ?? ZERO_CENTS),
                numeric: true,
              },
            ]}
            rows={current.byStaff}
            rowKey={(line) => line.userId}
            total={[...countAndTaken(current.summary), money(tables.previous.summary.taken)]}
            empty="No sales in this period."
          />
        </ReportSection>
        <ReportSection {...section('byCategory')}>
          <ReportTable<CategoryLine>
            label={REPORT_SECTION_TITLES.byCategory}
            columns={[
              { header: 'Category', cell: (line) => line.label },
              { header: 'Quantity', cell: (line) => line.quantity, numeric: true },
              { header: 'Revenue', cell: (line) => money(line.revenue), numeric: true },
              {
                header: 'Previous',
                cell: (line) => money(before.category(line.category)?.revenue ?? ZERO_CENTS),
                numeric: true,
              },
            ]}
            rows={current.byCategory}
            rowKey={(line) => line.category}
            empty="No sales in this period."
          />
          {current.saleDiscounts > 0 ? (
            <p className="mt-2 text-xs text-stone-600 dark:text-stone-400">
              Revenue is before sale discounts of {money(current.saleDiscounts)}: net sales are{' '}
              {money(current.summary.net)}.
            </p>
          ) : null}
        </ReportSection>
        <ReportSection {...section('expenses')}>
          <ReportTable<ExpenseCategoryLine>
            label={REPORT_SECTION_TITLES.expenses}
            columns={[
              { header: 'Category', cell: (line) => line.label },
              { header: 'Expenses', cell: (line) => line.count, numeric: true },
              { header: 'Amount', cell: (line) => money(line.amount), numeric: true },
              {
                header: 'Previous',
                cell: (line) => money(before.expenseCategory(line.category)?.amount ?? ZERO_CENTS),
                numeric: true,
              },
            ]}
            rows={tables.expenses.byCategory}
            rowKey={(line) => line.category}
            total={[
              'Total',
              String(tables.expenses.count),
              money(tables.expenses.total),
              money(tables.previousExpenses.total),
            ]}
            empty="No expenses in this period."
          />
          <p className="mt-3 text-sm text-stone-800 dark:text-stone-200" data-testid="sales-minus-expenses">
            Sales minus expenses:{' '}
            <strong className="tabular-nums">
              {money(salesMinusExpenses(current.summary.taken, tables.expenses.total))}
            </strong>
          </p>
        </ReportSection>
        <ReportSection {...section('byHour')}>
          <ReportTable<HourLine>
            label={REPORT_SECTION_TITLES.byHour}
            columns={[
              { header: 'Hour', cell: (line) => hourLabel(line.hour) },
              { header: 'Sales', cell: (line) => line.count, numeric: true },
              { header: 'Total taken', cell: (line) => money(line.taken), numeric: true },
              {
                header: 'Previous',
                cell: (line) => money(before.hour(line.hour)?.taken ?? ZERO_CENTS),
                numeric: true,
              },
            ]}
            rows={current.byHour.filter((line) => line.count > 0 || (before.hour(line.hour)?.count ?? 0) > 0)}
            rowKey={(line) => String(line.hour)}
            total={[...countAndTaken(current.summary), money(tables.previous.summary.taken)]}
            empty="No sales in this period."
          />
        </ReportSection>
      </div>
      <ReportSection {...section('byProduct')}>
        <ReportTable<ProductLine>
          label={REPORT_SECTION_TITLES.byProduct}
          columns={[
            { header: 'Product', cell: (line) => line.name },
            { header: 'Category', cell: (line) => line.categoryLabel },
            { header: 'Quantity', cell: (line) => line.quantity, numeric: true },
            { header: 'Revenue', cell: (line) => money(line.revenue), numeric: true },
            {
              header: 'Previous',
              cell: (line) => money(before.product(line.productId)?.revenue ?? ZERO_CENTS),
              numeric: true,
            },
          ]}
          rows={products.rows}
          rowKey={(line) => line.productId}
          empty="No sales in this period."
        />
        <Pager shown={products} onPage={setProductPage} />
      </ReportSection>
      <ReportSection {...section('byOption')}>
        <OptionsReport label={REPORT_SECTION_TITLES.byOption} report={current} money={money} />
      </ReportSection>
      <div className="grid gap-6 lg:grid-cols-2">
        <ReportSection {...section('discounts')}>
          <DiscountsGivenReport
            label={REPORT_SECTION_TITLES.discounts}
            report={current.discounts}
            money={money}
          />
        </ReportSection>
        <ReportSection {...section('discountsByStaff')}>
          <DiscountsByStaffReport
            label={REPORT_SECTION_TITLES.discountsByStaff}
            lines={current.discountsByPerson}
            money={money}
          />
        </ReportSection>
      </div>
    </>
  );
}
