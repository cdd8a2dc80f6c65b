import { describe, expect, it } from 'vitest';
import type { Sale } from '../entities/sale.js';
import type { Cents } from '../money.js';
import { DRAWER_ONLY_DOCUMENT, documentLines, fitRow } from './print-document.js';
import { receiptDocument, testPageDocument } from './receipt-document.js';

const c = (value: number) => value as Cents;

const SALE = {
  id: '3f2a9c1e-7d41-4c55-9a0b-1c2d3e4f5a6b',
  items: [
    {
      id: 'line-1',
      productId: 'latte',
      productName: 'Latte',
      quantity: 2,
      unitPrice: c(450),
      options: [{ groupId: 'g', optionId: 'o', name: 'Oat', priceDelta: c(0), quantity: 1 }],
      notes: 'Extra hot',
      discounts: [{ name: 'Staff 50%', kind: 'percent', value: 50, cents: 450 }],
    },
  ],
  subtotal: c(450),
  tax: c(37),
  total: c(487),
  discounts: [{ name: 'Open', kind: 'amount', value: 50, cents: 50, reason: 'Spilled' }],
  paymentMethod: 'split',
  payments: [
    { method: 'cash', amount: c(200), tip: c(100) },
    { method: 'credit_card', amount: c(287) },
  ],
  paymentStatus: 'completed',
  createdBy: 'u',
  soldAt: '2026-03-14T15:00:00.000Z',
} as unknown as Sale;

const DETAILS = {
  storeName: 'Cafe Demo',
  header: 'Harbour St\n\nOpen 7–3',
  footer: 'Thank you!\nSee you soon',
  cashier: 'Sam',
  soldAt: 'Mar 14, 2026, 10:00 AM',
  saleLabel: '3f2a9c1e',
};

describe('a sale’s receipt as a print document', () => {
  it('holds the on-screen receipt’s lines: items, options, notes, discounts, totals, each leg and tip', () => {
    const document = receiptDocument(SALE, DETAILS, { openDrawer: true });
    expect(documentLines(document, 32)).toEqual([
      'Cafe Demo',
      'Harbour St',
      'Open 7–3',
      'Mar 14, 2026, 10:00 AM',
      'Sale 3f2a9c1e - Cashier: Sam',
      '-'.repeat(32),
      '2 x Latte                  $9.00',
      '  Oat',
      '  $4.50 each',
      '  Note: Extra hot',
      '  Staff 50%               -$4.50',
      '-'.repeat(32),
      'Subtotal                   $9.50',
      'Item discounts            -$4.50',
      'Open (Spilled)            -$0.50',
      'Tax                        $0.37',
      'Total                      $4.87',
      'Paid                  Cash $2.00',
      'Tip (Cash)                 $1.00',
      'Paid           Credit Card $2.87',
      '-'.repeat(32),
      'Thank you!',
      'See you soon',
      `[QR ${SALE.id}]`,
    ]);
    expect(document).toMatchObject({ cut: true, openDrawer: true });
    expect(document.blocks[0]).toMatchObject({ bold: true, size: 2, align: 'center' });
  });

  it('adds cash tendered and change when the cashier entered them, and no kick when not asked', () => {
    const document = receiptDocument(
      { ...SALE, payments: [{ method: 'cash', amount: c(487) }] } as Sale,
      { ...DETAILS, header: null, tender: { tendered: c(1000), change: c(513) } },
      { openDrawer: false },
    );
    const lines = documentLines(document, 48);
    expect(lines.slice(-7, -3)).toEqual([
      fitRow('Payment', 'Cash', 48),
      fitRow('Cash tendered', '$10.00', 48),
      fitRow('Change', '$5.13', 48),
      '-'.repeat(48),
    ]);
    expect(document.openDrawer).toBe(false);
  });

  it('cuts a long name short so the amount stays on its line', () => {
    expect(fitRow('1 x Extra Large Blueberry Muffin With Cream', '$12.50', 32)).toBe(
      '1 x Extra Large Blueberr… $12.50',
    );
    expect(fitRow('Tax', '$0.37', 32)).toHaveLength(32);
  });

  it('has a drawer-only document that prints and cuts nothing, and a test page', () => {
    expect(DRAWER_ONLY_DOCUMENT).toEqual({ blocks: [], cut: false, openDrawer: true });
    const page = testPageDocument({ storeName: 'Cafe Demo', printerName: 'Counter', columns: 32 });
    expect(documentLines(page, 32)).toContain('Printer: Counter');
    expect(page).toMatchObject({ cut: true, openDrawer: false });
  });
});
