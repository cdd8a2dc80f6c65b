import {
  type Cents,
  formatMoney,
  type SalePaymentInput,
  salePaymentMethodLabel,
  TIP_PERCENTS,
} from '@cafe/domain';
import { useId } from 'react';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import type { TipState } from './split-tender';
import { partSuggestions } from './tender';

const asCents = (value: number) => value as Parameters<typeof formatMoney>[0];

/** The legs taken so far, and a way back to one payment for the whole total. */
export function PaymentLegs({
  legs,
  onStartOver,
}: {
  legs: readonly SalePaymentInput[];
  onStartOver: () => void;
}) {
  if (legs.length === 0) return null;
  return (
    <div className="space-y-2">
      <ul aria-label="Paid so far" className="space-y-1 text-sm tabular-nums">
        {legs.map((leg, index) => (
          // Legs are only ever appended or all cleared, so their position is who they are.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="flex justify-between gap-3">
            <span>{salePaymentMethodLabel(leg.method)}</span>
            <span>
              {formatMoney(asCents(leg.amount))}
              {leg.tip ? ` + ${formatMoney(asCents(leg.tip))} tip` : null}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-stone-600 dark:text-stone-400">Choose how the rest is paid.</p>
      <Button size="lg" variant="secondary" onClick={onStartOver}>
        Start over
      </Button>
    </div>
  );
}

const QUICK_CLASS =
  'flex h-14 flex-col items-center justify-center rounded-xl border text-base font-semibold tabular-nums transition-colors';
const PRESSED =
  'border-brand-700 bg-brand-700 text-white dark:border-brand-500 dark:bg-brand-500 dark:text-stone-950';
const UNPRESSED =
  'border-stone-300 bg-white text-stone-900 hover:bg-stone-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-50 dark:hover:bg-stone-800';

/** 10/15/20% of the leg, or a typed tip; a second tap on the chosen one takes it off again. */
export function TipChoice({ tip, onChange }: { tip: TipState; onChange: (tip: TipState) => void }) {
  const customId = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-700 dark:text-stone-300">Tip</legend>
      <div className="mt-2 grid grid-cols-4 gap-2">
        {TIP_PERCENTS.map((percent) => {
          const pressed = tip.kind === 'percent' && tip.percent === percent;
          return (
            <button
              key={percent}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(pressed ? { kind: 'none' } : { kind: 'percent', percent })}
              className={cn(QUICK_CLASS, pressed ? PRESSED : UNPRESSED)}
            >
              {percent}%
            </button>
          );
        })}
        <button
          type="button"
          aria-pressed={tip.kind === 'custom'}
          onClick={() => onChange(tip.kind === 'custom' ? { kind: 'none' } : { kind: 'custom', text: '' })}
          className={cn(QUICK_CLASS, tip.kind === 'custom' ? PRESSED : UNPRESSED)}
        >
          Custom
        </button>
      </div>
      {tip.kind === 'custom' ? (
        <>
          <label htmlFor={customId} className="mt-3 block text-sm text-stone-700 dark:text-stone-300">
            Tip amount
          </label>
          <input
            id={customId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 2.00"
            value={tip.text}
            onChange={(event) => onChange({ kind: 'custom', text: event.target.value })}
            className="mt-1 block h-12 w-full rounded-lg border border-stone-300 bg-white px-3 text-base tabular-nums placeholder:text-stone-400 focus:outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/30 aria-invalid:border-red-500 dark:border-stone-700 dark:bg-stone-900"
          />
        </>
      ) : null}
    </fieldset>
  );
}

/** $10, not $10.00: the part as the customer says it. */
const partLabel = (amount: Cents) => formatMoney(amount).replace(/\.00$/, '');

/**
 * The round parts of what is left ("$10 cash, the rest on card") in one tap each, so a split needs no keyboard: the
 * on-screen one would cover half a tablet's payment step.
 */
export function PartAmounts({
  left,
  amountText,
  onChoose,
}: {
  left: Cents;
  amountText: string;
  onChoose: (text: string) => void;
}) {
  const parts = partSuggestions(left);
  if (parts.length === 0) return null;
  return (
    <fieldset className="mt-2">
      <legend className="sr-only">Pay part now</legend>
      <div className="grid grid-cols-4 gap-2">
        {parts.map((amount) => {
          const text = String(amount / 100);
          return (
            <button
              key={amount}
              type="button"
              aria-pressed={amountText === text}
              onClick={() => onChoose(amountText === text ? '' : text)}
              className={cn(QUICK_CLASS, amountText === text ? PRESSED : UNPRESSED)}
            >
              {partLabel(amount)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
