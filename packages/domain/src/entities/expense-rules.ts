/** The zod-free half of expense.ts (which re-exports it), for code that must load without zod (see auth-rules.ts). */
import { formatFileSize } from '../files-rules.js';

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
/** Beside the amount when it is 0 or less: the spec's minimum, 0.01. */
export const EXPENSE_AMOUNT_MIN_MESSAGE = 'Amount must be at least $0.01';

/** Spec §5/§9: receipts up to 5MB, images or PDF. */
export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;
export const RECEIPT_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf'] as const;
export const RECEIPT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export function receiptTooLargeMessage(sizeBytes: number): string {
  return `File size exceeds 5MB (Current: ${formatFileSize(sizeBytes)})`;
}
