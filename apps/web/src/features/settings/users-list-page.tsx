import { accountChangeRefusal, can, paths, USER_MESSAGES, type User, userChangeRefusal } from '@cafe/domain';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useAuthStore } from '../../data/auth/auth-store';
import { repositories } from '../../data/repositories/repositories';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog';
import { DataTable, dataColumns } from '../../ui/data-table';
import { RoleBadge } from '../../ui/role-badge';
import { SearchField } from '../../ui/search-field';
import { filterUsers } from './filter-users';
import { useUsers } from './use-users';
import { UserAvatar } from './user-avatar';

export const NEW_USER_PATH = `${paths.settingsUsers}/new`;

/** /settings/users: the store's users with search by name, email or role (spec §2), and its tills. */
export function UsersListPage() {
  const { read, retry } = useUsers();
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

  // Rebuilt when who may do what changes (a sign-in as someone else), not per keystroke.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the row checks read only the signed-in user and role.
  const columns = useMemo(() => {
    const helper = dataColumns<User>();
    return helper.columns([
      helper.accessor('name', {
        header: 'Name',
        meta: { minWidth: 200 },
        cell: ({ row }) => (
          <span className="flex items-center gap-3">
            <UserAvatar name={row.original.name} fileId={row.original.avatarFileId} />
            <span className="min-w-0">
              {row.original.name}
              {row.original.id === me?.id ? (
                <span className="ml-1 text-xs font-normal text-stone-600 dark:text-stone-400">(you)</span>
              ) : null}
            </span>
          </span>
        ),
      }),
      helper.accessor('email', {
        header: 'Email',
        meta: { minWidth: 180, className: 'break-all text-stone-700 dark:text-stone-300' },
      }),
      helper.accessor('role', {
        header: 'Role',
        meta: { width: 112 },
        cell: (info) => <RoleBadge role={info.getValue()} />,
      }),
      helper.display({
        id: 'actions',
        header: 'Actions',
        meta: { width: 120, align: 'end', actions: true },
        cell: ({ row }) => (
          <>
            {mayEdit(row.original) ? (
              <Link
                to={`${paths.settingsUsers}/edit/${row.original.id}`}
                aria-label={`Edit ${row.original.name}`}
                className={buttonClass('ghost', 'icon')}
              >
                <Pencil aria-hidden="true" className="size-4" />
              </Link>
            ) : null}
            {mayDelete(row.original) ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ${row.original.name}`}
                onClick={() => askDelete(row.original)}
              >
                <Trash2 aria-hidden="true" className="size-4 text-red-700 dark:text-red-400" />
              </Button>
            ) : null}
          </>
        ),
      }),
    ]);
  }, [me?.id, role]);

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
        <DataTable
          label="Users"
          columns={columns}
          rows={shown}
          status={read.state}
          rowKey={(user) => user.id}
          loadingLabel="Loading users"
          error={{
            message: 'Failed to fetch users. They are still on this till; try again.',
            onRetry: retry,
          }}
          empty={<p>{users?.length === 0 ? 'No users yet.' : 'No users match your search.'}</p>}
        />
      </Card>
      <ConfirmDeleteDialog
        row={deleting}
        question={USER_MESSAGES.deleteConfirm}
        consequence={(user) => `${user.name} (${user.email}) can no longer sign in, on any till.`}
        onClose={() => setDeleting(null)}
        remove={(user) => repositories.users.remove(user.id)}
        failureLog="Failed to delete user"
      />
    </div>
  );
}
