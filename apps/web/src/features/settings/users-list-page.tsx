import { accountChangeRefusal, can, paths, USER_MESSAGES, type User, userChangeRefusal } from '@cafe/domain';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useAuthStore } from '../../data/auth/auth-store';
import { repositories } from '../../data/repositories/repositories';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { RoleBadge } from '../../ui/role-badge';
import { SearchField } from '../../ui/search-field';
import { Spinner } from '../../ui/spinner';
import { filterUsers } from './filter-users';
import { useUsers } from './use-users';
import { UserAvatar } from './user-avatar';

const cell = 'px-3 py-3 align-middle sm:px-4';
export const NEW_USER_PATH = `${paths.settingsUsers}/new`;

/** /settings/users: the store's users with search by name, email or role (spec §2), and its tills. */
export function UsersListPage() {
  const read = useUsers();
  const me = useAuthStore((state) => state.user);
  const role = me?.role ?? null;
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<User | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const users = read.state === 'ready' ? read.users : null;
  const shown = useMemo(() => (users ? filterUsers(users, search) : []), [users, search]);
  const mayCreate = role !== null && can(role, 'create_user');
  const mayDelete = (user: User) =>
    role !== null &&
    can(role, 'delete_user') &&
    accountChangeRefusal(role, { role: user.role, self: false }, 'delete') === null;
  const mayEdit = (user: User) =>
    role !== null &&
    userChangeRefusal({
      actorRole: role,
      currentRole: user.role,
      nextRole: undefined,
      emailChanged: false,
      self: user.id === me?.id,
    }) === null;

  function askDelete(user: User) {
    if (user.id === me?.id) {
      setNotice(USER_MESSAGES.cannotDeleteSelf);
      return;
    }
    setNotice(null);
    setDeleting(user);
  }

  return (
    <div className="space-y-6">
      <Card className="p-4 sm:p-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-base font-semibold text-stone-900 dark:text-stone-100">Users</h2>
          {mayCreate ? (
            <Link to={NEW_USER_PATH} className={buttonClass('primary')}>
              <Plus aria-hidden="true" className="size-4" />
              Add User
            </Link>
          ) : null}
        </div>
        <SearchField
          label="Search users"
          placeholder="Search by name, email or role..."
          value={search}
          onSearch={(text) => setSearch(text)}
          className="mb-4"
        />
        {notice ? (
          <p
            role="alert"
            className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200"
          >
            {notice}
          </p>
        ) : null}
        {read.state === 'loading' ? (
          <div className="flex justify-center py-12">
            <Spinner label="Loading users" />
          </div>
        ) : read.state === 'failed' ? (
          <p role="alert" className="py-12 text-center text-red-700 dark:text-red-400">
            Failed to fetch users
          </p>
        ) : read.users.length === 0 ? (
          <p className="py-12 text-center text-stone-600 dark:text-stone-400">No users yet.</p>
        ) : shown.length === 0 ? (
          <p className="py-12 text-center text-stone-600 dark:text-stone-400">No users match your search.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-600 dark:border-stone-800 dark:text-stone-400">
                <tr>
                  <th scope="col" className={cell}>
                    Name
                  </th>
                  <th scope="col" className={`${cell} hidden sm:table-cell`}>
                    Email
                  </th>
                  <th scope="col" className={cell}>
                    Role
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
                {shown.map((user) => (
                  <tr key={user.id}>
                    <th scope="row" className={`${cell} font-medium text-stone-900 dark:text-stone-100`}>
                      <span className="flex items-center gap-3">
                        <UserAvatar name={user.name} fileId={user.avatarFileId} />
                        <span>
                          {user.name}
                          {user.id === me?.id ? (
                            <span className="ml-1 text-xs font-normal text-stone-600 dark:text-stone-400">
                              (you)
                            </span>
                          ) : null}
                        </span>
                      </span>
                    </th>
                    <td
                      className={`${cell} hidden break-all text-stone-700 sm:table-cell dark:text-stone-300`}
                    >
                      {user.email}
                    </td>
                    <td className={cell}>
                      <RoleBadge role={user.role} />
                    </td>
                    <td className={`${cell} text-right`}>
                      <div className="inline-flex gap-1">
                        {mayEdit(user) ? (
                          <Link
                            to={`${paths.settingsUsers}/edit/${user.id}`}
                            aria-label={`Edit ${user.name}`}
                            className={buttonClass('ghost', 'icon')}
                          >
                            <Pencil aria-hidden="true" className="size-4" />
                          </Link>
                        ) : null}
                        {mayDelete(user) ? (
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Delete ${user.name}`}
                            onClick={() => askDelete(user)}
                          >
                            <Trash2 aria-hidden="true" className="size-4 text-red-700 dark:text-red-400" />
                          </Button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        title={USER_MESSAGES.deleteConfirm}
        message={
          deleting ? `${deleting.name} (${deleting.email}) can no longer sign in, on any till.` : undefined
        }
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const user = deleting;
          setDeleting(null);
          if (user) {
            repositories.users
              .remove(user.id)
              .catch((error: unknown) => console.error('Failed to delete user', error));
          }
        }}
      />
    </div>
  );
}
