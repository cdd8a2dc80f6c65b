import { type Cents, cents, describeOptions, formatMoney } from '@cafe/domain';
import { Minus, NotebookPen, Plus, Tag, Trash2 } from 'lucide-react';
import { type KeyboardEvent, memo, useId, useState } from 'react';
import { cn } from '../../ui/cn';
import { readQuantity } from './read-quantity';
import type { DraftLine } from './sale-draft-store';

export interface CartLineProps {
  line: DraftLine;
  /** The cents the line's discounts take (issue 33), as the sale is priced; 0 without one. */
  discountCents: number;
  onIncrement: (lineId: string) => void;
  onDecrement: (lineId: string) => void;
  onRemove: (lineId: string) => void;
  onQuantity: (lineId: string, quantity: number) => void;
  onNotes: (lineId: string, notes: string) => void;
  /** Opens the line's discount. */
  onDiscount: (lineId: string) => void;
}

// Every control a cashier taps is at least 44 px square (a finger, often a wet one).
const target = 'inline-flex size-11 shrink-0 items-center justify-center rounded-lg';
const stepper = cn(
  target,
  'border border-stone-300 text-stone-700 hover:bg-stone-100 active:bg-stone-200 dark:border-stone-700 dark:text-stone-200 dark:hover:bg-stone-800',
);

const field =
  'block h-11 rounded-lg border border-stone-300 bg-white px-3 text-base placeholder:text-stone-400 focus:outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/30 dark:border-stone-700 dark:bg-stone-900';

/**
 * One line of the sale, two rows high: name and amount (with the options chosen, then its discount, under the name),
 * then − quantity + , the note, the discount and remove. Its controls are named after the product and its options, since a plain latte and a large oat
 * one are two lines. The quantity is a
 * button that turns into a number field (a tray of twelve is typed, not tapped twelve times); the note opens on
 * demand and, once written, is shown on the line. Memoised: a change to one line draws only that line.
 */
