import type { Cents, Expense, ExpenseCategory } from '@cafe/domain';
import { useLocalWriteErrorStore } from '../../data/repositories/local-write-error-store';
import { TEST_USERS } from '../../test/render-app';
import { freshTill, TEST_ROW_BASE } from '../../test/test-rows';
import { INITIAL_EXPENSES_VIEW, useExpensesListStore } from './expenses-list-store';

/** An expense as a pull would leave it on the device. */
export function makeExpense(
  description: string,
  amount: number,
  date: string,
  options: {
    category?: ExpenseCategory;
    vendor?: string;
    receiptFileId?: string;
    paidFromTill?: boolean;
    createdAt?: string;
  } = {},
): Expense {
  return {
    ...TEST_ROW_BASE,
    ...(options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {}),
    id: crypto.randomUUID(),
    description,
    amount: amount as Cents,
    category: options.category ?? 'inventory',
    vendor: options.vendor ?? null,
    date,
    status: 'pending',
    receiptFileId: options.receiptFileId ?? null,
    paidFromTill: options.paidFromTill ?? false,
    createdBy: TEST_USERS.manager.id,
  };
}

/**
 * A fresh device where `signer` (the manager unless told) holds the signing session an online sign-in would have
 * begun, with no expenses and an empty outbox.
 */
export async function resetExpenses(signer: keyof typeof TEST_USERS = 'manager'): Promise<void> {
  await freshTill(TEST_USERS[signer]);
  useLocalWriteErrorStore.setState({ failure: null });
  useExpensesListStore.setState(INITIAL_EXPENSES_VIEW);
  localStorage.clear();
}
