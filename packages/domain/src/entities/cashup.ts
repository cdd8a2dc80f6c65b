/** The daily cash-up report (spec §2, §3, §4). */
import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.js';
import { type Cents, sumCents } from '../money.js';
import {
  baseRowSchema,
  centsField,
  centsSchema,
  isoDateSchema,
  isoDateTimeSchema,
  moneyText,
  optionalText,
  signedCentsSchema,
} from './common.js';

export const CASHUP_STATUSES = ['draft', 'submitted', 'approved'] as const;
export type CashupStatus = (typeof CASHUP_STATUSES)[number];

export const CASHUP_STATUS_LABELS: Readonly<Record<CashupStatus, string>> = {
  draft: 'Draft',
  submitted: 'Submitted',
  approved: 'Approved',
};

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

const amountShape = Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((field) => [field, centsSchema])) as Record<
  CashupAmountField,
  typeof centsSchema
>;
const amountInputShape = Object.fromEntries(
  CASHUP_AMOUNT_FIELDS.map((field) => [field, centsField(CASHUP_AMOUNT_MESSAGE)]),
) as Record<CashupAmountField, typeof centsSchema>;

export const cashupSchema = baseRowSchema.extend({
  date: isoDateSchema,
  ...amountShape,
  // Negative when the day's expenses exceed its takings.
  dailyGrandTotal: signedCentsSchema,
  notes: z.string().nullable(),
  createdBy: z.string().min(1),
  status: z.enum(CASHUP_STATUSES),
  /**
   * Who approved the report and when, set by the server from the actor whenever the status becomes approved (and
   * cleared when it leaves it): the Z report names its approver. Rows from before this was kept have neither.
   */
  approvedBy: z.string().nullable().default(null),
  approvedAt: isoDateTimeSchema.nullable().default(null),
});
export type Cashup = z.infer<typeof cashupSchema>;

export const cashupInputSchema = z.object({
  date: z.iso.date({ error: 'Date is required' }),
  ...amountInputShape,
  notes: optionalText(TEXT_LIMITS.longNote),
});
export type CashupInput = z.input<typeof cashupInputSchema>;

/** Spec §4: the sum of fields 1 to 10 minus expenses. */
export function cashupDailyGrandTotal(
  amounts: Readonly<Record<CashupIncomeField | 'expenses', Cents>>,
): Cents {
  return sumCents([...CASHUP_INCOME_FIELDS.map((field) => amounts[field]), -amounts.expenses as Cents]);
}

/** The form's schema: each amount typed as dollars ('12.50') and parsed to cents by the domain (spec §5). */
export const cashupFormSchema = cashupInputSchema.extend(
  Object.fromEntries(
    CASHUP_AMOUNT_FIELDS.map((field) => [field, moneyText(cashupInputSchema.shape[field])]),
  ) as Record<CashupAmountField, ReturnType<typeof moneyText<typeof centsSchema>>>,
);
export type ParsedCashupInput = z.output<typeof cashupInputSchema>;

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
