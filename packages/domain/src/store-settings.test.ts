import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TAX_RATE_MILLI_PERCENT,
  formatTaxRate,
  formatTaxRatePercent,
  parseTaxRatePercent,
  storeSettingsFormSchema,
  storeSettingsRowSchema,
  storeSettingsSchema,
} from './store-settings.js';
import { MUTATION_DATA_SCHEMAS } from './sync/mutation-data.js';

describe('store settings', () => {
  it('defaults to 8.25% tax, USD, UTC and a $5.00 cash-up variance threshold', () => {
    expect(DEFAULT_TAX_RATE_MILLI_PERCENT).toBe(8250);
    expect(storeSettingsSchema.parse({ name: ' Corner Cafe ' })).toEqual({
      name: 'Corner Cafe',
      taxRateMilliPercent: 8250,
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
    expect(storeSettingsSchema.safeParse({ name: 'A', taxRateMilliPercent: -1 }).success).toBe(false);
    expect(storeSettingsSchema.safeParse({ name: 'A', taxRateMilliPercent: 8875.5 }).success).toBe(false);
    expect(storeSettingsSchema.safeParse({ name: 'A', taxRateMilliPercent: 100_001 }).success).toBe(false);
    expect(storeSettingsSchema.parse({ name: 'A', taxRateMilliPercent: 100_000 }).taxRateMilliPercent).toBe(
      100_000,
    );
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
      taxRateMilliPercent: 8250,
      currency: 'USD',
      timeZone: 'UTC',
      cashupVarianceThreshold: 500,
    };
    expect(storeSettingsRowSchema.parse(row)).toEqual(row);
  });

  it('formats the rate with up to three decimals and no trailing zeros', () => {
    expect(formatTaxRate(8875)).toBe('8.875%');
    expect(formatTaxRate(8250)).toBe('8.25%');
    expect(formatTaxRate(8500)).toBe('8.5%');
    expect(formatTaxRate(10_000)).toBe('10%');
    expect(formatTaxRate(5)).toBe('0.005%');
    expect(formatTaxRate(100_000)).toBe('100%');
    expect(formatTaxRate(0)).toBe('0%');
    expect(formatTaxRatePercent(8875)).toBe('8.875');
    expect(formatTaxRatePercent(7050)).toBe('7.05');
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
      taxRateMilliPercent: 8250,
      cashupVarianceThreshold: 500,
      receiptHeader: 'Thanks for visiting',
      receiptFooter: undefined,
    });
    expect(parseTaxRatePercent('7%')).toEqual({ ok: true, taxRateMilliPercent: 7000 });
    expect(parseTaxRatePercent(' 0.5 ')).toEqual({ ok: true, taxRateMilliPercent: 500 });
  });

  it('takes a rate with three decimals (8.875%)', () => {
    expect(storeSettingsFormSchema.parse({ ...form, taxRate: '8.875' }).taxRateMilliPercent).toBe(8875);
    expect(storeSettingsFormSchema.parse({ ...form, taxRate: '8.875%' }).taxRateMilliPercent).toBe(8875);
    expect(storeSettingsFormSchema.parse({ ...form, taxRate: '100.000' }).taxRateMilliPercent).toBe(100_000);
  });

  it('refuses a fourth decimal, a decimal comma and a rate above 100% with words beside the field', () => {
    const messageFor = (taxRate: string) => {
      const result = storeSettingsFormSchema.safeParse({ ...form, taxRate });
      expect(result.success).toBe(false);
      return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    };
    expect(messageFor('8.8755')).toEqual([
      ['taxRate', 'A tax rate can have at most three decimals, such as 8.875'],
    ]);
    expect(messageFor('8,875')).toEqual([['taxRate', 'Use a dot for the decimals, such as 8.875']]);
    expect(messageFor('100.001')).toEqual([['taxRate', 'Tax rate cannot exceed 100%']]);
    expect(messageFor('lots')).toEqual([['taxRate', 'Enter the tax rate as a percentage, such as 8.25']]);
    expect(messageFor('')).toEqual([['taxRate', 'Enter the tax rate as a percentage, such as 8.25']]);
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

describe('the discount limit (issue 33)', () => {
  it('a settings update leaves it as stored unless it names it, and names it within 0 to 100%', () => {
    const update = MUTATION_DATA_SCHEMAS.storeSettings.update;
    const id = '5e1f2c3d-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
    expect(update.parse({ id, taxRateMilliPercent: 8875 })).not.toHaveProperty('discountLimitMilliPercent');
    expect(update.parse({ id, discountLimitMilliPercent: 30_000 })).toMatchObject({
      discountLimitMilliPercent: 30_000,
    });
    expect(update.safeParse({ id, discountLimitMilliPercent: 100_001 }).success).toBe(false);
  });
});
