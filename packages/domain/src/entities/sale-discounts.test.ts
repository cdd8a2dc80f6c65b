/** A sale with discounts (issue 33): the server's create prices it with the till's function and checks each discount. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money.js';
import { discountSale, priceSale } from '../sale-pricing.js';
import { MUTATION_DATA_SCHEMAS } from '../sync/mutation-data.js';
import { type AppliedDiscount, aboveDiscountLimit, formatDiscountValue, forPricing } from './discount.js';
import { entityModule } from './entity-modules.js';
import { base, userId } from './entity-test-kit.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const TAX = 8_250;

const sell = (data: Record<string, unknown>) =>
  entityModule('sale').create?.(
    MUTATION_DATA_SCHEMAS.sale.create.parse({
      id: id(1),
      paymentMethod: 'cash',
      taxRateMilliPercent: TAX,
      ...data,
    }),
    { actorId: userId, at: base.createdAt, madeAt: base.createdAt },
    {},
  );

const staff = (cents: number): AppliedDiscount => ({
  presetId: id(9),
  name: 'Staff 50%',
  kind: 'percent',
  value: 50_000,
  cents,
});
const latte = (discounts?: AppliedDiscount[]) => ({
  id: id(2),
  productId: id(3),
  productName: 'Latte',
  quantity: 2,
  unitPrice: 500,
  ...(discounts ? { discounts } : {}),
});

describe('a sale with discounts', () => {
  it('is stored with its discounts and the totals pricing gives, tax on the discounted subtotal', () => {
    const remake: AppliedDiscount = {
      reason: 'Spilled',
      name: 'Open discount',
      kind: 'amount',
      value: 100,
      cents: 100,
    };
    const outcome = sell({
      items: [latte([staff(500)])],
      discounts: [remake],
      subtotal: 400,
      tax: 33,
      total: 433,
    });
    expect(outcome?.ok).toBe(true);
    expect(outcome?.ok && outcome.value.items[0]?.discounts).toEqual([staff(500)]);
    expect(outcome?.ok && outcome.value.discounts).toEqual([remake]);
    expect(outcome?.ok && [outcome.value.subtotal, outcome.value.tax, outcome.value.total]).toEqual([
      400, 33, 433,
    ]);
  });

  it('is refused at the discount whose cents are not what pricing takes', () => {
    const outcome = sell({ items: [latte([staff(499)])] });
    expect(outcome?.ok ? null : outcome?.refusal.issues?.[0]).toEqual({
      path: 'items.0.discounts.0.cents',
      message: 'The discount does not add up',
    });
  });

  it('refuses an open discount without a reason', () => {
    const outcome = sell({
      items: [latte()],
      discounts: [{ name: 'Open discount', kind: 'amount', value: 100, cents: 100 }],
    });
    expect(outcome?.ok ? null : outcome?.refusal.issues?.[0]?.path).toBe('discounts.0.reason');
  });

  it('a sale without discounts is stored without the field, as before', () => {
    const outcome = sell({ items: [latte()], discount: 100 });
    expect(outcome?.ok && 'discounts' in outcome.value).toBe(false);
    expect(outcome?.ok && outcome.value.items[0] && 'discounts' in outcome.value.items[0]).toBe(false);
    expect(outcome?.ok && outcome.value.total).toBe(1000 + 83 - 100);
  });

  it('till and server agree: any discounts the till prices with discountSale are accepted with its totals', () => {
    const discountArb = fc.oneof(
      fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 100_000 }) }),
      fc.record({ kind: fc.constant('amount' as const), value: fc.integer({ min: 0, max: 5_000 }) }),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: 1, max: 5 }),
            fc.integer({ min: 0, max: 3_000 }),
            fc.array(discountArb, { maxLength: 2 }),
          ),
          { minLength: 1, maxLength: 4 },
        ),
        fc.array(discountArb, { maxLength: 2 }),
        (lineSpecs, saleSpecs) => {
          const withCents = (
            specs: { kind: 'percent' | 'amount'; value: number }[],
            taken: readonly number[],
          ) =>
            specs.map((spec, index) => ({
              ...spec,
              name: 'Regular',
              reason: 'Regular',
              cents: taken[index] ?? 0,
            }));
          const lines = lineSpecs.map(([quantity, unitPrice, discounts]) => ({
            quantity,
            unitPrice: cents(unitPrice),
            discounts,
          }));
          const discounting = discountSale({ lines, saleDiscounts: saleSpecs });
          const items = lineSpecs.map(([quantity, unitPrice, specs], index) => ({
            ...latte(withCents(specs, discounting.lines[index]?.taken ?? [])),
            id: id(100 + index),
            quantity,
            unitPrice,
          }));
          const discounts = withCents(saleSpecs, discounting.saleTaken);
          const till = priceSale({
            lines: items.map((item) => ({
              ...item,
              unitPrice: cents(item.unitPrice),
              discounts: forPricing(item.discounts),
            })),
            saleDiscounts: forPricing(discounts),
            taxRateMilliPercent: TAX,
          });
          expect(sell({ items, discounts, ...till })?.ok).toBe(true);
        },
      ),
    );
  });
});

describe('the discount limit', () => {
  it('is exact: 20% of $10.00 is $2.00 and not a cent more', () => {
    expect(aboveDiscountLimit(200, 1000, 20_000)).toBe(false);
    expect(aboveDiscountLimit(201, 1000, 20_000)).toBe(true);
    expect(aboveDiscountLimit(0, 0, 0)).toBe(false);
  });

  it('shows a discount as the till and back office write it', () => {
    expect(formatDiscountValue({ kind: 'percent', value: 50_000 })).toBe('50%');
    expect(formatDiscountValue({ kind: 'percent', value: 12_500 })).toBe('12.5%');
    expect(formatDiscountValue({ kind: 'amount', value: 150 })).toBe('$1.50');
  });
});
