import { type Cents, formatMoney, type LineRefundable, type Sale } from '@cafe/domain';
import { Minus, Plus } from 'lucide-react';
import { buttonClass } from '../../ui/button';
import { cn } from '../../ui/cn';
import type { RefundQuantities } from './refund-choice';

const stepClass = cn(buttonClass('secondary', 'icon'), 'size-11');

/** Each line of the sale with what is left of it, and − / + to choose how many to refund (44 px targets). */
export function RefundLinesPicker({
  sale,
  lines,
  quantities,
  onChange,
}: {
  sale: Sale;
  lines: readonly LineRefundable[];
  quantities: RefundQuantities;
  onChange: (itemId: string, quantity: number) => void;
}) {
  const names = new Map(sale.items.map((item) => [item.id, item.productName]));
  return (
    <ul aria-label="Lines to refund" className="divide-y divide-stone-200 dark:divide-stone-800">
      {lines.map((line) => {
        const name = names.get(line.itemId) ?? 'Item';
        const chosen = quantities[line.itemId] ?? 0;
        return (
          <li key={line.itemId} className="flex items-center justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="truncate font-medium">{name}</p>
              <p className="text-xs text-stone-600 dark:text-stone-400">
                {line.quantityLeft === 0
                  ? 'Refunded in full'
                  : `${line.quantityLeft} of ${line.sold} left · ${formatMoney(line.amountLeft as Cents)}`}
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-2">
              <button
                type="button"
                className={stepClass}
                aria-label={`Refund one fewer ${name}`}
                disabled={chosen === 0}
                onClick={() => onChange(line.itemId, chosen - 1)}
              >
                <Minus aria-hidden="true" className="size-4" />
              </button>
              <output aria-label={`${name} to refund`} className="w-6 text-center tabular-nums">
                {chosen}
              </output>
              <button
                type="button"
                className={stepClass}
                aria-label={`Refund one more ${name}`}
                disabled={chosen >= line.quantityLeft}
                onClick={() => onChange(line.itemId, chosen + 1)}
              >
                <Plus aria-hidden="true" className="size-4" />
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** One choice among a few, as a row of 44 px buttons under a legend (the refund's method, its reason). */
export function ChoiceButtons<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-stone-700 dark:text-stone-300">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
            className={cn(buttonClass(value === option.value ? 'primary' : 'secondary', 'md'), 'h-11')}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
