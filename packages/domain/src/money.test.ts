import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, centsToDecimalString, dollarsToCents, formatMoney, parseMoney, sumCents } from './money.js';

describe('cents', () => {
  it('brands safe integers', () => {
    expect(cents(0)).toBe(0);
    expect(cents(-150)).toBe(-150);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])('rejects %s', (n) => {
    expect(() => cents(n)).toThrow(RangeError);
  });
});

describe('dollarsToCents', () => {
  it.each([
    [0, 0],
    [3.5, 350],
    [16, 1600],
    [475.5, 47550],
    [325.75, 32575],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [1.015, 102],
    [2.675, 268],
    [0.004, 0],
    [0.005, 1],
    [-1.005, -101],
    [-0.004, 0],
    [1e-7, 0],
  ])('%s dollars → %s cents', (dollars, expected) => {
    expect(dollarsToCents(dollars)).toBe(expected);
  });

  it('rejects non-finite and out-of-range amounts', () => {
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
    expect(() => dollarsToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => dollarsToCents(1e20)).toThrow(RangeError);
  });

  it('round-trips every two-decimal amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(dollarsToCents(n / 100)).toBe(n);
      }),
      { numRuns: 100 },
    );
  });
});

describe('formatMoney', () => {
  it.each([
    [123450, '$1,234.50'],
    [0, '$0.00'],
    [5, '$0.05'],
    [350, '$3.50'],
    [-500, '-$5.00'],
    [-123450, '-$1,234.50'],
    [100000000, '$1,000,000.00'],
    [Number.MAX_SAFE_INTEGER, '$90,071,992,547,409.91'],
  ])('%s cents → %s', (value, expected) => {
    expect(formatMoney(cents(value))).toBe(expected);
  });

  it('takes the currency and locale as arguments', () => {
    expect(formatMoney(cents(123450), 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
    expect(formatMoney(cents(123450), 'USD', 'en-US')).toBe('$1,234.50');
  });

  it('writes cents as an exact decimal', () => {
    expect(centsToDecimalString(cents(-5))).toBe('-0.05');
    expect(centsToDecimalString(cents(123450))).toBe('1234.50');
  });
});

describe('parseMoney', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['12.', 1200],
    ['.5', 50],
    ['0.01', 1],
    ['$1,234.50', 123450],
    ['1,234,567.89', 123456789],
    ['  $3.50 ', 350],
    ['-3.25', -325],
    ['-$3.25', -325],
    ['$-3.25', -325],
    ['-0', 0],
    ['007', 700],
  ])('%j → %s', (text, expected) => {
    expect(parseMoney(text)).toBe(expected);
  });

  it.each([
    '',
    ' ',
    '.',
    '$',
    'abc',
    '1.234',
    '12,34',
    '1,2345',
    '1..2',
    '1e3',
    '--1',
    '12 .5',
    '99999999999999999',
  ])('%j → null', (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it('reads back what formatMoney writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (n) => {
        expect(parseMoney(formatMoney(cents(n)))).toBe(n);
      }),
      { numRuns: 100 },
    );
  });
});

describe('sumCents', () => {
  it('adds cents', () => {
    expect(sumCents([])).toBe(0);
    expect(sumCents([cents(350), cents(1600), cents(-50)])).toBe(1900);
  });

  it('throws past the safe range', () => {
    expect(() => sumCents([cents(Number.MAX_SAFE_INTEGER), cents(1)])).toThrow(RangeError);
  });
});
