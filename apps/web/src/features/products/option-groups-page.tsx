import { paths } from '@cafe/domain';
import { ListFormRoutes } from '../../ui/list-form-routes';
import { OptionGroupFormPage } from './option-group-form-page';
import { OptionGroupsListPage } from './option-groups-list-page';

/** /products/options (the list), /products/options/new and /products/options/edit/{id} (one form). */
export function OptionGroupsPage() {
  return (
    <ListFormRoutes
      list={<OptionGroupsListPage />}
      form={<OptionGroupFormPage />}
      listPath={paths.productOptions}
    />
  );
}
