import { paths } from '@cafe/domain';
import { Navigate, Route, Routes } from 'react-router';
import { ProductFormPage } from './product-form-page';
import { ProductsListPage } from './products-list-page';

/** /products (the list), /products/new and /products/edit/{id} (one form, spec §2). */
export function ProductsPage() {
  return (
    <Routes>
      <Route index element={<ProductsListPage />} />
      <Route path="new" element={<ProductFormPage />} />
      <Route path="edit/:id" element={<ProductFormPage />} />
      <Route path="*" element={<Navigate to={paths.products} replace />} />
    </Routes>
  );
}
