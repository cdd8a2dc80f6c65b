/**
 * The zod-free half of discount-preset.ts (which re-exports it): a discount preset is a discount a manager names
 * once ("Staff 50%", "Regular 10%", "Spilled — remake") for a cashier to apply with one tap, to a line or to the
 * whole sale (issue 33). A sale keeps a copy of what it applied (discount-rules.ts), never a reference alone.
 */
import { MAX_CENTS } from '../limits.js';
import { MILLI_PERCENT_PER_PERCENT } from '../sale-pricing.js';
import type { DiscountKind } from './discount-rules.js';

export const DISCOUNT_SCOPES = ['line', 'sale'] as const;
export type DiscountScope = (typeof DISCOUNT_SCOPES)[number];

export const DISCOUNT_SCOPE_LABELS: Readonly<Record<DiscountScope, string>> = {
  line: 'One item',
  sale: 'Whole sale',
};

export const DISCOUNT_KIND_LABELS: Readonly<Record<DiscountKind, string>> = {
  percent: 'Percent',
  amount: 'Amount',
};

export const DISCOUNT_PRESET_MESSAGES = {
  nameRequired: 'Enter a name for the discount',
  percent: 'Enter a percentage from 0 to 100, such as 10',
  percentDecimals: 'A percentage can have at most three decimals, such as 12.5',
  amount: 'Enter an amount in dollars, such as 1.50',
  saved: 'Discount saved',
  deleted: 'Discount deleted',
} as const;

/** The highest value of each kind: 100% in thousandths of a percent, the money ceiling in cents. */
export const DISCOUNT_VALUE_MAX: Readonly<Record<DiscountKind, number>> = {
  percent: 100 * MILLI_PERCENT_PER_PERCENT,
  amount: MAX_CENTS,
};

export interface DiscountPresetShape {
  kind: DiscountKind;
  value: number;
}

/** Why a preset's value cannot be of its kind, with the field; null when it can. */
export function discountPresetRefusal(preset: DiscountPresetShape): { message: string; path: string } | null {
  if (preset.value <= DISCOUNT_VALUE_MAX[preset.kind] && preset.value > 0) return null;
  return {
    message: preset.kind === 'percent' ? DISCOUNT_PRESET_MESSAGES.percent : DISCOUNT_PRESET_MESSAGES.amount,
    path: 'value',
  };
}
