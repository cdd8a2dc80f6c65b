/**
 * The discount preset form's values as typed (issue 33): the value is text, a percentage ('10', '12.5') or dollars
 * ('1.50') by the kind chosen. The rules are discountPresetInputSchema's and discountPresetRefusal's, the same the
 * till's repository and the server apply; only the value is read from text first, so a wrong one is said beside it.
 */
import { cents, centsToDecimalString, parseMoney } from '../money.js';
import { formatTaxRatePercent, parseTaxRatePercent } from '../store-settings-rules.js';
import { z } from '../zod.js';
import { discountPresetInputSchema } from './discount-preset.js';
import {
  DISCOUNT_PRESET_MESSAGES,
  type DiscountScope,
  discountPresetRefusal,
} from './discount-preset-rules.js';
import type { DiscountKind } from './discount-rules.js';

export interface DiscountPresetFormValues {
  name: string;
  kind: DiscountKind;
  scope: DiscountScope;
  value: string;
}

/** '12.5' for a percent (thousandths), '1.50' for an amount (cents): the value as a manager typed it. */
export function discountValueText(kind: DiscountKind, value: number): string {
  return kind === 'amount' ? centsToDecimalString(cents(value)) : formatTaxRatePercent(value);
}

/** The value read by its kind, or a message for the value field. */
function readValue(
  kind: DiscountKind,
  text: string,
): { ok: true; value: number } | { ok: false; message: string } {
  if (kind === 'amount') {
    const amount = parseMoney(text);
    return amount === null || amount < 0
      ? { ok: false, message: DISCOUNT_PRESET_MESSAGES.amount }
      : { ok: true, value: amount };
  }
  const percent = parseTaxRatePercent(text);
  if (percent.ok) return { ok: true, value: percent.taxRateMilliPercent };
  const decimals = /^\s*\d+\.\d{4,}\s*%?\s*$/.test(text);
  return {
    ok: false,
    message: decimals ? DISCOUNT_PRESET_MESSAGES.percentDecimals : DISCOUNT_PRESET_MESSAGES.percent,
  };
}

export const discountPresetFormSchema = z.pipe(
  z.object({ name: z.string(), kind: z.string(), scope: z.string(), value: z.string() }),
  z.transform((form, ctx) => {
    const reading = readValue(form.kind === 'amount' ? 'amount' : 'percent', form.value);
    if (!reading.ok)
      ctx.issues.push({ code: 'custom', message: reading.message, path: ['value'], input: form });
    const parsed = discountPresetInputSchema.safeParse({ ...form, value: reading.ok ? reading.value : 0 });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.issues.push({
          code: 'custom',
          message: issue.message,
          path: issue.path.map(String),
          input: form,
        });
      }
      return z.NEVER;
    }
    if (!reading.ok) return z.NEVER;
    const refusal = discountPresetRefusal(parsed.data);
    if (refusal) {
      ctx.issues.push({ code: 'custom', message: refusal.message, path: [refusal.path], input: form });
      return z.NEVER;
    }
    return parsed.data;
  }),
);
export type ParsedDiscountPresetForm = z.output<typeof discountPresetFormSchema>;
