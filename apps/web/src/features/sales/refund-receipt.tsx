import {
  type Cents,
  formatMoney,
  type Refund,
  refundReasonText,
  type Sale,
  salePaymentMethodLabel,
} from '@cafe/domain';
import { formatSaleTime, shortId } from './format-sale';
import type { ReceiptDetails } from './receipt-view';

/** A refund's receipt, as shown and as printed on 80 mm paper like the sale's (receipt-print.css). */
export function RefundReceipt({
  refund,
  sale,
  details,
}: {
  refund: Refund;
  sale: Sale;
  details: ReceiptDetails | null | undefined;
}) {
  const names = new Map(sale.items.map((item) => [item.id, item.productName]));
  return (
    <article aria-label="Refund receipt" className="receipt text-sm text-stone-800 dark:text-stone-200">
      <header className="text-center">
        <p className="font-semibold">{details?.storeName ?? ''}</p>
        <p className="font-semibold">Refund</p>
        <p className="text-xs text-stone-600 dark:text-stone-400">{formatSaleTime(refund.refundedAt)}</p>
        <p className="text-xs text-stone-600 dark:text-stone-400">
          Refund <span className="font-mono">{shortId(refund.id)}</span> of sale{' '}
          <span className="font-mono">{shortId(sale.id)}</span>
        </p>
      </header>
      <ul className="mt-3 divide-y divide-dashed divide-stone-300 border-y border-dashed border-stone-300 dark:divide-stone-700 dark:border-stone-700">
        {refund.lines.map((line) => (
          <li key={line.itemId} className="flex justify-between gap-3 py-2">
            <span>
              {line.quantity} × {names.get(line.itemId) ?? 'Item'}
            </span>
            <span className="tabular-nums">−{formatMoney(line.amount as Cents)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 tabular-nums">
        <div className="flex justify-between text-base font-semibold">
          <dt>Refunded</dt>
          <dd>{formatMoney(refund.amount as Cents)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>To</dt>
          <dd>{salePaymentMethodLabel(refund.method)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>Reason</dt>
          <dd className="text-right">{refundReasonText({ reason: refund.reason, note: refund.note })}</dd>
        </div>
      </dl>
      <p className="mt-4 whitespace-pre-line text-center text-xs text-stone-600 dark:text-stone-400">
        {details?.footer ?? ''}
      </p>
    </article>
  );
}
