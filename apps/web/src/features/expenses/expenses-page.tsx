import { paths } from '@cafe/domain';
import { ListFormRoutes } from '../../ui/list-form-routes';
import { ExpenseFormPage } from './expense-form-page';
import { ExpensesListPage } from './expenses-list-page';

/**
 * /expenses (the list, view_expenses), /expenses/new and /expenses/edit/{id} (one form, spec §2). The route table
 * (domain routes.ts) already sends someone without create_expense away from the form paths.
 */
export function ExpensesPage() {
  return <ListFormRoutes list={<ExpensesListPage />} form={<ExpenseFormPage />} listPath={paths.expenses} />;
}
