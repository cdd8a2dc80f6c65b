import {
  amountLeft,
  type Cents,
  cents,
  DECIMAL_COMMA_MESSAGE,
  overBalanceMessage,
  type PaymentMethod,
  parseMoney,
  type SalePaymentInput,
  tipForPercent,
} from '@cafe/domain';

/** The tip chosen for the leg about to be paid. */
export type TipState =
  | { kind: 'none' }
  | { kind: 'percent'; percent: number }
  | { kind: 'custom'; text: string };

export const AMOUNT_MESSAGE = 'Enter the amount paying now, such as 10.00';
export const TIP_MESSAGE = 'Enter the tip, such as 2.00';

/** Typed money: the cents, or what to type instead. Blank is `blank`. */
function readMoney(text: string, blank: Cents, message: string): { amount: Cents } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { amount: blank };
  if (/^\$?\d*,\d{1,2}$/.test(trimmed)) return { error: DECIMAL_COMMA_MESSAGE };
  const amount = parseMoney(trimmed);
  return amount === null || amount < 0 ? { error: message } : { amount };
}

/** The tip in cents on a leg of `amount`, or what to type instead. */
export function tipFor(tip: TipState, amount: Cents): { amount: Cents } | { error: string } {
  if (tip.kind === 'none') return { amount: cents(0) };
  if (tip.kind === 'percent') return { amount: tipForPercent(amount, tip.percent) };
  return readMoney(tip.text, cents(0), TIP_MESSAGE);
}

export interface LegRequest {
  total: Cents;
  legs: readonly SalePaymentInput[];
  method: PaymentMethod;
  /** Blank: all that is left. */
  amountText: string;
  tip: TipState;
}

/**
 * The legs after one more is taken, and whether they now pay the total; or why it cannot be taken. An amount above
 * what is left is refused, never capped (the domain's sale module refuses it too); cash handed over above it is the
 * sale-complete sheet's tendered money, not this amount.
 */
export function nextLeg(
  request: LegRequest,
): { legs: SalePaymentInput[]; complete: boolean } | { error: string } {
  const left = amountLeft(request.total, request.legs as Parameters<typeof amountLeft>[1]);
  const read = readMoney(request.amountText, left, AMOUNT_MESSAGE);
  if ('error' in read) return read;
  const { amount } = read;
  if (amount === 0 && left > 0) return { error: AMOUNT_MESSAGE };
  if (amount > left) return { error: overBalanceMessage(request.method, amount, left) };
  const tip = tipFor(request.tip, amount);
  if ('error' in tip) return tip;
  const leg: SalePaymentInput = {
    method: request.method,
    amount,
    ...(tip.amount > 0 ? { tip: tip.amount } : {}),
  };
  return { legs: [...request.legs, leg], complete: amount === left };
}
