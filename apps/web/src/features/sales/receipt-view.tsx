import {
  type Cents,
  describeOptions,
  formatMoney,
  type Sale,
  salePaymentMethodLabel,
  salePayments,
} from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { Fragment } from 'react';
import { repositories } from '../../data/repositories/repositories';
import { formatSaleTime, shortId } from './format-sale';

export interface ReceiptDetails {
  cashier: string;
  storeName: string;
  header: string | null;
  footer: string;
}

/** What a receipt prints beside the sale: who rang it up and the store's own receipt text. */
export function useReceiptDetails(sale: Sale | null): ReceiptDetails | null | undefined {
  return useLiveQuery(async () => {
    if (!sale) return null;
    const [cashier, settings] = await Promise.all([
      repositories.users.get(sale.createdBy),
      repositories.settings.get(),
    ]);
    return {
      cashier: cashier?.name ?? 'Unknown',
      storeName: settings?.name ?? 'Cafe POS',
      // The store's receipt text (Settings > Store); the default thanks when it has none.
      header: settings?.receiptHeader ?? null,
      footer: settings?.receiptFooter || 'Thank you!',
    };
  }, [sale?.id, sale?.createdBy]);
}

/** Cash handed over and given back, when the cashier entered it on the sale-complete sheet. */
export interface ReceiptTender {
  tendered: Cents;
  change: Cents;
}

export interface ReceiptViewProps {
  sale: Sale;
  details: ReceiptDetails | null | undefined;
  tender?: ReceiptTender | undefined;
}

function discountsTotal(discounts: Sale['discounts'] | undefined): number {
  return discounts?.reduce((sum, discount) => sum + discount.cents, 0) ?? 0;
}

/** '(Spilled)' after an open discount's name: why it was given. */
function discountLabel(discount: { name: string; reason?: string | undefined }): string {
  return discount.reason ? `${discount.name} (${discount.reason})` : discount.name;
}

/** A sale's receipt, as shown and as printed on 80 mm paper (receipt-print.css). */
export function ReceiptView({ sale, details, tender }: ReceiptViewProps) {
  const payments = salePayments(sale);
  const itemDiscounts = sale.items.reduce((sum, item) => sum + discountsTotal(item.discounts), 0);
  return (
    <article aria-label="Receipt" className="receipt text-sm text-stone-800 dark:text-stone-200">
      <header className="text-center">
        <p className="font-semibold">{details?.storeName ?? ''}</p>
        {details?.header ? <p className="whitespace-pre-line text-xs">{details.header}</p> : null}
        <p className="text-xs text-stone-600 dark:text-stone-400">{formatSaleTime(sale.soldAt)}</p>
        <p className="text-xs text-stone-600 dark:text-stone-400">
          Sale <span className="font-mono">{shortId(sale.id)}</span> · Cashier: {details?.cashier ?? ''}
        </p>
      </header>
      <ul className="receipt-lines mt-3 divide-y divide-dashed divide-stone-300 border-y border-dashed border-stone-300 dark:divide-stone-700 dark:border-stone-700">
        {sale.items.map((item) => (
          <li key={item.id} className="py-2">
            <div className="flex justify-between gap-3">
              <span>
                {item.quantity} × {item.productName}
              </span>
              <span className="tabular-nums">{formatMoney((item.quantity * item.unitPrice) as Cents)}</span>
            </div>
            {item.options?.length ? (
              <p className="text-xs text-stone-600 dark:text-stone-400">{describeOptions(item.options)}</p>
            ) : null}
            {item.quantity > 1 ? (
              <p className="text-xs text-stone-600 dark:text-stone-400">{formatMoney(item.unitPrice)} each</p>
            ) : null}
            {item.notes ? (
              <p className="text-xs text-stone-600 italic dark:text-stone-400">Note: {item.notes}</p>
            ) : null}
            {item.discounts?.map((discount) => (
              <p
                key={discount.name}
                className="flex justify-between gap-3 text-xs text-stone-600 dark:text-stone-400"
              >
                <span>{discountLabel(discount)}</span>
                <span className="tabular-nums">−{formatMoney(discount.cents as Cents)}</span>
              </p>
            ))}
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 tabular-nums">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          {/* The lines' amount before discounts (issue 33): the lines' together and the sale's own are listed under it,
              and tax is on what is left. */}
          <dd>{formatMoney((sale.subtotal + discountsTotal(sale.discounts) + itemDiscounts) as Cents)}</dd>
        </div>
        {itemDiscounts > 0 ? (
          <div className="flex justify-between">
            <dt>Item discounts</dt>
            <dd>−{formatMoney(itemDiscounts as Cents)}</dd>
          </div>
        ) : null}
        {sale.discounts?.map((discount) => (
          <div key={discount.name} className="flex justify-between">
            <dt>{discountLabel(discount)}</dt>
            <dd>−{formatMoney(discount.cents as Cents)}</dd>
          </div>
        ))}
        {sale.discount ? (
          <div className="flex justify-between">
            <dt>Discount</dt>
            <dd>−{formatMoney(sale.discount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt>Tax</dt>
          <dd>{formatMoney(sale.tax)}</dd>
        </div>
        <div className="flex justify-between text-base font-semibold">
          <dt>Total</dt>
          <dd>{formatMoney(sale.total)}</dd>
        </div>
        {payments.map((leg, index) => (
          // A sale's legs never change: their position is who they are. A fragment, not a wrapper: a <dl> holds
          // only its name-value groups.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Fragment key={index}>
            <div className="flex justify-between">
              <dt>{payments.length === 1 ? 'Payment' : 'Paid'}</dt>
              <dd>
                {salePaymentMethodLabel(leg.method)}
                {payments.length === 1 ? null : ` ${formatMoney(leg.amount)}`}
              </dd>
            </div>
            {leg.tip ? (
              <div className="flex justify-between">
                <dt>Tip ({salePaymentMethodLabel(leg.method)})</dt>
                <dd>{formatMoney(leg.tip)}</dd>
              </div>
            ) : null}
          </Fragment>
        ))}
        {tender ? (
          <>
            <div className="flex justify-between">
              <dt>Cash tendered</dt>
              <dd>{formatMoney(tender.tendered)}</dd>
            </div>
            <div className="flex justify-between">
              <dt>Change</dt>
              <dd>{formatMoney(tender.change)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      <p className="mt-4 whitespace-pre-line text-center text-xs text-stone-600 dark:text-stone-400">
        {details?.footer ?? ''}
      </p>
    </article>
  );
}
