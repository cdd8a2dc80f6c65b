import {
  type Cents,
  DECIMAL_COMMA_MESSAGE,
  formatMoney,
  MAX_CENTS,
  moneyCeilingMessage,
  parseMoney,
} from '@cafe/domain';
import { useId, useMemo, useState } from 'react';
import { cn } from '../../ui/cn';
import { changeDue, tenderSuggestions } from './tender';

export interface CashTenderProps {
  total: Cents;
  /** The amount the customer handed over, or null while none is chosen (or the typed one is not an amount). */
  onTendered: (tendered: Cents | null) => void;
}

type Choice = { kind: 'quick'; amount: Cents } | { kind: 'other' } | null;

/** Reads the typed amount: the cents, or what to type instead. */
function readOther(text: string, total: Cents): { amount: Cents } | { error: string } | null {
  if (text.trim() === '') return null;
  if (/^\$?\d*,\d{1,2}$/.test(text.trim())) return { error: DECIMAL_COMMA_MESSAGE };
  const amount = parseMoney(text);
  if (amount === null || amount <= 0) return { error: 'Enter the amount handed over, such as 20.00' };
  if (amount > MAX_CENTS) return { error: moneyCeilingMessage('An amount') };
  if (amount < total) return { error: `That is less than the total of ${formatMoney(total)}` };
  return { amount };
}

/** $10, not $10.00: a note's value, as the cashier reads it off the note. */
function noteLabel(amount: Cents): string {
  return formatMoney(amount).replace(/\.00$/, '');
}

/**
 * The cash step of the sale-complete sheet: the exact amount and the next round notes in one tap, any other amount
 * typed, and the change due shown large. Nothing here is stored (a later issue stores tenders with the sale).
 */
export function CashTender({ total, onTendered }: CashTenderProps) {
  const [choice, setChoice] = useState<Choice>(null);
  const [otherText, setOtherText] = useState('');
  const [otherTouched, setOtherTouched] = useState(false);
  const otherId = useId();
  const errorId = useId();
  const quick = useMemo(
    () => [
      { label: 'Exact', amount: total },
      ...tenderSuggestions(total).map((amount) => ({ label: noteLabel(amount), amount })),
    ],
    [total],
  );
  const other = choice?.kind === 'other' ? readOther(otherText, total) : null;
  const tendered =
    choice?.kind === 'quick' ? choice.amount : other && 'amount' in other ? other.amount : null;
  const otherError = otherTouched && other && 'error' in other ? other.error : null;

  function choose(next: Choice, text = otherText) {
    setChoice(next);
    const read = next?.kind === 'other' ? readOther(text, total) : null;
    onTendered(next?.kind === 'quick' ? next.amount : read && 'amount' in read ? read.amount : null);
  }

  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-stone-700 dark:text-stone-300">Amount tendered</legend>
        <div className="mt-2 grid grid-cols-4 gap-2">
          {quick.map((option) => {
            const pressed = choice?.kind === 'quick' && choice.amount === option.amount;
            return (
              <button
                key={option.label}
                type="button"
                aria-pressed={pressed}
                onClick={() => choose({ kind: 'quick', amount: option.amount })}
                className={cn(
                  'flex h-14 flex-col items-center justify-center rounded-xl border text-base font-semibold tabular-nums transition-colors',
                  pressed
                    ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-500 dark:bg-brand-500 dark:text-stone-950'
                    : 'border-stone-300 bg-white text-stone-900 hover:bg-stone-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-50 dark:hover:bg-stone-800',
                )}
              >
                {option.label}
                {option.label === 'Exact' ? ' ' : null}
                {option.label === 'Exact' ? (
                  <span className="text-xs font-normal">{formatMoney(option.amount)}</span>
                ) : null}
              </button>
            );
          })}
        </div>
        <label htmlFor={otherId} className="mt-3 block text-sm text-stone-700 dark:text-stone-300">
          Other amount
        </label>
        <input
          id={otherId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          placeholder="e.g. 25.00"
          value={otherText}
          aria-invalid={otherError !== null}
          aria-describedby={otherError ? errorId : undefined}
          onFocus={() => {
            if (choice?.kind !== 'other') choose({ kind: 'other' });
          }}
          onChange={(event) => {
            setOtherText(event.target.value);
            setOtherTouched(false);
            choose({ kind: 'other' }, event.target.value);
          }}
          onBlur={() => setOtherTouched(true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              setOtherTouched(true);
            }
          }}
          className="mt-1 block h-12 w-full rounded-lg border border-stone-300 bg-white px-3 text-base tabular-nums placeholder:text-stone-400 focus:outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/30 aria-invalid:border-red-500 dark:border-stone-700 dark:bg-stone-900"
        />
        {otherError ? (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {otherError}
          </p>
        ) : null}
      </fieldset>
      <output
        aria-live="polite"
        className="block rounded-xl bg-brand-50 px-4 py-3 text-center dark:bg-brand-500/10"
      >
        <span className="block text-sm font-medium text-stone-700 dark:text-stone-300">Change due</span>
        <span
          data-testid="change-due"
          className="block text-4xl font-bold tabular-nums text-stone-900 dark:text-stone-50"
        >
          {tendered === null ? '—' : formatMoney(changeDue(total, tendered))}
        </span>
      </output>
    </div>
  );
}
