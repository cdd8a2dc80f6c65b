import { type Cents, type OptionLine, optionTotals, type SalesReport } from '@cafe/domain';
import { ReportTable } from './report-table';

/**
 * Sales by option ("how many oat milks"): each option's times chosen and what it added, named and priced as each
 * sale stored them. A sale the server flagged (an option sold out when it was made) is counted and said so.
 */
export function OptionsReport({
  label,
  report,
  money,
}: {
  label: string;
  report: Pick<SalesReport, 'byOption' | 'soldOutSales'>;
  money: (value: Cents) => string;
}) {
  const totals = optionTotals(report.byOption);
  const anySoldOut = totals.soldOut > 0;
  return (
    <>
      {report.soldOutSales > 0 ? (
        <p
          role="note"
          data-testid="sold-out-sales"
          className="mb-3 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100"
        >
          {report.soldOutSales === 1
            ? '1 sale included an option that was sold out when it was made.'
            : `${report.soldOutSales} sales included an option that was sold out when they were made.`}
        </p>
      ) : null}
      <ReportTable<OptionLine>
        label={label}
        columns={[
          { header: 'Group', cell: (line) => line.groupName },
          { header: 'Option', cell: (line) => line.name },
          { header: 'Times chosen', cell: (line) => line.count, numeric: true },
          { header: 'Amount', cell: (line) => money(line.amount), numeric: true },
          ...(anySoldOut
            ? [{ header: 'Chosen while sold out', cell: (line: OptionLine) => line.soldOut, numeric: true }]
            : []),
        ]}
        rows={report.byOption}
        rowKey={(line) => line.key}
        total={[
          'Total',
          '',
          String(totals.count),
          money(totals.amount),
          ...(anySoldOut ? [String(totals.soldOut)] : []),
        ]}
        empty="No options sold in this period."
      />
    </>
  );
}
