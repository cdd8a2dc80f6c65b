import { type AppliedDiscount, cents, formatMoney, formatTaxRate, type SalePrice } from '@cafe/domain';
import { Plus, ShoppingBag } from 'lucide-react';
import { memo, useEffect, useRef } from 'react';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { cn } from '../../ui/cn';
import { CartLine } from './cart-line';
import type { SaleDraft } from './sale-draft-store';

export interface CurrentSalePanelProps {
  draft: SaleDraft | null;
  /** The last sale is still being stored: the till waits for it before a new one starts. */
  saving: boolean;
  price: SalePrice;
  taxRateMilliPercent: number;
  onStart: () => void;
  onIncrement: (lineId: string) => void;
  onDecrement: (lineId: string) => void;
  onRemove: (lineId: string) => void;
  onQuantity: (lineId: string, quantity: number) => void;
  onNotes: (lineId: string, notes: string) => void;
  /** The cents each line's discounts take (issue 33), in the draft's line order. */
  lineDiscounts?: readonly (readonly Pick<AppliedDiscount, 'cents'>[] | undefined)[] | undefined;
  onLineDiscount: (lineId: string) => void;
  onCancel: () => void;
  onComplete: () => void;
  /** The sale's discounts with the cents each takes (issue 33). */
  discounts?: readonly Pick<AppliedDiscount, 'name' | 'cents'>[] | undefined;
  onDiscount: () => void;
  /** Classes for the panel, e.g. its height on a tablet. */
  className?: string;
}

function sumCents(discounts: readonly Pick<AppliedDiscount, 'cents'>[] | undefined): number {
  return discounts?.reduce((sum, discount) => sum + discount.cents, 0) ?? 0;
}

/**
 * Memoised: a keystroke in the product search leaves the sale as it was, so the panel is not rendered again.
 * On a tablet and wider the panel is as tall as the screen allows (`className` sets that) and only its list of
 * lines scrolls: the Total and Complete Sale stay in sight with twenty lines.
 */
export const CurrentSalePanel = memo(function CurrentSalePanel(props: CurrentSalePanelProps) {
  const { draft, price, taxRateMilliPercent } = props;
  // The subtotal shown is the lines' before any discount; their discounts together and the sale's are listed under
  // it, and tax is on what is left.
  const saleDiscountCents = sumCents(props.discounts);
  const lineDiscountCents = props.lineDiscounts?.map(sumCents) ?? [];
  const itemDiscountCents = lineDiscountCents.reduce((sum, taken) => sum + taken, 0);
  const listRef = useRef<HTMLUListElement>(null);
  const lineCount = draft?.lines.length ?? 0;
  const previousCount = useRef(lineCount);

  // A line just added shows at the bottom of the list, where the cashier's eye goes after the tap.
  useEffect(() => {
    const list = listRef.current;
    if (list && lineCount > previousCount.current) list.scrollTop = list.scrollHeight;
    previousCount.current = lineCount;
  }, [lineCount]);

  return (
    <Card
      className={cn('flex min-h-0 flex-col p-3 xl:p-4', props.className)}
      aria-labelledby="current-sale-title"
      role="region"
    >
      <h2
        id="current-sale-title"
        className="shrink-0 text-lg font-semibold text-stone-900 dark:text-stone-50"
      >
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
          <Button size="lg" onClick={props.onStart}>
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
            <ul
              ref={listRef}
              aria-label="Sale items"
              className="mt-2 min-h-0 flex-1 divide-y divide-stone-200 overflow-y-auto overscroll-contain dark:divide-stone-800"
            >
              {draft.lines.map((line, index) => (
                <CartLine
                  key={line.lineId}
                  line={line}
                  discountCents={lineDiscountCents[index] ?? 0}
                  onDiscount={props.onLineDiscount}
                  onIncrement={props.onIncrement}
                  onDecrement={props.onDecrement}
                  onRemove={props.onRemove}
                  onQuantity={props.onQuantity}
                  onNotes={props.onNotes}
                />
              ))}
            </ul>
          )}
          <dl
            aria-label="Totals"
            className="mt-2 shrink-0 space-y-0.5 border-t border-stone-200 pt-2 text-sm tabular-nums dark:border-stone-800"
          >
            <div className="flex justify-between">
              <dt className="text-stone-600 dark:text-stone-400">Subtotal</dt>
              <dd>{formatMoney(cents(price.subtotal + saleDiscountCents + itemDiscountCents))}</dd>
            </div>
            {itemDiscountCents > 0 ? (
              <div className="flex justify-between">
                <dt className="text-stone-600 dark:text-stone-400">Item discounts</dt>
                <dd>−{formatMoney(cents(itemDiscountCents))}</dd>
              </div>
            ) : null}
            {props.discounts?.map((discount) => (
              <div key={discount.name} className="flex justify-between">
                <dt className="text-stone-600 dark:text-stone-400">{discount.name}</dt>
                <dd>−{formatMoney(cents(discount.cents))}</dd>
              </div>
            ))}
            <div className="flex justify-between">
              <dt className="text-stone-600 dark:text-stone-400">
                Tax ({formatTaxRate(taxRateMilliPercent)})
              </dt>
              <dd>{formatMoney(price.tax)}</dd>
            </div>
            <div className="flex justify-between text-lg font-semibold text-stone-900 dark:text-stone-50">
              <dt>Total</dt>
              <dd>{formatMoney(price.total)}</dd>
            </div>
          </dl>
          <div className="mt-3 grid shrink-0 grid-cols-[auto_minmax(0,1fr)] gap-2">
            <Button size="lg" variant="secondary" onClick={props.onCancel}>
              Cancel
            </Button>
            <Button
              size="lg"
              variant="secondary"
              disabled={draft.lines.length === 0}
              onClick={props.onDiscount}
              className="col-span-2 row-start-1"
            >
              Discount
            </Button>
            <Button size="lg" disabled={draft.lines.length === 0} onClick={props.onComplete}>
              Complete Sale
            </Button>
          </div>
        </>
      )}
    </Card>
  );
});
