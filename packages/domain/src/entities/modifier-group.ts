/** A modifier group (issue 33): a choice a product asks for, such as Size, Milk or Extras, with a price per option. */
import { MAX_CENTS, moneyCeilingMessage, TEXT_LIMITS } from '../limits.js';
import { z } from '../zod.js';
import { baseRowSchema, cleanedText, idSchema, optionalText, requiredText } from './common.js';
import {
  MAX_CHOICES,
  MAX_OPTIONS_PER_GROUP,
  MAX_OPTIONS_PER_LINE,
  MODIFIER_GROUP_MESSAGES,
} from './modifier-group-rules.js';

export * from './modifier-group-rules.js';

/** A price change: whole cents, either way, within the money ceiling. */
const priceDeltaField = z
  .int({ error: MODIFIER_GROUP_MESSAGES.priceDelta })
  .check(
    z.gte(-MAX_CENTS, { error: moneyCeilingMessage('A price change') }),
    z.lte(MAX_CENTS, { error: moneyCeilingMessage('A price change') }),
  );

const choicesField = z
  .int({ error: MODIFIER_GROUP_MESSAGES.choices })
  .check(z.gte(0, MODIFIER_GROUP_MESSAGES.choices), z.lte(MAX_CHOICES, MODIFIER_GROUP_MESSAGES.choices));

export const modifierOptionSchema = z.object({
  id: idSchema,
  name: z.string().check(z.minLength(1)),
  kitchenName: z.nullable(z.string()),
  priceDelta: z.int(),
  isDefault: z.boolean(),
  soldOut: z.boolean(),
});

export const modifierGroupSchema = z.extend(baseRowSchema, {
  name: z.string().check(z.minLength(1)),
  kitchenName: z.nullable(z.string()),
  minChoices: z.int(),
  maxChoices: z.int(),
  repeatable: z.boolean(),
  options: z.array(modifierOptionSchema),
});
export type ModifierGroup = z.infer<typeof modifierGroupSchema>;

export const modifierOptionInputSchema = z.object({
  id: idSchema,
  name: requiredText(TEXT_LIMITS.name, MODIFIER_GROUP_MESSAGES.optionNameRequired),
  kitchenName: optionalText(TEXT_LIMITS.name),
  priceDelta: z._default(priceDeltaField, 0),
  isDefault: z._default(z.boolean(), false),
  soldOut: z._default(z.boolean(), false),
});

export const modifierGroupInputSchema = z.object({
  name: requiredText(TEXT_LIMITS.name, MODIFIER_GROUP_MESSAGES.nameRequired),
  kitchenName: optionalText(TEXT_LIMITS.name),
  minChoices: z._default(choicesField, 0),
  maxChoices: z._default(choicesField, 1),
  repeatable: z._default(z.boolean(), false),
  options: z
    .array(modifierOptionInputSchema)
    .check(
      z.minLength(1, MODIFIER_GROUP_MESSAGES.optionsRequired),
      z.maxLength(MAX_OPTIONS_PER_GROUP, MODIFIER_GROUP_MESSAGES.tooManyOptions),
    ),
});
export type ModifierGroupInput = z.input<typeof modifierGroupInputSchema>;

/**
 * An option as a sale line carries it. Cleaned, never refused, like the line's product name: the sale is money
 * already taken. Whether the price adds up is the sale's rule (sale-module.ts).
 */
export const chosenOptionInputSchema = z.object({
  groupId: idSchema,
  groupName: cleanedText(TEXT_LIMITS.name, 'An option group needs a name'),
  optionId: idSchema,
  name: cleanedText(TEXT_LIMITS.name, 'An option needs a name'),
  kitchenName: z.optional(cleanedText(TEXT_LIMITS.name, 'A kitchen name cannot be blank')),
  priceDelta: priceDeltaField,
  quantity: z.int().check(z.gte(1), z.lte(MAX_CHOICES)),
});

export const chosenOptionsField = z.optional(
  z
    .array(chosenOptionInputSchema)
    .check(z.maxLength(MAX_OPTIONS_PER_LINE, `A line can have at most ${MAX_OPTIONS_PER_LINE} options`)),
);
