import {
  PERMISSION_LABELS,
  PERMISSION_TABLE,
  PERMISSIONS,
  type Permission,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  ROLES,
} from '@cafe/domain';
import { Check, Minus } from 'lucide-react';
import { Card } from '../../ui/card';
import { DataTable, dataColumns } from '../../ui/data-table';
import { RoleBadge } from '../../ui/role-badge';

/** Rows of the table: one per permission, in the spec's order. */
const PERMISSION_ROWS = PERMISSIONS.map((permission) => ({ permission }));
const helper = dataColumns<{ permission: Permission }>();

const permissionColumns = helper.columns([
  helper.accessor('permission', {
    header: 'Permission',
    meta: { minWidth: 180 },
    // Words for people; the id only as the tooltip, for whoever reads the code or the docs.
    cell: (info) => <span title={info.getValue()}>{PERMISSION_LABELS[info.getValue()]}</span>,
  }),
  ...ROLES.map((role) =>
    helper.display({
      id: role,
      header: ROLE_LABELS[role],
      meta: { width: 96, align: 'center' },
      cell: ({ row }) =>
        PERMISSION_TABLE[row.original.permission][role] ? (
          <>
            <Check aria-hidden="true" className="mx-auto size-4 text-green-700 dark:text-green-400" />
            <span className="sr-only">yes</span>
          </>
        ) : (
          <>
            <Minus aria-hidden="true" className="mx-auto size-4 text-stone-500" />
            <span className="sr-only">no</span>
          </>
        ),
    }),
  ),
]);

/** The spec's permission table and role descriptions, read-only, from the domain's one table (spec §6). */
export function PermissionSettingsPage() {
  return (
    <div className="space-y-6">
      <Card className="p-4 sm:p-6">
        <h2 className="text-base font-semibold text-stone-900 dark:text-stone-100">Roles</h2>
        <ul className="mt-3 space-y-2 text-sm">
          {ROLES.map((role) => (
            <li key={role} className="flex items-center gap-3">
              <RoleBadge role={role} />
              <span className="text-stone-700 dark:text-stone-300">{ROLE_DESCRIPTIONS[role]}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card className="p-4 sm:p-6">
        <h2 className="text-base font-semibold text-stone-900 dark:text-stone-100">Permissions</h2>
        <DataTable
          label="Permissions"
          columns={permissionColumns}
          rows={PERMISSION_ROWS}
          rowKey={(row) => row.permission}
          loadingLabel="Loading permissions"
          empty={null}
          className="mt-3"
        />
      </Card>
    </div>
  );
}
