/** Per-store settings (ARCHITECTURE §3): they persist and sync like any other row. */
import { z } from 'zod';
import { baseRowSchema, optionalText, requiredText } from './entities/common.js';
import { TEXT_LIMITS } from './limits.js';
import { MAX_TAX_RATE_BPS } from './sale-pricing.js';

/** Spec §9: sales tax 8.25%. */
export const DEFAULT_TAX_RATE_BPS = 825;
export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_TIME_ZONE = 'UTC';
/** $5.00, in cents (issue: cash-up beyond the spec); up to $1,000.00. */
export const DEFAULT_CASHUP_VARIANCE_THRESHOLD = 500;
export const MAX_CASHUP_VARIANCE_THRESHOLD = 100_000;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function isCurrency(value: string): boolean {
  try {
    new Intl.NumberFormat('en-US', { style: 'currency', currency: value });
    return true;
  } catch {
    return false;
  }
}

export const storeSettingsSchema = z.object({
  name: requiredText(TEXT_LIMITS.name, 'Store name is required'),
  taxRateBps: z
    .int({ error: 'Tax rate must be a whole number of basis points' })
    .min(0, 'Tax rate cannot be negative')
    .max(MAX_TAX_RATE_BPS, 'Tax rate cannot exceed 100%')
    .default(DEFAULT_TAX_RATE_BPS),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as USD')
    .refine(isCurrency, 'Unknown currency code')
    .default(DEFAULT_CURRENCY),
  /** IANA zone: the store's business day ("today") is counted in it. */
  timeZone: z
    .string()
    .max(TEXT_LIMITS.timeZone.max, { error: TEXT_LIMITS.timeZone.message, abort: true })
    .refine(isTimeZone, 'Unknown time zone')
    .default(DEFAULT_TIME_ZONE),
  /** Cents: a cash-up variance above this, over or short, needs a note before the report is submitted. */
  cashupVarianceThreshold: z
    .int({ error: 'The variance threshold must be a whole number of cents' })
    .min(0, 'The variance threshold cannot be negative')
    .max(MAX_CASHUP_VARIANCE_THRESHOLD, 'The variance threshold cannot exceed $1,000.00')
    .default(DEFAULT_CASHUP_VARIANCE_THRESHOLD),
  /** Printed above and below every receipt; blank prints nothing (travels as '', stored as null). */
  receiptHeader: optionalText(TEXT_LIMITS.note),
  receiptFooter: optionalText(TEXT_LIMITS.note),
});
export type StoreSettingsInput = z.input<typeof storeSettingsSchema>;
export type StoreSettings = z.output<typeof storeSettingsSchema>;

export const storeSettingsRowSchema = baseRowSchema.extend({
  ...storeSettingsSchema.shape,
  // Optional in the row: a till's row from before these fields has neither.
  receiptHeader: z.string().nullable().optional(),
  receiptFooter: z.string().nullable().optional(),
});
export type StoreSettingsRow = z.infer<typeof storeSettingsRowSchema>;

/** 825 → '8.25%'. */
export function formatTaxRate(taxRateBps: number): string {
  return `${(taxRateBps / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}
