import type { PaymentLine } from '@cafe/domain';

/**
 * Tips by method, under the takings and never in them (issue 33: not revenue). A line, not a fifth column: the table
 * shares a laptop's width with the staff report and stays a table.
 */
export function PaymentTips({
  lines,
  money,
}: {
  lines: readonly PaymentLine[];
  money: (value: PaymentLine['tips']) => string;
}) {
  const tipped = lines.filter((line) => line.tips !== 0);
  if (tipped.length === 0) return null;
  return (
    <p data-testid="payment-tips" className="mt-3 text-sm text-stone-600 dark:text-stone-400">
      Tips, not in the takings: {tipped.map((line) => `${line.label} ${money(line.tips)}`).join(' · ')}
    </p>
  );
}
