/** Per-store settings (ARCHITECTURE §3): they persist and sync like any other row. */
import { baseRowSchema, optionalText, requiredText } from './entities/common.js';
import { MAX_CENTS, TEXT_LIMITS } from './limits.js';
import { formatMoney, parseMoney } from './money.js';
import { MAX_TAX_RATE_MILLI_PERCENT } from './sale-pricing.js';
import {
  DEFAULT_CASHUP_VARIANCE_THRESHOLD,
  DEFAULT_CURRENCY,
  DEFAULT_TAX_RATE_MILLI_PERCENT,
  DEFAULT_TIME_ZONE,
  MAX_CASHUP_VARIANCE_THRESHOLD,
  MAX_DRAWER_FLOAT,
  parseTaxRatePercent,
  STORE_SETTINGS_MESSAGES,
} from './store-settings-rules.js';
import { z } from './zod.js';

export * from './store-settings-rules.js';

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
  /** Thousandths of a percent: 8.875% is 8875 (sale-pricing.ts). */
  taxRateMilliPercent: z._default(
    z
      .int({ error: 'Tax rate must be a whole number of thousandths of a percent' })
      .check(
        z.gte(0, 'Tax rate cannot be negative'),
        z.lte(MAX_TAX_RATE_MILLI_PERCENT, 'Tax rate cannot exceed 100%'),
      ),
    DEFAULT_TAX_RATE_MILLI_PERCENT,
  ),
  currency: z._default(
    z
      .string()
      .check(
        z.regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as USD'),
        z.refine(isCurrency, 'Unknown currency code'),
      ),
    DEFAULT_CURRENCY,
  ),
  /** IANA zone: the store's business day ("today") is counted in it. */
  timeZone: z._default(
    z
      .string()
      .check(
        z.maxLength(TEXT_LIMITS.timeZone.max, { error: TEXT_LIMITS.timeZone.message, abort: true }),
        z.refine(isTimeZone, 'Unknown time zone'),
      ),
    DEFAULT_TIME_ZONE,
  ),
  /** Cents: a cash-up variance above this, over or short, needs a note before the report is submitted. */
  cashupVarianceThreshold: z._default(
    z
      .int({ error: 'The variance threshold must be a whole number of cents' })
      .check(
        z.gte(0, 'The variance threshold cannot be negative'),
        z.lte(MAX_CASHUP_VARIANCE_THRESHOLD, 'The variance threshold cannot exceed $1,000.00'),
      ),
    DEFAULT_CASHUP_VARIANCE_THRESHOLD,
  ),
  /**
   * Thousandths of a percent of a sale: discounts above it need a manager's approval (issue 33). No schema default:
   * an update sends only what it changes, so a settings save never writes the default over a stored limit; absent
   * reads as DEFAULT_DISCOUNT_LIMIT_MILLI_PERCENT, and the server's column defaults to it.
   */
  discountLimitMilliPercent: z.optional(
    z
      .int({ error: 'The discount limit must be a whole number of thousandths of a percent' })
      .check(
        z.gte(0, 'The discount limit cannot be negative'),
        z.lte(MAX_TAX_RATE_MILLI_PERCENT, 'The discount limit cannot exceed 100%'),
      ),
  ),
  /**
   * Cents: staff may refund up to this much of a sale of the current business day without a manager (issue 34).
   * Optional for the same reason as the discount limit: absent reads as DEFAULT_REFUND_LIMIT_CENTS.
   */
  refundLimitCents: z.optional(
    z
      .int({ error: 'The refund limit must be a whole number of cents' })
      .check(
        z.gte(0, 'The refund limit cannot be negative'),
        z.lte(MAX_CENTS, `The refund limit cannot exceed ${formatMoney(MAX_CENTS)}`),
      ),
  ),
  /** Printed above and below every receipt; blank prints nothing (travels as '', stored as null). */
  receiptHeader: optionalText(TEXT_LIMITS.note),
  receiptFooter: optionalText(TEXT_LIMITS.note),
  /**
   * Cash drawer sessions (issue 34): on, a till opens its drawer with a counted float before its first cash sale; a
   * card-only cafe leaves them off. No schema default, as for the discount limit: absent reads as off.
   */
  drawersEnabled: z.optional(z.boolean()),
  /** Cents: the float a drawer opens with unless the count says otherwise; absent reads as DEFAULT_DRAWER_FLOAT. */
  drawerDefaultFloat: z.optional(
    z
      .int({ error: 'The float must be a whole number of cents' })
      .check(
        z.gte(0, 'The float cannot be negative'),
        z.lte(MAX_DRAWER_FLOAT, 'The float cannot exceed $10,000.00'),
      ),
  ),
});

