/** Money spent (spec §3). Receipts are files referenced by id (ARCHITECTURE §3), not data URLs. */
import { z } from 'zod';
import { fileIdSchema, formatFileSize } from '../files.js';
import { TEXT_LIMITS } from '../limits.js';
import {
  baseRowSchema,
  centsField,
  centsSchema,
  isoDateSchema,
  moneyText,
  optionalText,
  requiredText,
} from './common.js';

export const EXPENSE_CATEGORIES = [
  'inventory',
  'utilities',
  'rent',
  'salaries',
  'maintenance',
  'marketing',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const EXPENSE_CATEGORY_LABELS: Readonly<Record<ExpenseCategory, string>> = {
  inventory: 'Inventory',
  utilities: 'Utilities',
  rent: 'Rent',
  salaries: 'Salaries',
  maintenance: 'Maintenance',
  marketing: 'Marketing',
  other: 'Other',
};

/** Spec §4: expenses start pending; seeded data may be approved. No transition is shown. */
export const EXPENSE_STATUSES = ['pending', 'approved'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];

export const EXPENSE_STATUS_LABELS: Readonly<Record<ExpenseStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
};

/** Spec §9. The date default (today) depends on the store's time zone, so the caller supplies it. */
export const EXPENSE_DEFAULTS = {
  category: 'inventory',
  status: 'pending',
  /** Beyond the spec: paid with cash out of the till, so the day's cash-up counts it. */
  paidFromTill: false,
} as const satisfies {
  category: ExpenseCategory;
  status: ExpenseStatus;
  paidFromTill: boolean;
};

export const EXPENSE_REQUIRED_MESSAGE = 'Please fill all required fields correctly';

/** Spec §5/§9: receipts up to 5MB, images or PDF. */
export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;
export const RECEIPT_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf'] as const;
export const RECEIPT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export function receiptTooLargeMessage(sizeBytes: number): string {
  return `File size exceeds 5MB (Current: ${formatFileSize(sizeBytes)})`;
}

export const expenseSchema = baseRowSchema.extend({
  description: z.string().min(1),
  amount: centsSchema,
  category: z.enum(EXPENSE_CATEGORIES),
  vendor: z.string().nullable(),
  date: isoDateSchema,
  status: z.enum(EXPENSE_STATUSES),
  receiptFileId: fileIdSchema.nullable(),
  paidFromTill: z.boolean(),
  createdBy: z.string().min(1),
});
export type Expense = z.infer<typeof expenseSchema>;

export const expenseInputSchema = z.object({
  description: requiredText(TEXT_LIMITS.note, EXPENSE_REQUIRED_MESSAGE),
  // Spec §5: greater than 0, so at least one cent.
  amount: centsField(EXPENSE_REQUIRED_MESSAGE, 1),
  category: z
    .enum(EXPENSE_CATEGORIES, { error: EXPENSE_REQUIRED_MESSAGE })
    .default(EXPENSE_DEFAULTS.category),
  vendor: optionalText(TEXT_LIMITS.place),
  date: z.iso.date({ error: EXPENSE_REQUIRED_MESSAGE }),
  receiptFileId: fileIdSchema.optional(),
  paidFromTill: z.boolean({ error: EXPENSE_REQUIRED_MESSAGE }).default(EXPENSE_DEFAULTS.paidFromTill),
});
export type ExpenseInput = z.input<typeof expenseInputSchema>;

/**
 * The expense form's values as typed: the amount is text in dollars and the receipt is a file id or null for none.
 * The rules are expenseInputSchema's; only the amount is parsed from text first.
 */
export const expenseFormSchema = expenseInputSchema.extend({
  amount: moneyText(expenseInputSchema.shape.amount),
  receiptFileId: fileIdSchema.nullable(),
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
