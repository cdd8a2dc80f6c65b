/** A catalogue item (spec §3). */
import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.js';
import { baseRowSchema, centsField, centsSchema, optionalText, requiredText } from './common.js';

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

export const productSchema = baseRowSchema.extend({
  name: z.string().min(1),
  category: z.enum(PRODUCT_CATEGORIES),
  price: centsSchema,
  description: z.string().nullable(),
  available: z.boolean(),
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
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ParsedProductInput = z.output<typeof productInputSchema>;
