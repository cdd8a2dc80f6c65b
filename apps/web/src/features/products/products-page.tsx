import { paths } from '@cafe/domain';
import { ListFormRoutes } from '../../ui/list-form-routes';
import { ProductFormPage } from './product-form-page';
import { ProductsListPage } from './products-list-page';

/** /products (the list), /products/new and /products/edit/{id} (one form, spec §2). */
export function ProductsPage() {
  return <ListFormRoutes list={<ProductsListPage />} form={<ProductFormPage />} listPath={paths.products} />;
}
