import { paths } from '@cafe/domain';
import { Navigate, Route, Routes } from 'react-router';
import { ExpenseFormPage } from './expense-form-page';
import { ExpensesListPage } from './expenses-list-page';

/**
 * /expenses (the list, view_expenses), /expenses/new and /expenses/edit/{id} (one form, spec §2). The route table
 * (domain routes.ts) already sends someone without create_expense away from the form paths.
 */
export function ExpensesPage() {
  return (
    <Routes>
      <Route index element={<ExpensesListPage />} />
      <Route path="new" element={<ExpenseFormPage />} />
      <Route path="edit/:id" element={<ExpenseFormPage />} />
      <Route path="*" element={<Navigate to={paths.expenses} replace />} />
    </Routes>
  );
}
