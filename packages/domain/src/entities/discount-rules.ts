/**
 * The zod-free half of discount.ts (which re-exports it): a discount as a sale and its lines keep it, and the store's
 * limit above which one needs a manager's approval (issue 33). A discount keeps the name, kind and value it was
 * given with and the cents it took, so a past sale reads as it was sold when a preset changes or goes.
 */
import { cents, formatMoney } from '../money.js';
import { type DiscountForPricing, discountSale, MILLI_PERCENT_PER_PERCENT } from '../sale-pricing.js';

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** The most discounts on one line or on one sale: a staff discount and a remake, not a coupon book. */
export const MAX_DISCOUNTS = 5;

/** Store setting's default: discounts above 20% of the sale need a manager (issue 33), in thousandths of a percent. */
export const DEFAULT_DISCOUNT_LIMIT_MILLI_PERCENT = 20 * MILLI_PERCENT_PER_PERCENT;

export const DISCOUNT_MESSAGES = {
  /** An open discount (no preset) says why. */
  reasonRequired: 'Enter a reason for the discount',
  percent: 'Enter a percentage from 0 to 100, such as 10',
  amount: 'Enter an amount in dollars, such as 1.50',
  tooMany: `At most ${MAX_DISCOUNTS} discounts on a line or a sale`,
  /** The cents a discount says it took are not what pricing takes: the till and the server priced it differently. */
  doesNotAddUp: 'The discount does not add up',
  needsApproval: 'This discount is above the store limit and needs a manager’s approval',
  /** An open amount larger than what is left to take it from (`most`: formatted money). */
  moreThanLeft: (most: string) => `The discount can’t be more than ${most}, what is left to take it from`,
} as const;

/** A discount as a sale or a line keeps it. */
export interface AppliedDiscount {
  /** The preset it came from; none for an open discount, which has a reason instead. */
  presetId?: string | undefined;
  reason?: string | undefined;
  name: string;
  kind: DiscountKind;
  /** Thousandths of a percent for a percent, cents for an amount. */
  value: number;
  /** The cents it took, as sale-pricing.ts works it out. */
  cents: number;
}

/** What pricing needs of applied discounts. */
export function forPricing(
  discounts: readonly AppliedDiscount[] | undefined,
): DiscountForPricing[] | undefined {
  return discounts?.map((discount) => ({ kind: discount.kind, value: discount.value }));
}

