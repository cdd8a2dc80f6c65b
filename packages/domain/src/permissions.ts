/**
 * The role/permission table of spec §6. The server checks every request and every pushed mutation
 * against this map, and the web app uses the very same map to hide what a role cannot do.
 */

export const ROLES = ['admin', 'manager', 'staff'] as const;
export type Role = (typeof ROLES)[number];

/** New users get this role when none is chosen (spec §3, §6). */
export const DEFAULT_ROLE: Role = 'staff';

/** In the order of the spec's table. */
export const PERMISSIONS = [
  'create_user',
  'edit_user',
  'delete_user',
  'view_reports',
  'export_data',
  'manage_products',
  'manage_inventory',
  'view_sales',
  'create_sale',
  'manage_settings',
  'manage_store',
  'view_expenses',
  'create_expense',
  'manage_cashup',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Each permission in a person's words, for the permissions table: the id is for code (and a tooltip), never the
 * text a person reads.
 */
export const PERMISSION_LABELS: Readonly<Record<Permission, string>> = Object.freeze({
  create_user: 'Create users',
  edit_user: 'Edit users',
  delete_user: 'Delete users',
  view_reports: 'View reports',
  export_data: 'Export data',
  manage_products: 'Edit products',
  manage_inventory: 'Manage inventory and the rota',
  view_sales: 'View sales',
  create_sale: 'Ring up sales',
  manage_settings: 'Change settings',
  manage_store: 'Manage the store',
  view_expenses: 'View expenses',
  create_expense: 'Add expenses',
  manage_cashup: 'Do the cash-up',
});

const row = (admin: boolean, manager: boolean, staff: boolean): Readonly<Record<Role, boolean>> =>
  Object.freeze({ admin, manager, staff });

export const PERMISSION_TABLE: Readonly<Record<Permission, Readonly<Record<Role, boolean>>>> = Object.freeze({
  create_user: row(true, false, false),
  edit_user: row(true, true, false),
  delete_user: row(true, false, false),
  view_reports: row(true, true, false),
  export_data: row(true, true, false),
  manage_products: row(true, true, false),
  manage_inventory: row(true, true, false),
  view_sales: row(true, true, true),
  create_sale: row(true, true, true),
  manage_settings: row(true, false, false),
  manage_store: row(true, false, false),
  view_expenses: row(true, true, true),
  create_expense: row(true, true, false),
  manage_cashup: row(true, true, false),
});

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Deny by default: a role or permission that is not in the table (say, a stale value read from storage)
 * gets `false`, never an exception.
 */
export function can(role: Role, permission: Permission): boolean {
  return PERMISSION_TABLE[permission]?.[role] === true;
}

/** The role's permissions in table order. */
export function permissionsFor(role: Role): Permission[] {
  return PERMISSIONS.filter((permission) => can(role, permission));
}

export const ROLE_LABELS: Readonly<Record<Role, string>> = Object.freeze({
  admin: 'Admin',
  manager: 'Manager',
  staff: 'Staff',
});

export const ROLE_DESCRIPTIONS: Readonly<Record<Role, string>> = Object.freeze({
  admin: 'Full access',
  manager: 'Can manage products, sales and view reports',
  staff: 'Can process sales and view assigned schedules',
});
