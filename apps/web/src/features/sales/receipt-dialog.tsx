import {
  type Cents,
  formatMoney,
  type Refund,
  refundReasonText,
  type Sale,
  salePaymentMethodLabel,
} from '@cafe/domain';
import { Printer, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { formatSaleTime, shortId } from './format-sale';
import { PrintStatus } from './print-status';
import { type ReceiptDetails, ReceiptView, useReceiptDetails } from './receipt-view';
import { RefundForm } from './refund-form';
import { RefundReceipt } from './refund-receipt';
import { useReceiptPrinter } from './use-receipt-printer';
import { useSaleRefunds } from './use-sale-refunds';
import './receipt-print.css';

/** What the dialog shows: the sale's receipt, the Refund form, or a refund's receipt (just made or chosen). */
export type ReceiptDialogView =
  | { kind: 'receipt' }
  | { kind: 'refund' }
  | { kind: 'refunded'; refundId: string };

export interface ReceiptDialogProps {
  sale: Sale | null;
  onClose: () => void;
  /** Open on the Refund form (Sales History's Refund action) rather than the receipt. */
  startWith?: 'receipt' | 'refund';
}

/** What was refunded of the sale, each with its receipt to print. */
function RefundsOfSale({ refunds, onShow }: { refunds: readonly Refund[]; onShow: (id: string) => void }) {
  if (refunds.length === 0) return null;
  return (
    <section aria-label="Refunds" className="receipt-actions mt-4 space-y-2">
      <h3 className="text-sm font-semibold">Refunds</h3>
      <ul className="space-y-1 text-sm">
        {refunds.map((refund) => (
          <li key={refund.id} className="flex items-center justify-between gap-3">
            <span>
              {formatSaleTime(refund.refundedAt)} · {salePaymentMethodLabel(refund.method)} ·{' '}
              {refundReasonText(refund)}
            </span>
            <Button variant="ghost" className="h-11" onClick={() => onShow(refund.id)}>
              −{formatMoney(refund.amount as Cents)}
              <span className="sr-only"> refund receipt</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The sale's receipt and its refunds. Print sends the sale's receipt to this till's printer as a new job (a reprint:
 * never the drawer), or opens the browser's dialog on 80 mm receipt paper when the till has no printer; a refund's
 * receipt prints from the browser (receipt-print.css prints only the receipt shown).
 */
export function ReceiptDialog({ sale, onClose, startWith = 'receipt' }: ReceiptDialogProps) {
  const details = useReceiptDetails(sale);
  const refunds = useSaleRefunds(sale?.id);
  const [chosen, setChosen] = useState<{ saleId: string; view: ReceiptDialogView } | null>(null);
  const view: ReceiptDialogView =
    sale && chosen?.saleId === sale.id
      ? chosen.view
      : { kind: startWith === 'refund' ? 'refund' : 'receipt' };
  const show = (next: ReceiptDialogView) => sale && setChosen({ saleId: sale.id, view: next });
  const shownRefund =
    view.kind === 'refunded' ? refunds?.find((refund) => refund.id === view.refundId) : undefined;

  return (
    <Dialog
      open={sale !== null}
      title={sale ? `${view.kind === 'receipt' ? 'Sale' : 'Refund of sale'} ${shortId(sale.id)}` : ''}
      onClose={onClose}
      overlayClassName="receipt-print-overlay"
    >
      {sale && view.kind === 'refund' ? (
        <RefundForm
          sale={sale}
          onCancel={() => show({ kind: 'receipt' })}
          onRefunded={(refundId) => show({ kind: 'refunded', refundId })}
        />
      ) : null}
      {sale && view.kind === 'refunded' && shownRefund ? (
        <>
          <p
            role="status"
            className="receipt-actions mb-3 text-sm font-medium text-green-800 dark:text-green-300"
          >
            Refund saved
          </p>
          <RefundReceipt refund={shownRefund} sale={sale} details={details} />
        </>
      ) : null}
      {sale && view.kind === 'receipt' ? (
        <>
          <ReceiptView sale={sale} details={details} />
          <RefundsOfSale
            refunds={refunds ?? []}
            onShow={(refundId) => show({ kind: 'refunded', refundId })}
          />
          <SaleReceiptActions
            sale={sale}
            details={details}
            onRefund={() => show({ kind: 'refund' })}
            onClose={onClose}
          />
        </>
      ) : null}
      {sale && view.kind === 'refunded' ? (
        <div className="receipt-actions mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" className="h-11" onClick={() => show({ kind: 'receipt' })}>
            Sale receipt
          </Button>
          <Button variant="secondary" className="h-11" onClick={onClose}>
            Close
          </Button>
          <Button className="h-11" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            Print
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}

/** The sale receipt's actions: Refund, Close, and Print on this till's printer with its status and Retry. */
function SaleReceiptActions({
  sale,
  details,
  onRefund,
  onClose,
}: {
  sale: Sale;
  details: ReceiptDetails | null | undefined;
  onRefund: () => void;
  onClose: () => void;
}) {
  const receiptPrinter = useReceiptPrinter(sale, details, undefined);
  return (
    <div className="receipt-actions mt-5 space-y-3">
      <PrintStatus status={receiptPrinter.status} onRetry={() => void receiptPrinter.retry()} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" className="h-11" onClick={onRefund}>
          <Undo2 aria-hidden="true" className="size-4" />
          Refund
        </Button>
        <Button variant="secondary" className="h-11" onClick={onClose}>
          Close
        </Button>
        <Button
          className="h-11"
          disabled={!details || receiptPrinter.status.state === 'printing'}
          onClick={() => void receiptPrinter.printReceipt({ openDrawer: false })}
        >
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
      </div>
    </div>
  );
}
