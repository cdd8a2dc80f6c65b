/** Shared by the report tests: a store zone, product and user ids, sales priced as the till prices them, and a catalogue. */
import type { Cents } from '../money.js';
import { priceSale } from '../sale-pricing.js';
import type { ReportSale } from './sales-figures.js';

export const ZONE = 'America/New_York';
export const LATTE = '00000000-0000-4000-8000-00000000000a';
export const SCONE = '00000000-0000-4000-8000-00000000000b';
export const MUG = '00000000-0000-4000-8000-00000000000c';
export const GONE = '00000000-0000-4000-8000-00000000000d';
export const ALEX = '00000000-0000-4000-8000-0000000000a1';
export const SAM = '00000000-0000-4000-8000-0000000000a2';

interface Line {
  productId: string;
  productName: string;
  quantity: number;
  unitPrice: number;
  discount?: number;
}

/** A sale priced the way the till prices it, at 8.25%. */
export function sale(
  soldAt: string,
  lines: Line[],
  paymentMethod: string,
  createdBy: string,
  discount?: number,
  deletedAt: string | null = null,
): ReportSale {
  const items = lines.map((line, index) => ({
    id: `item-${index}`,
    ...line,
    unitPrice: line.unitPrice as Cents,
    discount: line.discount as Cents | undefined,
  }));
  const price = priceSale({
    lines: items,
    saleDiscount: discount as Cents | undefined,
    taxRateMilliPercent: 8250,
  });
  return {
    soldAt,
    items,
    paymentMethod,
    createdBy,
    deletedAt,
    tax: price.tax,
    total: price.total,
    ...(discount === undefined ? {} : { discount: discount as Cents }),
  };
}

// New York is UTC−5 until 8 March 2026, UTC−4 after.
export const SALES: ReportSale[] = [
  // A, 2 March 09:15: 2 lattes at 4.50 − 0.50 line discount = 8.50; tax 0.70 (70.125); total 9.20.
  sale(
    '2026-03-02T14:15:00.000Z',
    [{ productId: LATTE, productName: 'Latte', quantity: 2, unitPrice: 450, discount: 50 }],
    'cash',
    ALEX,
  ),
  // B, 2 March 23:30 (04:30 UTC on the 3rd): scone 3.25 + mug 12.00 = 15.25; tax 1.26 (125.8125); 16.51 − 1.00 = 15.51.
  sale(
    '2026-03-03T04:30:00.000Z',
    [
      { productId: SCONE, productName: 'Scone', quantity: 1, unitPrice: 325 },
      { productId: MUG, productName: 'Mug', quantity: 1, unitPrice: 1200 },
    ],
    'credit_card',
    SAM,
    100,
  ),
  // C, 4 March 09:40: 1 latte 4.50; tax 0.37 (37.125); total 4.87. By a user no longer stored.
  sale(
    '2026-03-04T14:40:00.000Z',
    [{ productId: LATTE, productName: 'Latte', quantity: 1, unitPrice: 450 }],
    'mobile_payment',
    'unknown',
  ),
  // D, 4 March 09:05: a product no longer in the catalogue, 2 × 2.00 = 4.00; tax 0.33; total 4.33; 'voucher'.
  sale(
    '2026-03-04T14:05:00.000Z',
    [{ productId: GONE, productName: 'Old cookie', quantity: 2, unitPrice: 200 }],
    'voucher',
    ALEX,
  ),
  // E, deleted: never counted.
  sale(
    '2026-03-04T15:00:00.000Z',
    [{ productId: LATTE, productName: 'Latte', quantity: 9, unitPrice: 450 }],
    'cash',
    ALEX,
    undefined,
    '2026-03-04T16:00:00.000Z',
  ),
];

export const CATALOGUE = {
  products: [
    { id: LATTE, category: 'beverages' },
    { id: SCONE, category: 'food' },
    { id: MUG, category: 'merchandise' },
  ],
  users: [
    { id: ALEX, name: 'Alex Admin' },
    { id: SAM, name: 'Sam Staff' },
  ],
};

export const RANGE = { first: '2026-03-02', last: '2026-03-04', days: 3 };
