import { paths } from '@cafe/domain';
import { ListFormRoutes } from '../../ui/list-form-routes';
import { DiscountPresetFormPage } from './discount-preset-form-page';
import { DiscountPresetsListPage } from './discount-presets-list-page';

/** /products/discounts (the list), /products/discounts/new and /products/discounts/edit/{id} (one form). */
export function DiscountPresetsPage() {
  return (
    <ListFormRoutes
      list={<DiscountPresetsListPage />}
      form={<DiscountPresetFormPage />}
      listPath={paths.productDiscounts}
    />
  );
}
