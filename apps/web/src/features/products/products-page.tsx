import { paths } from '@cafe/domain';
import { Route, Routes } from 'react-router';
import { ListFormRoutes } from '../../ui/list-form-routes';
import { DiscountPresetsPage } from './discount-presets-page';
import { OptionGroupsPage } from './option-groups-page';
import { ProductFormPage } from './product-form-page';
import { ProductsListPage } from './products-list-page';

/**
 * /products (the list), /products/new and /products/edit/{id} (one form, spec §2); and the option groups the
 * products ask for under /products/options.
 */
export function ProductsPage() {
  return (
    <Routes>
      <Route path="options/*" element={<OptionGroupsPage />} />
      <Route path="discounts/*" element={<DiscountPresetsPage />} />
      <Route
        path="*"
        element={
          <ListFormRoutes list={<ProductsListPage />} form={<ProductFormPage />} listPath={paths.products} />
        }
      />
    </Routes>
  );
}
