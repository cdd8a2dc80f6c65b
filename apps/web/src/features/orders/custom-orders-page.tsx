import { paths } from '@cafe/domain';
import { ListFormRoutes } from '../../ui/list-form-routes';
import { CustomOrderFormPage } from './custom-order-form-page';
import { CustomOrdersListPage } from './custom-orders-list-page';

/** /orders/custom (the list by due date), /orders/custom/new and /orders/custom/edit/{id} (one form). */
export function CustomOrdersPage() {
  return (
    <ListFormRoutes
      list={<CustomOrdersListPage />}
      form={<CustomOrderFormPage />}
      listPath={paths.customOrders}
    />
  );
}
