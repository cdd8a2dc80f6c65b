/** A catalogue item (spec §3). */
import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.js';
import { baseRowSchema, centsField, centsSchema, moneyText, optionalText, requiredText } from './common.js';

export const PRODUCT_CATEGORIES = ['beverages', 'food', 'desserts', 'merchandise', 'custom'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_CATEGORY_LABELS: Readonly<Record<ProductCategory, string>> = {
  beverages: 'Beverages',
  food: 'Food',
  desserts: 'Desserts',
  merchandise: 'Merchandise',
  custom: 'Custom',
};

/** Spec §9: a new product is a beverage and available. */
export const PRODUCT_DEFAULTS = { category: 'beverages', available: true } as const satisfies {
  category: ProductCategory;
  available: boolean;
};

export const PRODUCT_REQUIRED_MESSAGE = 'Please fill all required fields correctly';

/** Beyond the spec: the optional SKU/barcode and unit cost. */
export const PRODUCT_MESSAGES = {
  barcodeCharacters: 'A barcode can hold only letters, digits and symbols, without spaces',
  barcodeTaken: (productName: string) => `This barcode is already used by ${productName}`,
  unitCost: 'Enter a unit cost of 0 or more',
} as const;

/**
 * What a scanner types (EAN/UPC digits, Code 128's printable ASCII) and what a cafe writes as its own SKU. No
 * spaces or other invisible characters: New Sale matches a scanned code exactly, so two spellings of one code
 * that look the same must not both exist.
 */
const BARCODE_PATTERN = /^[\x21-\x7e]+$/;

/** An optional barcode or SKU, trimmed; blank means none. */
export const barcodeField = optionalText(TEXT_LIMITS.barcode).refine(
  (code) => code === undefined || BARCODE_PATTERN.test(code),
  PRODUCT_MESSAGES.barcodeCharacters,
);

/** What one unit costs the cafe, in cents. */
export const unitCostField = centsField(PRODUCT_MESSAGES.unitCost);

/**
 * The gross margin of a sale at `price` when the item costs `unitCost`, as a percentage of the price rounded to
 * one decimal (half away from zero): 450 at a cost of 150 is 66.7. Negative when the cost is above the price.
 * null when there is no cost to compare with, or the price is 0 (a free item has no margin to speak of).
 */
export function productMargin(price: number, unitCost: number | null | undefined): number | null {
  if (unitCost === null || unitCost === undefined || price === 0) return null;
  // Integer tenths of a percent, rounded on exact integers so 1/3 and 2/3 never pick up float noise.
  const numerator = (price - unitCost) * 1000;
  const whole = Math.trunc(numerator / price);
  const remainder = Math.abs(numerator - whole * price);
  const tenths = remainder * 2 >= Math.abs(price) ? whole + Math.sign(numerator) * Math.sign(price) : whole;
  return tenths / 10 || 0;
}

export const productSchema = baseRowSchema.extend({
  name: z.string().min(1),
  category: z.enum(PRODUCT_CATEGORIES),
  price: centsSchema,
  description: z.string().nullable(),
  available: z.boolean(),
  barcode: z.string().nullable(),
  unitCost: centsSchema.nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const productInputSchema = z.object({
  name: requiredText(TEXT_LIMITS.name, PRODUCT_REQUIRED_MESSAGE),
  category: z
    .enum(PRODUCT_CATEGORIES, { error: PRODUCT_REQUIRED_MESSAGE })
    .default(PRODUCT_DEFAULTS.category),
  price: centsField(PRODUCT_REQUIRED_MESSAGE),
  description: optionalText(TEXT_LIMITS.longNote),
  available: z.boolean().default(PRODUCT_DEFAULTS.available),
  barcode: barcodeField,
  unitCost: unitCostField.optional(),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ParsedProductInput = z.output<typeof productInputSchema>;

/**
 * The product form's values as typed: price and unit cost are text in dollars. The rules are productInputSchema's;
 * only the money fields are parsed from text first.
 */
export const productFormSchema = productInputSchema.extend({
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
}
