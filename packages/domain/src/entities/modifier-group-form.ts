/**
 * The option group form's values as typed (issue 33): choices and price changes are text. The rules are
 * modifierGroupInputSchema's and modifierGroupRefusal's, the same the till's repository and the server apply; only
 * the numbers are read from text first, so a wrong one is said beside its field before anything is written.
 */
import { parseMoney } from '../money.js';
import { z } from '../zod.js';
import { modifierGroupInputSchema } from './modifier-group.js';
import { modifierGroupRefusal } from './modifier-group-rules.js';

/** A new group's choices and repeat, as the input schema defaults them: an optional single choice. */
export const MODIFIER_GROUP_DEFAULTS = { minChoices: 0, maxChoices: 1, repeatable: false } as const;

/** '2' as 2; anything else is left as typed, for the schema to refuse in the group's words. */
function wholeNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return /^\d{1,6}$/.test(text) ? Number(text) : text;
}

/**
 * A price change as a manager types it, in cents: '0.60', '+0.60', '-0.25', '$1'. Blank is no change (the
 * schema's default); anything else is left as typed, for the schema to refuse beside the field.
 */
function priceChange(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(/^\+\s*/, '');
  if (text === '') return undefined;
  return parseMoney(text) ?? value;
}

/** The form's text read as the input schema's numbers; what cannot be read stays as typed, to be refused. */
function typedNumbers(group: ModifierGroupFormValues): unknown {
  return {
    ...group,
    minChoices: wholeNumber(group.minChoices),
    maxChoices: wholeNumber(group.maxChoices),
    options: group.options.map((option) => ({ ...option, priceDelta: priceChange(option.priceDelta) })),
  };
}

/** The input schema, and the group as a whole one a till can offer (the module's refusal, beside its field). */
const offerableGroupSchema = modifierGroupInputSchema.check(
  z.superRefine((group, ctx) => {
    const options = group.options.map((option) => ({ ...option, kitchenName: option.kitchenName ?? null }));
    const refusal = modifierGroupRefusal({ ...group, options });
    if (refusal)
      ctx.issues.push({ code: 'custom', message: refusal.message, path: [refusal.path], input: group });
  }),
);

export const modifierGroupFormSchema = z.pipe(z.transform(typedNumbers), offerableGroupSchema);
export type ParsedModifierGroupForm = z.output<typeof modifierGroupFormSchema>;

/** One option row of the form as typed. */
export interface ModifierOptionFormValues {
  id: string;
  name: string;
  kitchenName: string;
  priceDelta: string;
  isDefault: boolean;
  soldOut: boolean;
}

/** What the option group form holds before parsing (numbers and amounts are text, the flags booleans). */
export interface ModifierGroupFormValues {
  name: string;
  kitchenName: string;
  minChoices: string;
  maxChoices: string;
  repeatable: boolean;
  options: ModifierOptionFormValues[];
}
