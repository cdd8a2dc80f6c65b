/** The zod-free half of store-settings.ts (which re-exports it), for code that must load without zod (see auth-rules.ts). */
import { MILLI_PERCENT_PER_PERCENT } from './sale-pricing.js';

/** Spec §9: sales tax 8.25%, in thousandths of a percent. */
export const DEFAULT_TAX_RATE_MILLI_PERCENT = 8_250;
export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_TIME_ZONE = 'UTC';
/** $5.00, in cents (issue: cash-up beyond the spec); up to $1,000.00. */
export const DEFAULT_CASHUP_VARIANCE_THRESHOLD = 500;
export const MAX_CASHUP_VARIANCE_THRESHOLD = 100_000;
/** $100.00, in cents: a drawer's float unless the store sets its own (issue 34); up to $10,000.00. */
export const DEFAULT_DRAWER_FLOAT = 10_000;
export const MAX_DRAWER_FLOAT = 1_000_000;

/** The digits of a percentage a store may set: up to three decimals, as its rate is stored. */
const TAX_RATE_DECIMALS = String(MILLI_PERCENT_PER_PERCENT).length - 1;

/**
 * 8875 → '8.875', 8250 → '8.25', 10000 → '10': the rate as a person types it, with no trailing zeros. Worked in
 * whole numbers, so no float can print 8.875 as 8.874999.
 */
export function formatTaxRatePercent(taxRateMilliPercent: number): string {
  const whole = Math.trunc(taxRateMilliPercent / MILLI_PERCENT_PER_PERCENT);
  const fraction = String(taxRateMilliPercent % MILLI_PERCENT_PER_PERCENT)
    .padStart(TAX_RATE_DECIMALS, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

/** 8875 → '8.875%': how the till and the settings show a rate ("Tax (8.875%)"). */
export function formatTaxRate(taxRateMilliPercent: number): string {
  return `${formatTaxRatePercent(taxRateMilliPercent)}%`;
}

export const STORE_SETTINGS_MESSAGES = {
  taxRate: 'Enter the tax rate as a percentage, such as 8.25',
  taxRateDecimals: 'A tax rate can have at most three decimals, such as 8.875',
  taxRateComma: 'Use a dot for the decimals, such as 8.875',
  threshold: 'Enter an amount in dollars, such as 5.00',
  discountLimit: 'Enter the discount limit as a percentage, such as 20',
  refundLimit: 'Enter the refund limit in dollars, such as 20.00',
  drawerFloat: 'Enter the float in dollars, such as 100.00',
  saved: 'Store settings saved',
  saveFailed: 'Failed to save store settings',
} as const;

export type TaxRateReading = { ok: true; taxRateMilliPercent: number } | { ok: false; message: string };

const TAX_RATE_PATTERN = new RegExp(`^(\\d{1,3})(?:\\.(\\d{1,${TAX_RATE_DECIMALS}}))?$`);
const TOO_MANY_DECIMALS_PATTERN = new RegExp(`^\\d+\\.\\d{${TAX_RATE_DECIMALS + 1},}$`);
const DECIMAL_COMMA_PATTERN = /^\d+,\d+$/;

/**
 * A percentage as typed ('8.875', '7%') in thousandths of a percent, or the words for what is wrong with it: a
 * fourth decimal is refused, not rounded away (8.8755% is a typo, and no till could price it). The range
 * (0 to 100%) is the settings schema's rule.
 */
export function parseTaxRatePercent(text: string): TaxRateReading {
  const trimmed = text.trim().replace(/%$/, '').trim();
  const match = TAX_RATE_PATTERN.exec(trimmed);
  if (match) {
    const [, whole = '0', fraction = ''] = match;
    const value = Number(whole) * MILLI_PERCENT_PER_PERCENT + Number(fraction.padEnd(TAX_RATE_DECIMALS, '0'));
    return { ok: true, taxRateMilliPercent: value };
  }
  if (TOO_MANY_DECIMALS_PATTERN.test(trimmed))
    return { ok: false, message: STORE_SETTINGS_MESSAGES.taxRateDecimals };
  if (DECIMAL_COMMA_PATTERN.test(trimmed))
    return { ok: false, message: STORE_SETTINGS_MESSAGES.taxRateComma };
  return { ok: false, message: STORE_SETTINGS_MESSAGES.taxRate };
}
