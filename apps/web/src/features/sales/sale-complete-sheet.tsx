import { type Cents, cents, describePayments, formatMoney, type Sale, salePayments } from '@cafe/domain';
import { Plus, Printer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { CashTender } from './cash-tender';
import { PrintStatus } from './print-status';
import { ReceiptView, useReceiptDetails } from './receipt-view';
import { changeDue } from './tender';
import { useReceiptPrinter } from './use-receipt-printer';
import './receipt-print.css';

export interface SaleCompleteSheetProps {
  sale: Sale;
  onNewSale: () => void;
  onClose: () => void;
}

/**
 * After payment, over Sales History: for cash the amount tendered and the change due, then 'Print receipt',
 * 'No receipt' or 'New Sale'. New Sale has the focus, so the next sale is one tap (or Enter) away. Printing uses the
 * receipt's own print styles: the overlay carries their hook, the sheet's controls are `receipt-actions` (not
 * printed) and the receipt, hidden on screen, is all the paper shows.
 */
export function SaleCompleteSheet({ sale, onNewSale, onClose }: SaleCompleteSheetProps) {
  const payments = salePayments(sale);
  // The cash handed over covers the cash legs and their tips: that is what the change is worked out from.
  const cashLegs = payments.filter((leg) => leg.method === 'cash');
  const isCash = cashLegs.length > 0;
  const cashDue = cents(cashLegs.reduce((sum, leg) => sum + leg.amount + (leg.tip ?? 0), 0));
  const [tendered, setTendered] = useState<Cents | null>(null);
  const [printWanted, setPrintWanted] = useState(false);
  const details = useReceiptDetails(sale);
  const tender = isCash && tendered !== null ? { tendered, change: changeDue(cashDue, tendered) } : undefined;

  const receiptPrinter = useReceiptPrinter(sale, details, tender);
  const { printer, printReceipt, openDrawer } = receiptPrinter;

  // A tap on Print before the receipt's store name and cashier have been read prints as soon as they are: a new job
  // on the till's printer (a reprint is another tap, another job), or the browser's dialog when it has none.
  useEffect(() => {
    if (!printWanted || !details) return;
    setPrintWanted(false);
    void printReceipt({ openDrawer: false });
  }, [printWanted, details, printReceipt]);

  // Once per sale, with a printer chosen: the receipt prints by itself when the till says so, and a cash payment
  // opens the drawer (its kick rides in the receipt's job, or goes alone).
  const autoDone = useRef(false);
  useEffect(() => {
    if (autoDone.current || !printer || !details) return;
    autoDone.current = true;
    if (printer.kind === 'browser') return;
    if (printer.autoPrint) void printReceipt({ openDrawer: isCash });
    else if (isCash) void openDrawer();
  }, [printer, details, isCash, printReceipt, openDrawer]);

  return (
    <Dialog open title="Sale complete" onClose={onClose} overlayClassName="receipt-print-overlay">
      <div className="receipt-actions space-y-4">
        <p className="flex items-baseline justify-between gap-3 text-sm text-stone-600 dark:text-stone-400">
          <span>
            Total{' '}
            <span className="text-2xl font-semibold tabular-nums text-stone-900 dark:text-stone-50">
              {formatMoney(sale.total)}
            </span>
          </span>
          <span>Paid by {describePayments(payments)}</span>
        </p>
        {isCash ? <CashTender total={cashDue} onTendered={setTendered} /> : null}
        <PrintStatus status={receiptPrinter.status} onRetry={() => void receiptPrinter.retry()} />
        <div className="grid grid-cols-2 gap-2">
          <Button size="lg" variant="secondary" onClick={() => setPrintWanted(true)}>
            <Printer aria-hidden="true" className="size-4" />
            Print receipt
          </Button>
          <Button size="lg" variant="secondary" onClick={onClose}>
            No receipt
          </Button>
          <Button size="lg" data-autofocus="" className="col-span-2" onClick={onNewSale}>
            <Plus aria-hidden="true" className="size-4" />
            New Sale
          </Button>
        </div>
      </div>
      <div className="hidden print:block">
        <ReceiptView sale={sale} details={details} tender={tender} />
      </div>
    </Dialog>
  );
}
