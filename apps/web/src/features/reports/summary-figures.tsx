import { type Cents, changeText, formatMoney, type ReportTables, summaryFigures } from '@cafe/domain';
import { cn } from '../../ui/cn';

const KEYS = [
  'count',
  'gross',
  'discounts',
  'net',
  'tax',
  'taken',
  'average',
  'tips',
  'expenses',
  'salesMinusExpenses',
];

function changeClass(current: number, previous: number): string {
  if (previous === 0 || current === previous) return 'text-stone-600 dark:text-stone-400';
  return current > previous ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400';
}

/** The sales summary: each figure of the period with the previous period's beside it and the change. */
export function SummaryFigures({ tables, currency }: { tables: ReportTables; currency: string }) {
  const show = (value: number, money: boolean) =>
    money ? formatMoney(value as Cents, currency) : String(value);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
      {summaryFigures(tables).map((figure, index) => {
        const key = KEYS[index] ?? figure.label;
        const change = changeText(figure.current, figure.previous);
        return (
          <div
            key={key}
            data-testid={`summary-${key}`}
            className="rounded-lg border border-stone-200 p-3 dark:border-stone-700"
          >
            <dt className="text-xs font-medium text-stone-600 dark:text-stone-400">{figure.label}</dt>
            <dd
              className="mt-1 text-lg font-semibold tabular-nums text-stone-900 dark:text-stone-50"
              data-testid={`summary-${key}-value`}
            >
              {show(figure.current, figure.money)}
            </dd>
            <dd
              className="mt-0.5 text-xs text-stone-600 dark:text-stone-400"
              data-testid={`summary-${key}-previous`}
            >
              Previous: {show(figure.previous, figure.money)}
              {change ? (
                <span className={cn('ml-1 font-medium', changeClass(figure.current, figure.previous))}>
                  ({change})
                </span>
              ) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
