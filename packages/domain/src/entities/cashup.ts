/** The daily cash-up report (spec §2, §3, §4). */
import { TEXT_LIMITS } from '../limits.js';
import { z } from '../zod.js';
import {
  CASHUP_AMOUNT_FIELDS,
  CASHUP_AMOUNT_MESSAGE,
  CASHUP_FIELD_LABELS,
  CASHUP_STATUSES,
  type CashupAmountField,
} from './cashup-rules.js';
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

export * from './cashup-rules.js';

const amountShape = Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((field) => [field, centsSchema])) as Record<
  CashupAmountField,
  typeof centsSchema
>;
const amountInputShape = Object.fromEntries(
  CASHUP_AMOUNT_FIELDS.map((field) => [
    field,
    // "Morning Shift Cash can't be more than …": the label without its hours.
    // Below 0 the form's own field message already says what is wanted ('Enter an amount of 0 or more').
    centsField(
      CASHUP_AMOUNT_MESSAGE,
      0,
      CASHUP_FIELD_LABELS[field].replace(/ \(.*\)$/, ''),
      CASHUP_AMOUNT_MESSAGE,
    ),
  ]),
) as Record<CashupAmountField, typeof centsSchema>;

export const cashupSchema = z.extend(baseRowSchema, {
  date: isoDateSchema,
  ...amountShape,
  // Negative when the day's expenses exceed its takings.
  dailyGrandTotal: signedCentsSchema,
  notes: z.nullable(z.string()),
  createdBy: z.string().check(z.minLength(1)),
  status: z.enum(CASHUP_STATUSES),
  /**
   * Who approved the report and when, set by the server from the actor whenever the status becomes approved (and
   * cleared when it leaves it): the Z report names its approver. Rows from before this was kept have neither.
   */
  approvedBy: z._default(z.nullable(z.string()), null),
  approvedAt: z._default(z.nullable(isoDateTimeSchema), null),
});
export type Cashup = z.infer<typeof cashupSchema>;

export const cashupInputSchema = z.object({
  date: z.iso.date({ error: 'Date is required' }),
  ...amountInputShape,
  notes: optionalText(TEXT_LIMITS.longNote),
});
export type CashupInput = z.input<typeof cashupInputSchema>;

/** The form's schema: each amount typed as dollars ('12.50') and parsed to cents by the domain (spec §5). */
export const cashupFormSchema = z.extend(
  cashupInputSchema,
  Object.fromEntries(
    CASHUP_AMOUNT_FIELDS.map((field) => [field, moneyText(cashupInputSchema.shape[field])]),
  ) as Record<CashupAmountField, ReturnType<typeof moneyText<typeof centsSchema>>>,
);
export type ParsedCashupInput = z.output<typeof cashupInputSchema>;
