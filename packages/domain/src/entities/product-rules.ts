/** The zod-free half of product.ts (which re-exports it): what a till shows before it validates anything (see auth-rules.ts). */

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
