import type { Cents, DiscountGivenLine, DiscountsReport } from '@cafe/domain';
import { ReportTable } from './report-table';

/**
 * Discounts given by what was given: each preset ("Staff 50%") and each open discount by its name, how many times
 * and the cents it took, as the sales stored them (issue 33: "reports show discounts given, by preset").
 */
export function DiscountsGivenReport({
  label,
  report,
  money,
}: {
  label: string;
  report: Pick<DiscountsReport, 'byDiscount' | 'total'>;
  money: (value: Cents) => string;
}) {
  return (
    <ReportTable<DiscountGivenLine>
      label={label}
      columns={[
        { header: 'Discount', cell: (line) => line.name },
        { header: 'Times given', cell: (line) => line.count, numeric: true },
        { header: 'Amount', cell: (line) => money(line.cents), numeric: true },
      ]}
      rows={report.byDiscount}
      rowKey={(line) => line.key}
      total={['Total', String(report.total.count), money(report.total.cents)]}
      empty="No discounts given in this period."
    />
  );
}
