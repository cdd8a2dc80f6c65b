import { type Cents, cents, type DiscountPersonLine } from '@cafe/domain';
import { ReportTable } from './report-table';

/**
 * Discounts by person: what each cashier gave, and what each manager approved above the store's limit (the
 * signature the sale carries). The approval columns appear once a sale in the period needed one, so a cafe that
 * never goes over its limit reads a plain table.
 */
export function DiscountsByStaffReport({
  label,
  lines,
  money,
}: {
  label: string;
  lines: readonly DiscountPersonLine[];
  money: (value: Cents) => string;
}) {
  let given = 0;
  let givenCents = 0;
  let approved = 0;
  let approvedCents = 0;
  for (const line of lines) {
    given += line.given.count;
    givenCents += line.given.cents;
    approved += line.approved.count;
    approvedCents += line.approved.cents;
  }
  const anyApproved = approved > 0;
  return (
    <ReportTable<DiscountPersonLine>
      label={label}
      columns={[
        { header: 'Staff member', cell: (line) => line.name },
        { header: 'Discounts given', cell: (line) => line.given.count, numeric: true },
        { header: 'Amount given', cell: (line) => money(line.given.cents), numeric: true },
        ...(anyApproved
          ? [
              { header: 'Approved', cell: (line: DiscountPersonLine) => line.approved.count, numeric: true },
              {
                header: 'Amount approved',
                cell: (line: DiscountPersonLine) => money(line.approved.cents),
                numeric: true,
              },
            ]
          : []),
      ]}
      rows={lines}
      rowKey={(line) => line.userId}
      total={[
        'Total',
        String(given),
        money(cents(givenCents)),
        ...(anyApproved ? [String(approved), money(cents(approvedCents))] : []),
      ]}
      empty="No discounts given in this period."
    />
  );
}
