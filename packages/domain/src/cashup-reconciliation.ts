/**
 * The count meets the record (issue: cash-up beyond the spec). A cash-up's counted fields are compared, group by
 * group, with what the tills recorded for the same business day: the sales by payment method and the expenses paid
 * out of the till. A variance is counted minus recorded, so a positive one is money over and a negative one short.
 * A split sale's legs count under their own methods; cash tips are in the drawer too, so the cash expected is the
 * cash sales plus the cash tips (issue 33). Card and mobile tips are paid out by the processor, not counted here.
 */
import type { BusinessDay } from './business-day.js';
import type { DailyTotal } from './dashboard.js';
import type { CashupAmountField } from './entities/cashup.js';
import type { PaymentMethod } from './entities/sale.js';
import { type Cents, cents, formatMoney, sumCents } from './money.js';

/** The threshold itself is a store setting: StoreSettings.cashupVarianceThreshold (default $5.00). */

const RECONCILIATION_GROUPS = ['cash', 'cards', 'mobile', 'tillExpenses'] as const;
export type ReconciliationGroup = (typeof RECONCILIATION_GROUPS)[number];

export const RECONCILIATION_GROUP_LABELS: Readonly<Record<ReconciliationGroup, string>> = {
  cash: 'Cash',
  cards: 'Cards',
  mobile: 'Mobile',
  tillExpenses: 'Expenses paid from the till',
};

/** The counted fields each group is checked against: cash 1–3, cards 4–5, mobile 6, expenses 11. */
export const RECONCILIATION_COUNTED_FIELDS: Readonly<
  Record<ReconciliationGroup, readonly CashupAmountField[]>
> = {
  cash: ['morningShiftCash', 'afternoonShiftCash', 'onTheGoSalesCash'],
  cards: ['fcaCreditCardTransactions', 'zigCreditCardTransactions'],
  mobile: ['ecoCashMobilePayments'],
  tillExpenses: ['expenses'],
};

/** The payment methods whose sales each income group records; cards are credit and debit together. */
const RECONCILIATION_PAYMENT_METHODS: Readonly<
  Record<Exclude<ReconciliationGroup, 'tillExpenses'>, readonly PaymentMethod[]>
> = {
  cash: ['cash'],
  cards: ['credit_card', 'debit_card'],
  mobile: ['mobile_payment'],
};

export type VarianceDirection = 'over' | 'short' | 'balanced';

export interface ReconciliationLine {
  group: ReconciliationGroup;
  recorded: Cents;
  counted: Cents;
  /** Counted minus recorded. */
  variance: Cents;
  direction: VarianceDirection;
}

/** The expense fields reconciliation reads. */
export interface TillExpense {
  date: BusinessDay;
  amount: Cents;
  paidFromTill: boolean;
  deletedAt: string | null;
}

export interface ReconcileInput {
  day: BusinessDay;
  /** Per-day, per-method sales totals (the device's daily totals); other days are ignored. */
  dailyTotals: readonly DailyTotal[];
  /** Expenses; only live ones of the day marked paid from the till count. */
  expenses: readonly TillExpense[];
  /** The amounts typed into the cash-up form so far. */
  counted: Readonly<Record<CashupAmountField, Cents>>;
}

function directionOf(variance: Cents): VarianceDirection {
  if (variance > 0) return 'over';
  if (variance < 0) return 'short';
  return 'balanced';
}

/** One line per group, in RECONCILIATION_GROUPS order. */
export function reconcileCashup({
  day,
  dailyTotals,
  expenses,
  counted,
}: ReconcileInput): ReconciliationLine[] {
  const salesByMethod = new Map<string, Cents>();
  for (const row of dailyTotals) {
    if (row.day !== day) continue;
    const inDrawer = row.paymentMethod === 'cash' ? (row.tips ?? cents(0)) : cents(0);
    salesByMethod.set(
      row.paymentMethod,
      sumCents([salesByMethod.get(row.paymentMethod) ?? cents(0), row.total, inDrawer]),
    );
  }
  const tillExpenses = sumCents(
    expenses
      .filter((expense) => expense.date === day && expense.paidFromTill && expense.deletedAt === null)
      .map((expense) => expense.amount),
  );
  return RECONCILIATION_GROUPS.map((group) => {
    const recorded =
      group === 'tillExpenses'
        ? tillExpenses
        : sumCents(
            RECONCILIATION_PAYMENT_METHODS[group].map((method) => salesByMethod.get(method) ?? cents(0)),
          );
    const countedTotal = sumCents(RECONCILIATION_COUNTED_FIELDS[group].map((field) => counted[field]));
    const variance = cents(countedTotal - recorded);
    return { group, recorded, counted: countedTotal, variance, direction: directionOf(variance) };
  });
}

/** A variance strictly above the threshold, over or short, needs the counter's note before submitting. */
export function varianceNeedsNote(lines: readonly ReconciliationLine[], threshold: Cents): boolean {
  return lines.some((line) => Math.abs(line.variance) > threshold);
}

/** What the Notes field says when a variance needs explaining. */
export function varianceNoteMessage(threshold: Cents, currency?: string): string {
  return `A variance over ${formatMoney(threshold, currency)} needs a note explaining it before you submit`;
}
