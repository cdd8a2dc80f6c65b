import type { Expense } from '@cafe/domain';
import { createEditableRepository, ownSchemas } from './editable-repository';
import type { RepositoryDeps } from './local-writer';

export function createExpensesRepository(deps: RepositoryDeps) {
  const base = createEditableRepository(deps, ownSchemas('expense'));
  return {
    ...base,
    /** Newest first by the expense's date. */
    async list(): Promise<Expense[]> {
      return deps.db.expenses
        .orderBy('date')
        .reverse()
        .filter((row) => row.deletedAt === null)
        .toArray();
    },
  };
}

export type ExpensesRepository = ReturnType<typeof createExpensesRepository>;
