import { describeOptions } from '../entities/modifier-group-rules.js';
import type { Sale } from '../entities/sale.js';
import { salePaymentMethodLabel, salePayments } from '../entities/sale-payments.js';
import type { Cents } from '../money.js';
import { formatMoney } from '../money.js';
import type { PrintBlock, PrintDocument } from './print-document.js';

/** What a receipt prints beside the sale: the same details the on-screen receipt shows. */
export interface ReceiptDocumentDetails {
  storeName: string;
  header: string | null;
  footer: string;
  cashier: string;
  /** The sale's time as the screen shows it ('Mar 14, 2026, 3:00 PM'). */
  soldAt: string;
  /** The sale's short id ('3f2a9c1e'), as the screen shows it. */
  saleLabel: string;
  /** Cash handed over and given back, when the cashier entered it. */
  tender?: { tendered: Cents; change: Cents } | undefined;
}

type Discount = { name: string; cents: number; reason?: string | undefined };

const money = (value: number) => formatMoney(value as Cents);
const minus = (value: number) => `-${money(value)}`;
const discountsTotal = (discounts: readonly Discount[] | null | undefined) =>
  discounts?.reduce((sum, discount) => sum + discount.cents, 0) ?? 0;
const discountLabel = (discount: Discount) =>
  discount.reason ? `${discount.name} (${discount.reason})` : discount.name;

function itemBlocks(sale: Sale): PrintBlock[] {
  return sale.items.flatMap((item): PrintBlock[] => [
    {
      kind: 'row',
      left: `${item.quantity} x ${item.productName}`,
      right: money(item.quantity * item.unitPrice),
    },
    ...(item.options?.length ? [{ kind: 'text', text: `  ${describeOptions(item.options)}` } as const] : []),
    ...(item.quantity > 1 ? [{ kind: 'text', text: `  ${money(item.unitPrice)} each` } as const] : []),
    ...(item.notes ? [{ kind: 'text', text: `  Note: ${item.notes}` } as const] : []),
    ...(item.discounts ?? []).map(
      (discount): PrintBlock => ({
        kind: 'row',
        left: `  ${discountLabel(discount)}`,
        right: minus(discount.cents),
      }),
    ),
  ]);
}

function totalBlocks(sale: Sale, tender: ReceiptDocumentDetails['tender']): PrintBlock[] {
  const payments = salePayments(sale);
  const itemDiscounts = sale.items.reduce((sum, item) => sum + discountsTotal(item.discounts), 0);
  const blocks: PrintBlock[] = [
    // The lines before discounts, as the screen's receipt shows it; tax is on what is left.
    {
      kind: 'row',
      left: 'Subtotal',
      right: money(sale.subtotal + discountsTotal(sale.discounts) + itemDiscounts),
    },
  ];
  if (itemDiscounts > 0) blocks.push({ kind: 'row', left: 'Item discounts', right: minus(itemDiscounts) });
  for (const discount of sale.discounts ?? []) {
    blocks.push({ kind: 'row', left: discountLabel(discount), right: minus(discount.cents) });
  }
  if (sale.discount) blocks.push({ kind: 'row', left: 'Discount', right: minus(sale.discount) });
  blocks.push({ kind: 'row', left: 'Tax', right: money(sale.tax) });
  blocks.push({ kind: 'row', left: 'Total', right: money(sale.total), bold: true });
  for (const leg of payments) {
    const method = salePaymentMethodLabel(leg.method);
    blocks.push(
      payments.length === 1
        ? { kind: 'row', left: 'Payment', right: method }
        : { kind: 'row', left: 'Paid', right: `${method} ${money(leg.amount)}` },
    );
    if (leg.tip) blocks.push({ kind: 'row', left: `Tip (${method})`, right: money(leg.tip) });
  }
  if (tender) {
    blocks.push({ kind: 'row', left: 'Cash tendered', right: money(tender.tendered) });
    blocks.push({ kind: 'row', left: 'Change', right: money(tender.change) });
  }
  return blocks;
}

/**
 * A sale's receipt as a print document: the same lines as the on-screen receipt (receipt-view.tsx), a QR code of the
 * sale id (a refund finds the sale by it), a cut, and the drawer kick when asked (a cash payment).
 */
export function receiptDocument(
  sale: Sale,
  details: ReceiptDocumentDetails,
  options: { openDrawer: boolean },
): PrintDocument {
  const header: PrintBlock[] = [
    { kind: 'text', text: details.storeName, align: 'center', bold: true, size: 2 },
    ...(details.header ?? '')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line): PrintBlock => ({ kind: 'text', text: line, align: 'center' })),
    { kind: 'text', text: details.soldAt, align: 'center' },
    { kind: 'text', text: `Sale ${details.saleLabel} - Cashier: ${details.cashier}`, align: 'center' },
  ];
  const footer: PrintBlock[] = details.footer
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => ({ kind: 'text', text: line, align: 'center' }));
  return {
    blocks: [
      ...header,
      { kind: 'separator' },
      ...itemBlocks(sale),
      { kind: 'separator' },
      ...totalBlocks(sale, details.tender),
      { kind: 'separator' },
      ...footer,
      { kind: 'qr', data: sale.id },
    ],
    cut: true,
    openDrawer: options.openDrawer,
  };
}

/** A short page that proves the printer, its paper width and (when asked) the drawer work. */
export function testPageDocument(details: {
  storeName: string;
  printerName: string;
  columns: number;
}): PrintDocument {
  return {
    blocks: [
      { kind: 'text', text: details.storeName, align: 'center', bold: true, size: 2 },
      { kind: 'text', text: 'Printer test page', align: 'center', bold: true },
      { kind: 'separator' },
      { kind: 'text', text: `Printer: ${details.printerName}` },
      { kind: 'text', text: `Paper: ${details.columns} characters a line` },
      { kind: 'row', left: 'Left', right: 'Right' },
      { kind: 'separator' },
      { kind: 'text', text: 'If you can read this, printing works.', align: 'center' },
    ],
    cut: true,
    openDrawer: false,
  };
}
