import {
  type Cents,
  type DayLine,
  type PreviousLines,
  previousLines,
  REPORT_SECTION_TITLES,
} from '@cafe/domain';
import { lazy, Suspense } from 'react';
import type { ReportsData } from './load-reports';
import { type ReportColumn, ReportTable } from './report-table';

// Chart.js loads with the chart only, not with the page.
const MoneyBarChart = lazy(() =>
  import('../../ui/money-bar-chart').then((m) => ({ default: m.MoneyBarChart })),
);

/** Business days are the store's already, so they are formatted as UTC calendar dates. */
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** Reports' Sales by Day: the takings of each day as a chart, and the figures of each day behind a disclosure. */
export function DaysReport({
  tables,
  currency,
  money,
  dark,
}: {
  tables: ReportsData['tables'];
  currency: string;
  money: (value: Cents) => string;
  dark: boolean;
}) {
  const { current } = tables;
  return (
    <>
      <Suspense fallback={<div className="h-56" />}>
        <MoneyBarChart
          title={REPORT_SECTION_TITLES.byDay}
          seriesLabel="Total taken"
          points={current.byDay.map((line) => ({ label: dayLabel(line.day), amount: line.taken }))}
          currency={currency}
          dark={dark}
        />
      </Suspense>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-800 dark:text-brand-300">
          Show the figures of each day
        </summary>
        <ReportTable<DayLine>
          label={REPORT_SECTION_TITLES.byDay}
          columns={dayColumns(money, current.byDay, previousLines(tables))}
          rows={current.byDay}
          rowKey={(line) => line.day}
          total={[
            'Total',
            String(current.summary.count),
            money(current.summary.taken),
            '',
            money(tables.previous.summary.taken),
            money(current.summary.tips),
          ]}
          empty="No days in this period."
        />
      </details>
    </>
  );
}

/** Each day beside the previous period's day at the same position (this Tuesday against last Tuesday). */
function dayColumns(
  money: (value: DayLine['taken']) => string,
  days: readonly DayLine[],
  before: PreviousLines,
): ReportColumn<DayLine>[] {
  const position = new Map(days.map((line, index) => [line.day, index]));
  const previousDay = (line: DayLine) => before.day(position.get(line.day) ?? -1);
  return [
    { header: 'Date', cell: (line) => dayLabel(line.day) },
    { header: 'Sales', cell: (line) => line.count, numeric: true },
    { header: 'Total taken', cell: (line) => money(line.taken), numeric: true },
    {
      header: 'Previous date',
      cell: (line) => {
        const old = previousDay(line);
        return old ? dayLabel(old.day) : '—';
      },
    },
    {
      header: 'Previous',
      cell: (line) => {
        const old = previousDay(line);
        return old ? money(old.taken) : '—';
      },
      numeric: true,
    },
    { header: 'Tips', cell: (line) => money(line.tips), numeric: true },
  ];
}
