/** Money spent (spec §3). Receipts are files referenced by id (ARCHITECTURE §3), not data URLs. */
import { fileIdSchema } from '../files.js';
import { TEXT_LIMITS } from '../limits.js';
import { z } from '../zod.js';
import {
  baseRowSchema,
  centsField,
  centsSchema,
  isoDateSchema,
  moneyText,
  optionalText,
  requiredText,
} from './common.js';
import {
  EXPENSE_AMOUNT_MIN_MESSAGE,
  EXPENSE_CATEGORIES,
  EXPENSE_DEFAULTS,
  EXPENSE_REQUIRED_MESSAGE,
  EXPENSE_STATUSES,
  type ExpenseCategory,
} from './expense-rules.js';

export * from './expense-rules.js';

export const expenseSchema = z.extend(baseRowSchema, {
  description: z.string().check(z.minLength(1)),
  amount: centsSchema,
  category: z.enum(EXPENSE_CATEGORIES),
  vendor: z.nullable(z.string()),
  date: isoDateSchema,
  status: z.enum(EXPENSE_STATUSES),
  receiptFileId: z.nullable(fileIdSchema),
  paidFromTill: z.boolean(),
  createdBy: z.string().check(z.minLength(1)),
});
export type Expense = z.infer<typeof expenseSchema>;

export const expenseInputSchema = z.object({
  description: requiredText(TEXT_LIMITS.note, EXPENSE_REQUIRED_MESSAGE),
  // Spec §5: greater than 0, so at least one cent.
  amount: centsField(EXPENSE_REQUIRED_MESSAGE, 1, 'Amount', EXPENSE_AMOUNT_MIN_MESSAGE),
  category: z._default(
    z.enum(EXPENSE_CATEGORIES, { error: EXPENSE_REQUIRED_MESSAGE }),
    EXPENSE_DEFAULTS.category,
  ),
  vendor: optionalText(TEXT_LIMITS.place),
  date: z.iso.date({ error: EXPENSE_REQUIRED_MESSAGE }),
  receiptFileId: z.optional(fileIdSchema),
  paidFromTill: z._default(z.boolean({ error: EXPENSE_REQUIRED_MESSAGE }), EXPENSE_DEFAULTS.paidFromTill),
});
export type ExpenseInput = z.input<typeof expenseInputSchema>;

/**
 * The expense form's values as typed: the amount is text in dollars and the receipt is a file id or null for none.
 * The rules are expenseInputSchema's; only the amount is parsed from text first.
 */
export const expenseFormSchema = z.extend(expenseInputSchema, {
  amount: moneyText(expenseInputSchema.shape.amount),
  receiptFileId: z.nullable(fileIdSchema),
});
export type ParsedExpenseForm = z.output<typeof expenseFormSchema>;

/** What the expense form holds before parsing (inputs are text, the till flag a boolean). */
export interface ExpenseFormValues {
  description: string;
  amount: string;
  category: ExpenseCategory;
  vendor: string;
  date: string;
  paidFromTill: boolean;
  receiptFileId: string | null;
}
