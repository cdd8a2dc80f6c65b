import {
  PERMISSION_LABELS,
  PERMISSION_TABLE,
  PERMISSIONS,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  ROLES,
} from '@cafe/domain';
import { Check, Minus } from 'lucide-react';
import { Card } from '../../ui/card';
import { RoleBadge } from '../../ui/role-badge';

const cell = 'px-3 py-2 align-middle sm:px-4';

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
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-600 dark:border-stone-800 dark:text-stone-400">
              <tr>
                <th scope="col" className={cell}>
                  Permission
                </th>
                {ROLES.map((role) => (
                  <th key={role} scope="col" className={`${cell} text-center`}>
                    {ROLE_LABELS[role]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
              {PERMISSIONS.map((permission) => (
                <tr key={permission}>
                  {/* Words for people; the id only as the tooltip, for whoever reads the code or the docs. */}
                  <th scope="row" className={`${cell} font-medium`} title={permission}>
                    {PERMISSION_LABELS[permission]}
                  </th>
                  {ROLES.map((role) => (
                    <td key={role} className={`${cell} text-center`}>
                      {PERMISSION_TABLE[permission][role] ? (
                        <>
                          <Check
                            aria-hidden="true"
                            className="mx-auto size-4 text-green-700 dark:text-green-400"
                          />
                          <span className="sr-only">yes</span>
                        </>
                      ) : (
                        <>
                          <Minus aria-hidden="true" className="mx-auto size-4 text-stone-500" />
                          <span className="sr-only">no</span>
                        </>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </div>
  );
}
