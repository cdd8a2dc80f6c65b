import { type Cents, DECIMAL_COMMA_MESSAGE } from '@cafe/domain';
import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGE, nextLeg, TIP_MESSAGE, tipFor } from './split-tender';

const total = 1_540 as Cents;
const none = { kind: 'none' } as const;

describe('taking a sale’s payment leg by leg', () => {
  it('a blank amount pays all that is left and completes the sale in one tap', () => {
    expect(nextLeg({ total, legs: [], method: 'credit_card', amountText: '', tip: none })).toEqual({
      legs: [{ method: 'credit_card', amount: 1_540 }],
      complete: true,
    });
  });

  it('a part leaves the rest for the next method, which may carry a percent tip', () => {
    const first = nextLeg({ total, legs: [], method: 'cash', amountText: '10', tip: none });
    expect(first).toEqual({ legs: [{ method: 'cash', amount: 1_000 }], complete: false });
    if (!('legs' in first)) throw new Error('refused');
    const tip = { kind: 'percent', percent: 15 } as const;
    // 15% of $5.40 = 81¢.
    expect(nextLeg({ total, legs: first.legs, method: 'credit_card', amountText: '', tip })).toEqual({
      legs: [
        { method: 'cash', amount: 1_000 },
        { method: 'credit_card', amount: 540, tip: 81 },
      ],
      complete: true,
    });
  });

  it('refuses an amount above what is left, never capping it, and amounts that are not money', () => {
    expect(nextLeg({ total, legs: [], method: 'mobile_payment', amountText: '20', tip: none })).toEqual({
      error: 'Mobile $20.00 is more than the $15.40 left to pay',
    });
    const typed = (amountText: string) => nextLeg({ total, legs: [], method: 'cash', amountText, tip: none });
    expect(typed('0')).toEqual({ error: AMOUNT_MESSAGE });
    expect(typed('ten')).toEqual({ error: AMOUNT_MESSAGE });
    expect(typed('4,50')).toEqual({ error: DECIMAL_COMMA_MESSAGE });
  });

  it('reads a typed tip, blank as none', () => {
    expect(tipFor({ kind: 'custom', text: '2' }, 1_000 as Cents)).toEqual({ amount: 200 });
    expect(tipFor({ kind: 'custom', text: '' }, 1_000 as Cents)).toEqual({ amount: 0 });
    expect(tipFor({ kind: 'custom', text: 'lots' }, 1_000 as Cents)).toEqual({ error: TIP_MESSAGE });
    expect(tipFor({ kind: 'percent', percent: 20 }, 285 as Cents)).toEqual({ amount: 57 });
  });
});
