import { describe, expect, it } from 'vitest';
import { planProductImport } from './csv/product-csv.js';
import { CASHUP_AMOUNT_FIELDS, cashupFormSchema } from './entities/cashup.js';
import { base, messagesOf } from './entities/entity-test-kit.js';
import { expenseFormSchema } from './entities/expense.js';
import { productFormSchema, productSchema } from './entities/product.js';
import { saleInputSchema } from './entities/sale.js';
import { MAX_CENTS, moneyCeilingMessage } from './limits.js';
import { formatMoney } from './money.js';
import { MAX_TAX_RATE_MILLI_PERCENT, priceSale } from './sale-pricing.js';
import { MUTATION_DATA_SCHEMAS } from './sync/mutation-data.js';

/** PostgreSQL's integer (int4), the type of every money column on the server. */
const INT4_MAX = 2_147_483_647;
const ID = '33333333-3333-4333-8333-333333333333';
/** A price typed as 99999999999 (a barcode scanned into the field), in cents. */
const SCANNED = 9_999_999_999_900;

const PRICE_CEILING = "Price can't be more than $999,999.99";

describe('the money ceiling', () => {
  it('is $999,999.99, and every value it allows fits the server columns, derived ones too', () => {
    expect(formatMoney(MAX_CENTS)).toBe('$999,999.99');
    expect(moneyCeilingMessage('Price')).toBe(PRICE_CEILING);
    // A sale's lines are held to the ceiling together; tax is at most 100% of them.
    const largest = priceSale({
      lines: [{ quantity: 1, unitPrice: MAX_CENTS }],
      taxRateMilliPercent: MAX_TAX_RATE_MILLI_PERCENT,
    });
    expect(largest.total).toBeLessThanOrEqual(INT4_MAX);
    // A cash-up's daily grand total adds its ten incomes.
    expect(10 * MAX_CENTS).toBeLessThanOrEqual(INT4_MAX);
  });

  describe('on the forms', () => {
    const product = {
      name: 'Latte',
      category: 'beverages',
      price: '4.50',
      description: '',
      available: true,
      barcode: '',
      unitCost: '',
    };

    it('product: the price and the unit cost up to $999,999.99, not a cent more', () => {
      expect(productFormSchema.safeParse({ ...product, price: '999,999.99' }).success).toBe(true);
      expect(messagesOf(productFormSchema, { ...product, price: '1,000,000' })).toEqual({
        price: PRICE_CEILING,
      });
      expect(messagesOf(productFormSchema, { ...product, price: '99999999999' })).toEqual({
        price: PRICE_CEILING,
      });
      expect(messagesOf(productFormSchema, { ...product, unitCost: '1000000.00' })).toEqual({
        unitCost: "Unit cost can't be more than $999,999.99",
      });
    });

    it('expense: the amount', () => {
      const expense = {
        description: 'Beans',
        amount: '999999.99',
        category: 'inventory',
        vendor: '',
        date: '2026-03-14',
        paidFromTill: false,
        receiptFileId: null,
      };
      expect(expenseFormSchema.safeParse(expense).success).toBe(true);
      expect(messagesOf(expenseFormSchema, { ...expense, amount: '1000000' })).toEqual({
        amount: "Amount can't be more than $999,999.99",
      });
    });

    it('cash-up: every amount, named by its field', () => {
      const report = {
        date: '2026-03-14',
        notes: '',
        ...Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((field) => [field, '999999.99'])),
      };
      expect(cashupFormSchema.safeParse(report).success).toBe(true);
      const over = messagesOf(cashupFormSchema, {
        ...report,
        ...Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((field) => [field, '1000000'])),
      });
      expect(Object.keys(over).sort()).toEqual([...CASHUP_AMOUNT_FIELDS].sort());
      expect(over.morningShiftCash).toBe("Morning Shift Cash can't be more than $999,999.99");
      expect(over.gaapCashTotal).toBe("GAAP Cash Total can't be more than $999,999.99");
    });
  });

  it('on the CSV import: the line above it is an error naming its line, and is not planned', () => {
    const plan = planProductImport('Name,Price\nLatte,4.50\nMug,99999999999\nCup,999999.99\n', []);
    expect(plan.add.map(({ line, product }) => [line, product.name, product.price])).toEqual([
      [2, 'Latte', 450],
      [4, 'Cup', MAX_CENTS],
    ]);
    expect(plan.errors).toEqual([{ line: 3, issues: [{ path: 'price', message: PRICE_CEILING }] }]);
  });

  describe('on a pushed change', () => {
    it('product create and update, expense, cash-up, custom order', () => {
      const S = MUTATION_DATA_SCHEMAS;
      expect(messagesOf(S.product.create, { id: ID, name: 'Mug', price: SCANNED })).toEqual({
        price: PRICE_CEILING,
      });
      expect(S.product.create.safeParse({ id: ID, name: 'Mug', price: MAX_CENTS }).success).toBe(true);
      expect(messagesOf(S.product.update, { id: ID, price: MAX_CENTS + 1 })).toEqual({
        price: PRICE_CEILING,
      });
      expect(messagesOf(S.product.update, { id: ID, unitCost: MAX_CENTS + 1 })).toEqual({
        unitCost: "Unit cost can't be more than $999,999.99",
      });
      expect(messagesOf(S.expense.update, { id: ID, amount: MAX_CENTS + 1 })).toEqual({
        amount: "Amount can't be more than $999,999.99",
      });
      expect(messagesOf(S.cashup.update, { id: ID, extras: MAX_CENTS + 1 })).toEqual({
        extras: "Extras can't be more than $999,999.99",
      });
      expect(messagesOf(S.customOrder.update, { id: ID, price: MAX_CENTS + 1 })).toEqual({
        price: PRICE_CEILING,
      });
      expect(messagesOf(S.customOrder.update, { id: ID, deposit: MAX_CENTS + 1 })).toEqual({
        deposit: "Deposit can't be more than $999,999.99",
      });
    });

    it('sale: a line, a discount and the lines together', () => {
      const line = { id: ID, productId: ID, productName: 'Cake', quantity: 1, unitPrice: MAX_CENTS };
      const sale = (items: object[], extra: object = {}) => ({
        id: ID,
        items,
        paymentMethod: 'cash',
        ...extra,
      });
      const S = MUTATION_DATA_SCHEMAS.sale.create;
      expect(S.safeParse(sale([line])).success).toBe(true);
      expect(messagesOf(S, sale([{ ...line, unitPrice: MAX_CENTS + 1 }]))).toEqual({
        'items.0.unitPrice': "A price can't be more than $999,999.99",
        // A line above the ceiling takes the lines above it too.
        items: "A sale can't come to more than $999,999.99",
      });
      expect(messagesOf(S, sale([line], { discount: MAX_CENTS + 1 }))).toEqual({
        discount: "A discount can't be more than $999,999.99",
      });
      expect(messagesOf(S, sale([{ ...line, quantity: 2 }]))).toEqual({
        items: "A sale can't come to more than $999,999.99",
      });
      expect(messagesOf(S, sale([line, { ...line, unitPrice: 1 }]))).toEqual({
        items: "A sale can't come to more than $999,999.99",
      });
      // A line's discount brings the lines back within it.
      expect(S.safeParse(sale([line, { ...line, unitPrice: 100, discount: 100 }])).success).toBe(true);
      // The till checks the same before it stores the sale.
      const input = { items: [{ ...line, quantity: 2 }], paymentMethod: 'cash' };
      expect(messagesOf(saleInputSchema, input)).toEqual({
        items: "A sale can't come to more than $999,999.99",
      });
    });

    it('mobile order: the lines together', () => {
      const line = { id: ID, productId: ID, productName: 'Cake', quantity: 2, unitPrice: MAX_CENTS };
      const order = { id: ID, customerName: 'Kim', items: [line], pickupTime: '2026-03-14T09:00:00Z' };
      expect(messagesOf(MUTATION_DATA_SCHEMAS.mobileOrder.create, order)).toEqual({
        items: "An order can't come to more than $999,999.99",
      });
    });
  });

  it('does not hold a stored row to it: a row from before the ceiling still loads', () => {
    const row = {
      ...base,
      name: 'Latte',
      category: 'beverages',
      price: MAX_CENTS + 1,
      description: null,
      available: true,
      barcode: null,
      unitCost: null,
    };
    expect(productSchema.safeParse(row).success).toBe(true);
  });
});
