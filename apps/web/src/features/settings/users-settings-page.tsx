import { paths } from '@cafe/domain';
import { ListFormRoutes } from '../../ui/list-form-routes';
import { UserFormPage } from './user-form-page';
import { UsersListPage } from './users-list-page';

/** /settings/users, /settings/users/new and /settings/users/edit/{id} (spec §2). */
export function UsersSettingsPage() {
  return <ListFormRoutes list={<UsersListPage />} form={<UserFormPage />} listPath={paths.settingsUsers} />;
}
