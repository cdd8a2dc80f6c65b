import { type Cents, formatMoney, paymentMethodLabel, type Sale } from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { Printer } from 'lucide-react';
import { repositories } from '../../data/repositories/repositories';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { formatSaleTime, shortId } from './format-sale';
import './receipt-print.css';

export interface ReceiptDialogProps {
  sale: Sale | null;
  onClose: () => void;
}

/** The sale's receipt, printable on 80 mm receipt paper (receipt-print.css prints only this). */
export function ReceiptDialog({ sale, onClose }: ReceiptDialogProps) {
  const details = useLiveQuery(async () => {
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

  return (
    <Dialog
      open={sale !== null}
      title={sale ? `Sale ${shortId(sale.id)}` : ''}
      onClose={onClose}
      overlayClassName="receipt-print-overlay"
    >
      {sale ? (
        <>
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
                    <span className="tabular-nums">
                      {formatMoney((item.quantity * item.unitPrice) as Cents)}
                    </span>
                  </div>
                  {item.quantity > 1 ? (
                    <p className="text-xs text-stone-600 dark:text-stone-400">
                      {formatMoney(item.unitPrice)} each
                    </p>
                  ) : null}
                  {item.notes ? (
                    <p className="text-xs text-stone-600 italic dark:text-stone-400">Note: {item.notes}</p>
                  ) : null}
                </li>
              ))}
            </ul>
            <dl className="mt-3 space-y-1 tabular-nums">
              <div className="flex justify-between">
                <dt>Subtotal</dt>
                <dd>{formatMoney(sale.subtotal)}</dd>
              </div>
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
              <div className="flex justify-between">
                <dt>Payment</dt>
                <dd>{paymentMethodLabel(sale.paymentMethod)}</dd>
              </div>
            </dl>
            <p className="mt-4 whitespace-pre-line text-center text-xs text-stone-600 dark:text-stone-400">
              {details?.footer ?? ''}
            </p>
          </article>
          <div className="receipt-actions mt-5 flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              Print
            </Button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
