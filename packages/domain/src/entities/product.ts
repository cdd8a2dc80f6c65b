/** A catalogue item (spec §3). */
import { TEXT_LIMITS } from '../limits.js';
import { z } from '../zod.js';
import {
  baseRowSchema,
  centsField,
  centsSchema,
  idSchema,
  moneyText,
  optionalText,
  requiredText,
} from './common.js';
import { MAX_GROUPS_PER_PRODUCT, MODIFIER_GROUP_MESSAGES } from './modifier-group-rules.js';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_DEFAULTS,
  PRODUCT_MESSAGES,
  PRODUCT_REQUIRED_MESSAGE,
  type ProductCategory,
} from './product-rules.js';

export * from './product-rules.js';

/**
 * What a scanner types (EAN/UPC digits, Code 128's printable ASCII) and what a cafe writes as its own SKU. No
 * spaces or other invisible characters: New Sale matches a scanned code exactly, so two spellings of one code
 * that look the same must not both exist.
 */
const BARCODE_PATTERN = /^[\x21-\x7e]+$/;

/** An optional barcode or SKU, trimmed; blank means none. */
export const barcodeField = optionalText(TEXT_LIMITS.barcode).check(
  z.refine((code) => code === undefined || BARCODE_PATTERN.test(code), PRODUCT_MESSAGES.barcodeCharacters),
);

/** What one unit costs the cafe, in cents. */
export const unitCostField = centsField(PRODUCT_MESSAGES.unitCost, 0, 'Unit cost', PRODUCT_MESSAGES.unitCost);

export const productSchema = z.extend(baseRowSchema, {
  name: z.string().check(z.minLength(1)),
  category: z.enum(PRODUCT_CATEGORIES),
  price: centsSchema,
  description: z.nullable(z.string()),
  available: z.boolean(),
  barcode: z.nullable(z.string()),
  unitCost: z.nullable(centsSchema),
  /**
   * The option groups a sale of it asks for, in the order the picker shows them (modifier-group.ts). Absent on a
   * row stored before products had options: read it as none.
   */
  modifierGroupIds: z.optional(z.array(idSchema)),
});
export type Product = z.infer<typeof productSchema>;

export const productInputSchema = z.object({
  name: requiredText(TEXT_LIMITS.name, PRODUCT_REQUIRED_MESSAGE),
  category: z._default(
    z.enum(PRODUCT_CATEGORIES, { error: PRODUCT_REQUIRED_MESSAGE }),
    PRODUCT_DEFAULTS.category,
  ),
  price: centsField(PRODUCT_REQUIRED_MESSAGE, 0, 'Price'),
  description: optionalText(TEXT_LIMITS.longNote),
  available: z._default(z.boolean(), PRODUCT_DEFAULTS.available),
  barcode: barcodeField,
  unitCost: z.optional(unitCostField),
  modifierGroupIds: z.optional(
    z.array(idSchema).check(
      z.maxLength(MAX_GROUPS_PER_PRODUCT, MODIFIER_GROUP_MESSAGES.tooManyGroups),
      z.refine((ids) => new Set(ids).size === ids.length, MODIFIER_GROUP_MESSAGES.groupLinkedTwice),
    ),
  ),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ParsedProductInput = z.output<typeof productInputSchema>;

/**
 * The product form's values as typed: price and unit cost are text in dollars. The rules are productInputSchema's;
 * only the money fields are parsed from text first.
 */
export const productFormSchema = z.extend(productInputSchema, {
  price: moneyText(productInputSchema.shape.price),
  unitCost: moneyText(productInputSchema.shape.unitCost),
});

/** What the product form holds before parsing (every input is text, the toggle a boolean). */
export interface ProductFormValues {
  name: string;
  category: ProductCategory;
  price: string;
  description: string;
  available: boolean;
  barcode: string;
  unitCost: string;
  /** The option groups it asks for, in the picker's order. */
  modifierGroupIds: string[];
}
