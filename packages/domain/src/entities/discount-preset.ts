/** A discount preset (issue 33): a named discount a cashier applies with one tap; rules in discount-preset-rules.ts. */
import { TEXT_LIMITS } from '../limits.js';
import { z } from '../zod.js';
import { baseRowSchema, requiredText } from './common.js';
import { DISCOUNT_PRESET_MESSAGES, DISCOUNT_SCOPES } from './discount-preset-rules.js';
import { DISCOUNT_KINDS } from './discount-rules.js';

export * from './discount-preset-rules.js';

export const discountPresetSchema = z.extend(baseRowSchema, {
  name: z.string().check(z.minLength(1)),
  kind: z.enum(DISCOUNT_KINDS),
  /** Thousandths of a percent for a percent, cents for an amount. */
  value: z.int(),
  scope: z.enum(DISCOUNT_SCOPES),
});
export type DiscountPreset = z.infer<typeof discountPresetSchema>;

export const discountPresetInputSchema = z.object({
  name: requiredText(TEXT_LIMITS.name, DISCOUNT_PRESET_MESSAGES.nameRequired),
  kind: z.enum(DISCOUNT_KINDS),
  // Whether it fits its kind (at most 100%, at most the ceiling) is the module's rule: an update may change one alone.
  value: z.int().check(z.gte(0)),
  scope: z.enum(DISCOUNT_SCOPES),
});
export type DiscountPresetInput = z.input<typeof discountPresetInputSchema>;
