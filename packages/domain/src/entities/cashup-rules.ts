/** The zod-free half of cashup.ts (which re-exports it), for code that must load without zod (see auth-rules.ts). */
import { type Cents, sumCents } from '../money.js';

/**
 * `returned`: an admin sent the report back for correction; whoever counts corrects it and submits it again (the
 * same report, so the day never gains a second one).
 */
export const CASHUP_STATUSES = ['draft', 'submitted', 'approved', 'returned'] as const;
export type CashupStatus = (typeof CASHUP_STATUSES)[number];

export const CASHUP_STATUS_LABELS: Readonly<Record<CashupStatus, string>> = {
  draft: 'Draft',
  submitted: 'Submitted',
  approved: 'Approved',
  returned: 'Sent back',
};

/** Where today's report stands, as the cash-up screen says it once one is in. */
export const CASHUP_TODAY_STATUS_MESSAGES: Readonly<Partial<Record<CashupStatus, string>>> = {
  submitted: "Today's report is submitted, awaiting approval",
  approved: "Today's report is approved",
  returned: "Today's report was sent back for correction",
};

/** A report already stands for the day: a second one is what two counts of one drawer look like. */
export function cashupDayTaken(status: CashupStatus): boolean {
  return status === 'submitted' || status === 'approved';
}

/** Spec §4: new reports are saved as submitted. */
export const NEW_CASHUP_STATUS: CashupStatus = 'submitted';

/** Fields 1 to 10 of the form, in form order: they add up to the daily grand total. */
export const CASHUP_INCOME_FIELDS = [
  'morningShiftCash',
  'afternoonShiftCash',
  'onTheGoSalesCash',
  'fcaCreditCardTransactions',
  'zigCreditCardTransactions',
  'ecoCashMobilePayments',
  'zigCashPayments',
  'bankTransfers',
  'loyaltyCardTransactions',
  'extras',
] as const;
export type CashupIncomeField = (typeof CASHUP_INCOME_FIELDS)[number];

/** Every amount the user enters, in form order (fields 1–11 and 13; 12 is computed). */
export const CASHUP_AMOUNT_FIELDS = [...CASHUP_INCOME_FIELDS, 'expenses', 'gaapCashTotal'] as const;
export type CashupAmountField = (typeof CASHUP_AMOUNT_FIELDS)[number];

export const CASHUP_AMOUNT_MESSAGE = 'Enter an amount of 0 or more';

export const CASHUP_FIELD_LABELS: Readonly<Record<CashupAmountField | 'dailyGrandTotal', string>> = {
  morningShiftCash: 'Morning Shift Cash (7am - 3pm)',
  afternoonShiftCash: 'Afternoon Shift Cash (3pm - 5pm)',
  onTheGoSalesCash: 'On The Go Sales Cash',
  fcaCreditCardTransactions: 'FCA Credit Card Transactions',
  zigCreditCardTransactions: 'ZIG Credit Card Transactions',
  ecoCashMobilePayments: 'EcoCash Mobile Payments',
  zigCashPayments: 'ZIG Cash Payments',
  bankTransfers: 'Bank Transfers',
  loyaltyCardTransactions: 'Loyalty Card Transactions',
  extras: 'Extras',
  expenses: 'Expenses',
  dailyGrandTotal: 'Daily Grand Total',
  gaapCashTotal: 'GAAP Cash Total',
};
/** Spec §4: the sum of fields 1 to 10 minus expenses. */
export function cashupDailyGrandTotal(
  amounts: Readonly<Record<CashupIncomeField | 'expenses', Cents>>,
): Cents {
  return sumCents([...CASHUP_INCOME_FIELDS.map((field) => amounts[field]), -amounts.expenses as Cents]);
}
/** What the cash-up form holds before parsing: every input is text. */
export type CashupFormValues = { date: string; notes: string } & Record<CashupAmountField, string>;

/** A blank form for `date`. */
export function emptyCashupForm(date: string): CashupFormValues {
  return {
    date,
    notes: '',
    ...(Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((field) => [field, ''])) as Record<
      CashupAmountField,
      string
    >),
  };
}
