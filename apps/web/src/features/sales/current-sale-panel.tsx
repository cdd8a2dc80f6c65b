import { type Cents, formatMoney, type SalePrice } from '@cafe/domain';
import { Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { formatTaxRate } from './format-tax-rate';
import type { SaleDraft } from './sale-draft-store';

export interface CurrentSalePanelProps {
  draft: SaleDraft | null;
  /** The last sale is still being stored: the till waits for it before a new one starts. */
  saving: boolean;
  price: SalePrice;
  taxRateBps: number;
  onStart: () => void;
  onIncrement: (productId: string) => void;
  onDecrement: (productId: string) => void;
  onRemove: (productId: string) => void;
  onNotes: (productId: string, notes: string) => void;
  onCancel: () => void;
  onComplete: () => void;
}

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg border border-stone-300 text-stone-700 hover:bg-stone-100 dark:border-stone-700 dark:text-stone-200 dark:hover:bg-stone-800';

/** Memoised: a keystroke in the product search leaves the sale as it was, so the panel is not rendered again. */
export const CurrentSalePanel = memo(function CurrentSalePanel(props: CurrentSalePanelProps) {
  const { draft, price, taxRateBps } = props;
  return (
    <Card className="flex flex-col p-4" aria-labelledby="current-sale-title" role="region">
      <h2 id="current-sale-title" className="text-lg font-semibold text-stone-900 dark:text-stone-50">
        Current Sale
      </h2>
      {draft === null && props.saving ? (
        <p role="status" className="py-10 text-center text-sm text-stone-600 dark:text-stone-400">
          Saving the last sale…
        </p>
      ) : draft === null ? (
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <ShoppingBag aria-hidden="true" className="size-8 text-stone-400" />
          <p className="text-sm text-stone-600 dark:text-stone-400">No sale in progress.</p>
          <Button onClick={props.onStart}>
            <Plus aria-hidden="true" className="size-4" />
            New Sale
          </Button>
        </div>
      ) : (
        <>
          {draft.lines.length === 0 ? (
            <p className="py-8 text-center text-sm text-stone-600 dark:text-stone-400">
              Tap a product to add it to the sale.
            </p>
          ) : (
            <ul aria-label="Sale items" className="mt-3 divide-y divide-stone-200 dark:divide-stone-800">
              {draft.lines.map((line) => (
                <li key={line.productId} className="space-y-2 py-3">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="truncate text-sm font-medium text-stone-900 dark:text-stone-100">
                        {line.productName}
                      </p>
                      <p className="text-xs tabular-nums text-stone-500 dark:text-stone-400">
                        {formatMoney(line.unitPrice)} each
                      </p>
                    </div>
                    <p className="text-sm font-semibold tabular-nums text-stone-900 dark:text-stone-100">
                      {formatMoney((line.unitPrice * line.quantity) as Cents)}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={`Decrease ${line.productName}`}
                      onClick={() => props.onDecrement(line.productId)}
                    >
                      <Minus aria-hidden="true" className="size-4" />
                    </button>
                    <output
                      aria-label={`Quantity of ${line.productName}`}
                      className="w-8 text-center text-sm font-semibold tabular-nums"
                    >
                      {line.quantity}
                    </output>
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={`Increase ${line.productName}`}
                      onClick={() => props.onIncrement(line.productId)}
                    >
                      <Plus aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      className={`${iconButton} ml-auto border-transparent text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-500/10`}
                      aria-label={`Remove ${line.productName}`}
                      onClick={() => props.onRemove(line.productId)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                  <input
                    type="text"
                    value={line.notes}
                    maxLength={500}
                    aria-label={`Note for ${line.productName}`}
                    placeholder="Add a note (e.g. oat milk)"
                    onChange={(event) => props.onNotes(line.productId, event.target.value)}
                    className="block h-9 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm placeholder:text-stone-400 focus:outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/30 dark:border-stone-700 dark:bg-stone-900"
                  />
                </li>
              ))}
            </ul>
          )}
          <dl
            aria-label="Totals"
            className="mt-3 space-y-1 border-t border-stone-200 pt-3 text-sm tabular-nums dark:border-stone-800"
          >
            <div className="flex justify-between">
              <dt className="text-stone-600 dark:text-stone-400">Subtotal</dt>
              <dd>{formatMoney(price.subtotal)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-stone-600 dark:text-stone-400">Tax ({formatTaxRate(taxRateBps)})</dt>
              <dd>{formatMoney(price.tax)}</dd>
            </div>
            <div className="flex justify-between text-base font-semibold text-stone-900 dark:text-stone-50">
              <dt>Total</dt>
              <dd>{formatMoney(price.total)}</dd>
            </div>
          </dl>
          <div className="mt-4 grid grid-cols-2 gap-2">
            <Button variant="secondary" onClick={props.onCancel}>
              Cancel
            </Button>
            <Button disabled={draft.lines.length === 0} onClick={props.onComplete}>
              Complete Sale
            </Button>
          </div>
        </>
      )}
    </Card>
  );
});