export const storeSettingsRowSchema = z.extend(baseRowSchema, {
  ...storeSettingsSchema.shape,
  // Optional in the row: a till's row from before these fields has neither.
  receiptHeader: z.optional(z.nullable(z.string())),
  receiptFooter: z.optional(z.nullable(z.string())),
  discountLimitMilliPercent: z.optional(z.int()),
  refundLimitCents: z.optional(z.int()),
  drawersEnabled: z.optional(z.boolean()),
  drawerDefaultFloat: z.optional(z.int()),
});
export type StoreSettingsRow = z.infer<typeof storeSettingsRowSchema>;

/**
 * The Store tab's form: the rate typed as a percentage and the threshold in dollars, parsed to the stored units,
 * then checked by the settings schema's own rules (one rule, not restated).
 */
export const storeSettingsFormSchema = z.pipe(
  z.object({
    name: z.string(),
    timeZone: z.string(),
    taxRate: z.string(),
    cashupVarianceThreshold: z.string(),
    receiptHeader: z.string(),
    receiptFooter: z.string(),
    /** A percentage as typed; absent on a form without it (the stored limit stays). */
    discountLimit: z.optional(z.string()),
    /** Dollars as typed; absent on a form without it (the stored limit stays). */
    refundLimit: z.optional(z.string()),
    /** Cash drawers on or off, and the default float in dollars as typed; absent on a form without them. */
    drawersEnabled: z.optional(z.boolean()),
    drawerDefaultFloat: z.optional(z.string()),
  }),
  z.transform((form, ctx) => {
    const taxRate = parseTaxRatePercent(form.taxRate);
    if (!taxRate.ok) {
      ctx.issues.push({ code: 'custom', message: taxRate.message, path: ['taxRate'], input: form });
    }
    const discountLimit =
      form.discountLimit === undefined ? undefined : parseTaxRatePercent(form.discountLimit);
    if (discountLimit && !discountLimit.ok) {
      ctx.issues.push({
        code: 'custom',
        message: STORE_SETTINGS_MESSAGES.discountLimit,
        path: ['discountLimit'],
        input: form,
      });
    }
    const refundLimit = form.refundLimit === undefined ? undefined : parseMoney(form.refundLimit);
    if (refundLimit === null) {
      ctx.issues.push({
        code: 'custom',
        message: STORE_SETTINGS_MESSAGES.refundLimit,
        path: ['refundLimit'],
        input: form,
      });
    }
    const drawerFloat =
      form.drawerDefaultFloat === undefined ? undefined : parseMoney(form.drawerDefaultFloat);
    if (drawerFloat === null) {
      ctx.issues.push({
        code: 'custom',
        message: STORE_SETTINGS_MESSAGES.drawerFloat,
        path: ['drawerDefaultFloat'],
        input: form,
      });
    }
    const threshold = parseMoney(form.cashupVarianceThreshold);
    if (threshold === null) {
      ctx.issues.push({
        code: 'custom',
        message: STORE_SETTINGS_MESSAGES.threshold,
        path: ['cashupVarianceThreshold'],
        input: form,
      });
    }
    const parsed = z.omit(storeSettingsSchema, { currency: true }).safeParse({
      name: form.name,
      timeZone: form.timeZone,
      taxRateMilliPercent: taxRate.ok ? taxRate.taxRateMilliPercent : 0,
      cashupVarianceThreshold: threshold ?? 0,
      receiptHeader: form.receiptHeader,
      receiptFooter: form.receiptFooter,
      ...(discountLimit?.ok ? { discountLimitMilliPercent: discountLimit.taxRateMilliPercent } : {}),
      ...(refundLimit != null ? { refundLimitCents: refundLimit } : {}),
      ...(form.drawersEnabled === undefined ? {} : { drawersEnabled: form.drawersEnabled }),
      ...(typeof drawerFloat === 'number' ? { drawerDefaultFloat: drawerFloat } : {}),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        const path =
          field === 'taxRateMilliPercent'
            ? 'taxRate'
            : field === 'discountLimitMilliPercent'
              ? 'discountLimit'
              : field === 'refundLimitCents'
                ? 'refundLimit'
                : field;
        ctx.issues.push({ code: 'custom', message: issue.message, path: [path], input: form });
      }
      return z.NEVER;
    }
    if (
      !taxRate.ok ||
      threshold === null ||
      refundLimit === null ||
      drawerFloat === null ||
      (discountLimit && !discountLimit.ok)
    ) {
      return z.NEVER;
    }
    return parsed.data;
  }),
);
export type StoreSettingsFormValues = z.input<typeof storeSettingsFormSchema>;
export type ParsedStoreSettingsForm = z.output<typeof storeSettingsFormSchema>;
