import { paths } from '@cafe/domain';
import { Navigate, Route, Routes } from 'react-router';
import { UserFormPage } from './user-form-page';
import { UsersListPage } from './users-list-page';

/** /settings/users, /settings/users/new and /settings/users/edit/{id} (spec §2). */
export function UsersSettingsPage() {
  return (
    <Routes>
      <Route index element={<UsersListPage />} />
      <Route path="new" element={<UserFormPage />} />
      <Route path="edit/:id" element={<UserFormPage />} />
      <Route path="*" element={<Navigate to={paths.settingsUsers} replace />} />
    </Routes>
  );
}