export const CartLine = memo(function CartLine({
  line,
  discountCents,
  onIncrement,
  onDecrement,
  onRemove,
  onQuantity,
  onNotes,
  onDiscount,
}: CartLineProps) {
  const { lineId, productName, quantity, notes } = line;
  const optionsText = line.options ? describeOptions(line.options) : '';
  const name = optionsText ? `${productName}, ${optionsText}` : productName;
  const discountName = line.discounts?.map((discount) => discount.name).join(', ');
  const [typedQuantity, setTypedQuantity] = useState<string | null>(null);
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const [editingNote, setEditingNote] = useState(false);
  const errorId = useId();
  const quantityId = useId();
  const quantityLabelId = useId();

  function closeQuantity() {
    setTypedQuantity(null);
    setQuantityError(null);
  }

  /** Applies the typed quantity; bad input changes nothing and says what to type. */
  function commitQuantity(): boolean {
    if (typedQuantity === null) return true;
    const read = readQuantity(typedQuantity);
    if ('error' in read) {
      setQuantityError(read.error);
      return false;
    }
    if (read.quantity !== quantity) onQuantity(lineId, read.quantity);
    closeQuantity();
    return true;
  }

  function onQuantityKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitQuantity();
    } else if (event.key === 'Escape') {
      // Escape leaves the quantity as it was, and stays in the sale (no dialog closes behind it).
      event.preventDefault();
      event.stopPropagation();
      closeQuantity();
    }
  }

  function onNoteKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === 'Escape') {
      event.preventDefault();
      setEditingNote(false);
    }
  }

  return (
    <li className="py-2">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="line-clamp-2 text-sm font-medium break-words text-stone-900 dark:text-stone-100">
            {productName}
          </p>
          {optionsText ? (
            <p className="text-xs break-words text-stone-600 dark:text-stone-400">{optionsText}</p>
          ) : null}
          {discountName ? (
            <p className="text-xs break-words text-brand-700 dark:text-brand-300">
              {discountName} <span className="tabular-nums">−{formatMoney(cents(discountCents))}</span>
            </p>
          ) : null}
        </div>
        <p className="shrink-0 text-right text-sm font-semibold tabular-nums text-stone-900 dark:text-stone-100">
          {formatMoney((line.unitPrice * quantity) as Cents)}
          {quantity > 1 ? (
            <span className="block text-xs font-normal text-stone-500 dark:text-stone-400">
              {formatMoney(line.unitPrice)} each
            </span>
          ) : null}
        </p>
      </div>
      <span id={quantityLabelId} hidden>
        Quantity of {name}
      </span>
      {/* A container: on a tablet's narrow sale panel an empty note shows as its icon alone, not as 'Ad…'. */}
      <div className="@container mt-1 flex items-center gap-1">
        <button
          type="button"
          className={stepper}
          aria-label={`Decrease ${name}`}
          onClick={() => onDecrement(lineId)}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        {typedQuantity === null ? (
          <button
            type="button"
            id={quantityId}
            // "Quantity of Espresso 2": the shown number is part of the name (WCAG 2.5.3, label in name).
            aria-labelledby={`${quantityLabelId} ${quantityId}`}
            onClick={() => setTypedQuantity(String(quantity))}
            className="inline-flex h-11 min-w-11 shrink-0 items-center justify-center rounded-lg px-1 text-base font-semibold tabular-nums text-stone-900 underline decoration-stone-300 decoration-dotted underline-offset-4 hover:bg-stone-100 dark:text-stone-50 dark:decoration-stone-600 dark:hover:bg-stone-800"
          >
            {quantity}
          </button>
        ) : (
          <input
            type="text"
            inputMode="numeric"
            enterKeyHint="done"
            // The field replaces the tapped number, so it takes the focus it was given.
            // biome-ignore lint/a11y/noAutofocus: opened by the cashier's own tap on the quantity.
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
            value={typedQuantity}
            aria-label={`Quantity of ${name}`}
            aria-invalid={quantityError !== null}
            aria-describedby={quantityError ? errorId : undefined}
            onChange={(event) => {
              setTypedQuantity(event.target.value);
              setQuantityError(null);
            }}
            onKeyDown={onQuantityKeyDown}
            // Leaving a good number applies it; a bad one stays in sight with its message and changes nothing.
            onBlur={commitQuantity}
            className={cn(field, 'w-16 px-2 text-center font-semibold tabular-nums')}
          />
        )}
        <button
          type="button"
          className={stepper}
          aria-label={`Increase ${name}`}
          onClick={() => onIncrement(lineId)}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
        {editingNote ? (
          <span className="flex-1" />
        ) : (
          <button
            type="button"
            aria-label={notes ? `Note for ${name}: ${notes}` : `Add note for ${name}`}
            onClick={() => setEditingNote(true)}
            className={cn(
              'inline-flex h-11 min-w-0 flex-1 items-center gap-1.5 rounded-lg px-2 text-left text-sm hover:bg-stone-100 dark:hover:bg-stone-800',
              notes ? 'text-stone-800 italic dark:text-stone-200' : 'text-brand-700 dark:text-brand-300',
            )}
          >
            <NotebookPen
              aria-hidden="true"
              className={cn('size-4 shrink-0', notes ? undefined : '@min-[20rem]:hidden')}
            />
            <span className={cn('truncate', notes ? undefined : 'hidden @min-[20rem]:inline')}>
              {notes || 'Add note'}
            </span>
          </button>
        )}
        <button
          type="button"
          className={cn(
            target,
            discountName
              ? 'bg-brand-50 text-brand-700 hover:bg-brand-100 dark:bg-brand-500/15 dark:text-brand-300'
              : 'text-stone-600 hover:bg-stone-100 dark:text-stone-300 dark:hover:bg-stone-800',
          )}
          aria-label={discountName ? `Discount on ${name}: ${discountName}` : `Discount on ${name}`}
          onClick={() => onDiscount(lineId)}
        >
          <Tag aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={cn(
            target,
            'text-red-600 hover:bg-red-50 active:bg-red-100 dark:text-red-400 dark:hover:bg-red-500/10',
          )}
          aria-label={`Remove ${name}`}
          onClick={() => onRemove(lineId)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      {quantityError ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {quantityError}
        </p>
      ) : null}
      {editingNote ? (
        <input
          type="text"
          value={notes}
          maxLength={500}
          enterKeyHint="done"
          // biome-ignore lint/a11y/noAutofocus: opened by the cashier's own tap on 'Add note'.
          autoFocus
          aria-label={`Note for ${name}`}
          placeholder="e.g. oat milk"
          onChange={(event) => onNotes(lineId, event.target.value)}
          onKeyDown={onNoteKeyDown}
          onBlur={() => setEditingNote(false)}
          className={cn(field, 'mt-1 w-full')}
        />
      ) : null}
    </li>
  );
});
