import { formatMoney } from '@cafe/domain';

/** "$2.00 short", "$1.50 over" or "Even": a drawer's count against what it should hold. */
export function OverShort({ cents, currency }: { cents: number; currency: string }) {
  if (cents === 0) return <span>Even</span>;
  const amount = formatMoney(Math.abs(cents) as never, currency);
  return cents < 0 ? (
    <span className="text-red-700 dark:text-red-400">{amount} short</span>
  ) : (
    <span className="text-amber-700 dark:text-amber-400">{amount} over</span>
  );
}