/** '50%' or '$1.50': a discount's size as the till and the back office show it. */
export function formatDiscountValue(discount: Pick<AppliedDiscount, 'kind' | 'value'>): string {
  if (discount.kind === 'amount') return formatMoney(cents(discount.value));
  const whole = Math.trunc(discount.value / MILLI_PERCENT_PER_PERCENT);
  const fraction = String(discount.value % MILLI_PERCENT_PER_PERCENT)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${fraction === '' ? whole : `${whole}.${fraction}`}%`;
}

/**
 * Whether `discounted` cents off a sale whose lines come to `gross` before any discount is above the store's limit
 * (thousandths of a percent of `gross`): exact in whole numbers, so 20% of $10.00 is $2.00 and not a cent more.
 */
export function aboveDiscountLimit(discounted: number, gross: number, limitMilliPercent: number): boolean {
  return discounted * 100 * MILLI_PERCENT_PER_PERCENT > gross * limitMilliPercent;
}

/**
 * A manager's approval of a sale's discounts above the store's limit, made on the till where the cashier rang it
 * up: the manager types their password there, which unlocks their actor key (docs/security.md, "Who made a
 * change"), and the key signs discountApprovalMessage. The server verifies it with the manager's registered key,
 * so it works offline and says who approved.
 */
export interface DiscountApproval {
  approverId: string;
  /** The approving actor key's id and its signature over discountApprovalMessage (base64url, as actor proofs). */
  keyId: string;
  signature: string;
  /** When the manager approved, by the till's clock (ISO). */
  approvedAt: string;
}

/** Separates these signatures from a mutation's proof, which the same key also makes. */
const APPROVAL_CONTEXT = 'cafe-pos discount approval v1';

interface ApprovedSale {
  id: string;
  items: readonly { id: string; discounts?: readonly AppliedDiscount[] | null | undefined }[];
  discounts?: readonly AppliedDiscount[] | null | undefined;
}

const signedDiscounts = (discounts: readonly AppliedDiscount[] | null | undefined) =>
  (discounts ?? []).map((discount) => [discount.kind, discount.value, discount.cents]);

/**
 * The exact text an approval is signed over: which sale, who approved and when, and every discount's kind, value
 * and cents on each line and on the sale, so an approval cannot be moved to another sale or to larger discounts.
 */
export function discountApprovalMessage(
  sale: ApprovedSale,
  approval: Pick<DiscountApproval, 'approverId' | 'approvedAt'>,
): string {
  return JSON.stringify([
    APPROVAL_CONTEXT,
    sale.id,
    approval.approverId,
    approval.approvedAt,
    sale.items.map((item) => [item.id, signedDiscounts(item.discounts)]),
    signedDiscounts(sale.discounts),
  ]);
}

/** A discount as the till holds it before the sale is priced: its cents are worked out when the sale is made. */
export type DiscountChoice = Omit<AppliedDiscount, 'cents'>;

/** The words an open discount (no preset) is shown with; its reason says why. */
export const OPEN_DISCOUNT_NAME = 'Open discount';

export function presetChoice(preset: {
  id: string;
  name: string;
  kind: DiscountKind;
  value: number;
}): DiscountChoice {
  return { presetId: preset.id, name: preset.name, kind: preset.kind, value: preset.value };
}

export function openDiscountChoice(amount: number, reason: string): DiscountChoice {
  return { reason, name: OPEN_DISCOUNT_NAME, kind: 'amount', value: amount };
}

interface DiscountableLine {
  quantity: number;
  unitPrice: number;
  discount?: number | undefined;
  discounts?: readonly DiscountChoice[] | undefined;
}

/**
 * The lines and the sale with each discount's cents as sale-pricing.ts takes them: what a till stores and the
 * server checks. Throws (RangeError) as pricing does on impossible amounts.
 */
export function withDiscountCents<L extends DiscountableLine>(
  lines: readonly L[],
  saleDiscounts: readonly DiscountChoice[] | undefined,
): { lines: (Omit<L, 'discounts'> & { discounts?: AppliedDiscount[] })[]; discounts?: AppliedDiscount[] } {
  const discounting = discountSale({
    lines: lines.map((line) => ({
      quantity: line.quantity,
      unitPrice: cents(line.unitPrice),
      discount: line.discount === undefined ? undefined : cents(line.discount),
      discounts: forPricing(line.discounts?.map((choice) => ({ ...choice, cents: 0 }))),
    })),
    saleDiscounts: forPricing(saleDiscounts?.map((choice) => ({ ...choice, cents: 0 }))),
  });
  const taken = (choices: readonly DiscountChoice[] | undefined, cents: readonly number[]) =>
    choices && choices.length > 0
      ? { discounts: choices.map((choice, index) => ({ ...choice, cents: cents[index] ?? 0 })) }
      : {};
  return {
    lines: lines.map(({ discounts, ...line }, index) => ({
      ...line,
      ...taken(discounts, discounting.lines[index]?.taken ?? []),
    })),
    ...taken(saleDiscounts, discounting.saleTaken),
  };
}

/** What the discounts of a sale's lines and of the sale take together, and what its lines came to before them. */
export function discountShare(sale: {
  items: readonly {
    quantity: number;
    unitPrice: number;
    discounts?: readonly AppliedDiscount[] | null | undefined;
  }[];
  discounts?: readonly AppliedDiscount[] | null | undefined;
}): { discounted: number; gross: number } {
  let discounted = 0;
  let gross = 0;
  for (const item of sale.items) {
    gross += item.quantity * item.unitPrice;
    for (const discount of item.discounts ?? []) discounted += discount.cents;
  }
  for (const discount of sale.discounts ?? []) discounted += discount.cents;
  return { discounted, gross };
}
