import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TAX_RATE_BPS,
  formatTaxRate,
  parseTaxRatePercent,
  storeSettingsFormSchema,
  storeSettingsRowSchema,
  storeSettingsSchema,
} from './store-settings.js';

describe('store settings', () => {
  it('defaults to 8.25% tax, USD, UTC and a $5.00 cash-up variance threshold', () => {
    expect(DEFAULT_TAX_RATE_BPS).toBe(825);
    expect(storeSettingsSchema.parse({ name: ' Corner Cafe ' })).toEqual({
      name: 'Corner Cafe',
      taxRateBps: 825,
      currency: 'USD',
      timeZone: 'UTC',
      cashupVarianceThreshold: 500,
    });
  });

  it('keeps the cash-up variance threshold whole cents from $0 to $1,000', () => {
    expect(storeSettingsSchema.parse({ name: 'A', cashupVarianceThreshold: 0 }).cashupVarianceThreshold).toBe(
      0,
    );
    expect(storeSettingsSchema.safeParse({ name: 'A', cashupVarianceThreshold: -1 }).success).toBe(false);
    expect(storeSettingsSchema.safeParse({ name: 'A', cashupVarianceThreshold: 2.5 }).success).toBe(false);
    expect(storeSettingsSchema.safeParse({ name: 'A', cashupVarianceThreshold: 100_001 }).success).toBe(
      false,
    );
  });

  it('accepts IANA zones and currency codes and rejects others', () => {
    expect(
      storeSettingsSchema.parse({ name: 'A', timeZone: 'America/New_York', currency: 'EUR' }),
    ).toMatchObject({
      timeZone: 'America/New_York',
      currency: 'EUR',
    });
    expect(storeSettingsSchema.safeParse({ name: 'A', timeZone: 'Mars/Olympus' }).success).toBe(false);
    expect(storeSettingsSchema.safeParse({ name: 'A', currency: 'usd' }).success).toBe(false);
    expect(storeSettingsSchema.safeParse({ name: 'A', currency: 'ZZZ' }).success).toBe(true);
  });

  it('keeps the tax rate between 0 and 100%', () => {
    expect(storeSettingsSchema.safeParse({ name: 'A', taxRateBps: -1 }).success).toBe(false);
    expect(storeSettingsSchema.safeParse({ name: 'A', taxRateBps: 8.25 }).success).toBe(false);
    expect(storeSettingsSchema.safeParse({ name: 'A', taxRateBps: 10_001 }).success).toBe(false);
    expect(storeSettingsSchema.safeParse({ name: '' }).error?.issues[0]?.message).toBe(
      'Store name is required',
    );
  });

  it('is a stored row too', () => {
    const row = {
      id: '0b6f3d8e-1c2a-4b5d-9e8f-7a6b5c4d3e2f',
      storeId: '0b6f3d8e-1c2a-4b5d-9e8f-7a6b5c4d3e2f',
      createdAt: '2026-01-15T09:30:00.000Z',
      updatedAt: '2026-01-15T09:30:00.000Z',
      version: 1,
      deletedAt: null,
      name: 'Corner Cafe',
      taxRateBps: 825,
      currency: 'USD',
      timeZone: 'UTC',
      cashupVarianceThreshold: 500,
    };
    expect(storeSettingsRowSchema.parse(row)).toEqual(row);
  });

  it('formats the rate', () => {
    expect(formatTaxRate(825)).toBe('8.25%');
    expect(formatTaxRate(850)).toBe('8.5%');
    expect(formatTaxRate(1000)).toBe('10%');
    expect(formatTaxRate(0)).toBe('0%');
  });
});

describe('the store settings form', () => {
  const form = {
    name: 'Corner Cafe',
    timeZone: 'Europe/Paris',
    taxRate: '8.25',
    cashupVarianceThreshold: '5.00',
    receiptHeader: 'Thanks for visiting',
    receiptFooter: '',
  };
  it('parses the rate and threshold to stored units', () => {
    expect(storeSettingsFormSchema.parse(form)).toEqual({
      name: 'Corner Cafe',
      timeZone: 'Europe/Paris',
      taxRateBps: 825,
      cashupVarianceThreshold: 500,
      receiptHeader: 'Thanks for visiting',
      receiptFooter: undefined,
    });
    expect(parseTaxRatePercent('7%')).toBe(700);
    expect(parseTaxRatePercent('7.125')).toBeNull();
  });
  it('names the field that is wrong', () => {
    const result = storeSettingsFormSchema.safeParse({
      ...form,
      name: '',
      taxRate: 'lots',
      timeZone: 'Mars/Base',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['taxRate', 'name', 'timeZone']));
  });
});
