/** Expenses as a CSV file: what the expenses screen shows after its filters, in the order it shows them. */

import { labelFor } from '../entities/common-rules.js';
import type { Expense } from '../entities/expense.js';
import { EXPENSE_CATEGORY_LABELS, EXPENSE_STATUS_LABELS } from '../entities/expense-rules.js';
import { centsToDecimalString } from '../money.js';
import { toCsv } from './csv-table.js';

const HEADER = [
  'Date',
  'Description',
  'Category',
  'Vendor',
  'Amount',
  'Status',
  'Paid from till',
  'Receipt',
] as const;

/** One line per expense given (the caller filters and sorts); amounts are plain decimals, e.g. 475.50. */
export function expensesToCsv(expenses: readonly Expense[]): string {
  return toCsv(
    HEADER,
    expenses.map((expense) => [
      expense.date,
      expense.description,
      labelFor(EXPENSE_CATEGORY_LABELS, expense.category),
      expense.vendor ?? '',
      centsToDecimalString(expense.amount),
      labelFor(EXPENSE_STATUS_LABELS, expense.status),
      expense.paidFromTill ? 'yes' : 'no',
      expense.receiptFileId === null ? 'no' : 'yes',
    ]),
  );
}
