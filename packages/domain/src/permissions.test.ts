import { describe, expect, it } from 'vitest';
import {
  can,
  isRole,
  PERMISSION_LABELS,
  PERMISSION_TABLE,
  PERMISSIONS,
  type Permission,
  permissionsFor,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  ROLES,
  type Role,
} from './permissions.js';

// A literal copy of the spec §6 table, row by row, so a change to the map cannot silently pass.
const SPEC_TABLE = `
| create_user | yes | no | no |
| edit_user | yes | yes | no |
| delete_user | yes | no | no |
| view_reports | yes | yes | no |
| export_data | yes | yes | no |
| manage_products | yes | yes | no |
| manage_inventory | yes | yes | no |
| view_sales | yes | yes | yes |
| create_sale | yes | yes | yes |
| manage_settings | yes | no | no |
| manage_store | yes | no | no |
| view_expenses | yes | yes | yes |
| create_expense | yes | yes | no |
| manage_cashup | yes | yes | no |
`;

const specRows = SPEC_TABLE.trim()
  .split('\n')
  .map((line) =>
    line
      .split('|')
      .map((cell) => cell.trim())
      .filter(Boolean),
  );
const specRoles: Role[] = ['admin', 'manager', 'staff'];

const cells = specRows.flatMap(([permission, ...answers]) =>
  specRoles.map((role, index) => ({
    permission: permission as Permission,
    role,
    expected: answers[index] === 'yes',
  })),
);

describe('permission table (spec §6)', () => {
  it('lists the roles and the 14 permissions in spec order', () => {
    expect(ROLES).toEqual(['admin', 'manager', 'staff']);
    expect(PERMISSIONS).toEqual(specRows.map(([permission]) => permission));
    expect(Object.keys(PERMISSION_TABLE)).toEqual([...PERMISSIONS]);
  });

  it('has exactly 42 cells', () => {
    expect(cells).toHaveLength(42);
  });

  it.each(cells)('$role $permission → $expected', ({ role, permission, expected }) => {
    expect(can(role, permission)).toBe(expected);
    expect(PERMISSION_TABLE[permission][role]).toBe(expected);
  });

  it.each(specRoles)('permissionsFor(%s) lists exactly the granted permissions in table order', (role) => {
    const expected = cells
      .filter((cell) => cell.role === role && cell.expected)
      .map((cell) => cell.permission);
    expect(permissionsFor(role)).toEqual(expected);
  });

  it('denies anything outside the table instead of throwing', () => {
    expect(can('staff', 'launch_rockets' as Permission)).toBe(false);
    expect(can('owner' as Role, 'view_sales')).toBe(false);
  });

  it('cannot be changed at run time', () => {
    expect(() => {
      (PERMISSION_TABLE.create_user as Record<Role, boolean>).staff = true;
    }).toThrow(TypeError);
    expect(can('staff', 'create_user')).toBe(false);
  });

  it('recognises roles and permissions', () => {
    expect(isRole('manager')).toBe(true);
    expect(isRole('owner')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });

  it('has the labels and descriptions of the UI', () => {
    expect(ROLE_LABELS).toEqual({ admin: 'Admin', manager: 'Manager', staff: 'Staff' });
    expect(ROLE_DESCRIPTIONS).toEqual({
      admin: 'Full access',
      manager: 'Can manage products, sales and view reports',
      staff: 'Can process sales and view assigned schedules',
    });
  });

  it('names every permission in words, never by its id', () => {
    expect(Object.keys(PERMISSION_LABELS)).toEqual([...PERMISSIONS]);
    for (const permission of PERMISSIONS) {
      expect(PERMISSION_LABELS[permission]).toMatch(/^[A-Z][a-z -]+$/);
    }
    expect(PERMISSION_LABELS.create_user).toBe('Create users');
    expect(PERMISSION_LABELS.manage_products).toBe('Edit products');
  });
});
