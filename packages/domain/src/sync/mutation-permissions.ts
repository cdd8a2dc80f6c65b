/**
 * Which permission of the spec's table (§6) a pushed mutation needs. The server checks it with the acting
 * user's current role for every mutation; the client can use it to hide what would be rejected.
 */
import type { SyncAction, SyncEntity } from '../entities/sync-log-entry.js';
import type { Permission } from '../permissions.js';

type MutationPermissions = Readonly<Record<SyncEntity, Readonly<Record<SyncAction, Permission | null>>>>;

const all = (permission: Permission) =>
  ({ create: permission, update: permission, delete: permission }) as const;

/** null: nobody may do it through sync (sales are insert-only; the store's settings row can only be updated). */
const MUTATION_PERMISSIONS: MutationPermissions = Object.freeze({
  product: all('manage_products'),
  modifierGroup: all('manage_products'),
  discountPreset: all('manage_products'),
  // A stored sale never changes: a refund is its own record pointing at it (below).
  sale: { create: 'create_sale', update: null, delete: null },
  // A refund is a record of its own (issue 34); above the staff limit a manager signs it (refund-module.ts).
  refund: { create: 'create_sale', update: null, delete: null },
  expense: all('create_expense'),
  cashup: all('manage_cashup'),
  shift: all('manage_inventory'),
  task: all('view_sales'),
  event: all('view_sales'),
  // A user is made online (POST /api/users, create_user), never through sync: the password must not sit in an outbox.
  user: { create: null, update: 'edit_user', delete: 'delete_user' },
  storeSettings: { create: null, update: 'manage_settings', delete: null },
  mobileOrder: all('create_sale'),
  customOrder: all('create_sale'),
  // Opening and closing one's own drawer is a cashier's; closing another's also needs manage_cashup (its module).
  drawerSession: { create: 'create_sale', update: 'create_sale', delete: null },
  drawerEvent: { create: 'create_sale', update: null, delete: null },
});

export function permissionForMutation(entity: SyncEntity, action: SyncAction): Permission | null {
  return MUTATION_PERMISSIONS[entity]?.[action] ?? null;
}
