import { describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '../storable-text.js';
import { z } from '../zod.js';
import {
  baseRowSchema,
  boundedText,
  centsField,
  centsSchema,
  cleanedText,
  isoDateSchema,
  isoDateTimeSchema,
  labelFor,
  moneyText,
  optionalCleanedText,
  optionalText,
  requiredText,
  shortId,
  signedCentsSchema,
  timeOfDayField,
} from './common.js';

describe('shared field schemas', () => {
  it('accepts non-negative safe integer cents only', () => {
    expect(centsSchema.parse(0)).toBe(0);
    expect(centsSchema.parse(123450)).toBe(123450);
    for (const bad of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2, '100', null]) {
      expect(centsSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(signedCentsSchema.parse(-500)).toBe(-500);
    expect(signedCentsSchema.safeParse(-0.5).success).toBe(false);
  });

  it('reports one message for every kind of bad money, and the ceiling in its own words', () => {
    const field = centsField('Bad amount', 1, 'Price');
    for (const bad of [0, -1, 1.5, 'x', undefined]) {
      expect(field.safeParse(bad).error?.issues[0]?.message).toBe('Bad amount');
    }
    expect(field.parse(99_999_999)).toBe(99_999_999);
    for (const big of [100_000_000, Number.MAX_SAFE_INTEGER]) {
      expect(field.safeParse(big).error?.issues[0]?.message).toBe("Price can't be more than $999,999.99");
    }
  });

  it('reads typed money: a decimal comma is told to use a dot, other text gets the field message', () => {
    const price = moneyText(z.optional(centsField('Bad amount', 0, 'Price')));
    expect(price.parse(' $1,234.50 ')).toBe(123450);
    expect(price.parse('')).toBeUndefined();
    for (const comma of ['4,50', '12,5', '$3,99', '-4,50']) {
      expect(
        price.safeParse(comma).error?.issues.map((issue) => issue.message),
        comma,
      ).toEqual(['Use a dot for cents']);
    }
    expect(price.safeParse('abc').error?.issues[0]?.message).toBe('Bad amount');
    expect(price.safeParse('1000000').error?.issues[0]?.message).toBe("Price can't be more than $999,999.99");
  });

  it('checks dates, timestamps and times', () => {
    expect(isoDateSchema.safeParse('2024-02-29').success).toBe(true);
    expect(isoDateSchema.safeParse('2023-02-29').success).toBe(false);
    expect(isoDateSchema.safeParse('2024-1-5').success).toBe(false);
    expect(isoDateTimeSchema.safeParse('2026-01-15T09:30:00.000Z').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('2026-01-15T09:30:00+02:00').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('2026-01-15T09:30:00').success).toBe(false);
    const time = timeOfDayField();
    expect(time.safeParse('09:00').success).toBe(true);
    expect(time.safeParse('23:59').success).toBe(true);
    expect(time.safeParse('24:00').success).toBe(false);
    expect(time.safeParse('9:00').success).toBe(false);
  });

  it('requires every base row field', () => {
    const row = {
      id: '0b6f3d8e-1c2a-4b5d-9e8f-7a6b5c4d3e2f',
      storeId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
      createdAt: '2026-01-15T09:30:00.000Z',
      updatedAt: '2026-01-15T09:30:00.000Z',
      version: 0,
      deletedAt: null,
    };
    expect(baseRowSchema.parse(row)).toEqual(row);
    for (const key of Object.keys(row)) {
      const { [key as keyof typeof row]: _dropped, ...rest } = row;
      expect(baseRowSchema.safeParse(rest).success, key).toBe(false);
    }
    expect(baseRowSchema.safeParse({ ...row, version: -1 }).success).toBe(false);
  });

  it('trims optional text and drops blanks', () => {
    const text = optionalText({ max: 5, message: 'Too long' });
    expect(text.parse('  hi ')).toBe('hi');
    expect(text.parse('   ')).toBeUndefined();
    expect(text.parse(undefined)).toBeUndefined();
    expect(text.safeParse('toolong').error?.issues[0]?.message).toBe('Too long');
  });

  it('refuses text the database cannot store, in every kind of text field', () => {
    const limit = { max: 50, message: 'Too long' };
    const fields = [optionalText(limit), requiredText(limit, 'Required'), boundedText(limit)];
    for (const field of fields) {
      for (const bad of ['oat\u0000milk', 'broken \ud83d emoji', 'lone \udc00 low']) {
        expect(field.safeParse(bad).error?.issues.map((issue) => issue.message)).toEqual([
          UNSTORABLE_TEXT_MESSAGE,
        ]);
      }
      expect(field.safeParse('a whole emoji \ud83d\ude00 and a\ttab').success).toBe(true);
    }
  });

  it('cleans instead of refusing where the domain says so', () => {
    const limit = { max: 10, message: 'Too long' };
    expect(cleanedText(limit, 'Required').parse(' oat\u0000milk\u0007 ')).toBe('oatmilk');
    expect(cleanedText(limit, 'Required').safeParse('\u0000').error?.issues[0]?.message).toBe('Required');
    expect(optionalCleanedText(limit).parse('a\ud800b')).toBe('a\ufffdb');
    expect(optionalCleanedText(limit).parse('\u0001')).toBeUndefined();
    expect(optionalCleanedText(limit).safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe('Too long');
  });

  it('shortens ids and labels unknown values as stored', () => {
    expect(shortId('0b6f3d8e-1c2a-4b5d-9e8f-7a6b5c4d3e2f')).toBe('0b6f3d8e');
    expect(labelFor({ cash: 'Cash' }, 'cash')).toBe('Cash');
    expect(labelFor({ cash: 'Cash' }, 'voucher')).toBe('voucher');
    expect(labelFor({ cash: 'Cash' }, 'toString')).toBe('toString');
  });
});
