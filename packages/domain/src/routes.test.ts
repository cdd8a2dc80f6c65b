import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from './permissions.js';
import {
  type AccessDecision,
  canOpen,
  decideAccess,
  guardFor,
  normalizePathname,
  PLANNER_TABS,
  paths,
  ROUTE_GUARDS,
  SETTINGS_TABS,
  SIDEBAR_ENTRIES,
} from './routes.js';

const allow: AccessDecision = { kind: 'allow' };
const toLogin: AccessDecision = { kind: 'redirect', to: '/login' };
const toDashboard: AccessDecision = { kind: 'redirect', to: '/dashboard' };

const toExpenses: AccessDecision = { kind: 'redirect', to: '/expenses' };

type Expected = 'allow' | 'dashboard' | 'expenses';
const A: Expected = 'allow';
const D: Expected = 'dashboard';
/** Back to the expenses list: may see it, may not record (create_expense). */
const E: Expected = 'expenses';
const DECISIONS: Record<Expected, AccessDecision> = { allow, dashboard: toDashboard, expenses: toExpenses };

// What each signed-in role gets on each path: spec §2 route table, planner tabs and settings tabs with §6.
const MATRIX: [path: string, admin: Expected, manager: Expected, staff: Expected][] = [
  ['/', D, D, D],
  ['/login', D, D, D],
  ['/dashboard', A, A, A],
  ['/sales', A, A, A],
  ['/sales/new', A, A, A],
  ['/products', A, A, D],
  ['/products/new', A, A, D],
  ['/products/edit/123', A, A, D],
  ['/products/options', A, A, D],
  ['/products/options/new', A, A, D],
  ['/products/options/edit/123', A, A, D],
  ['/expenses', A, A, A],
  ['/expenses/new', A, A, E],
  ['/expenses/edit/123', A, A, E],
  ['/cashup', A, A, D],
  ['/cashup/z/2026-03-14', A, A, D],
  ['/extras', A, A, A],
  ['/planner', A, A, D],
  ['/planner/tasks', A, A, A],
  ['/planner/events', A, A, A],
  ['/planner/inventory', A, A, D],
  ['/planner/maintenance', A, D, D],
  ['/reports', A, A, D],
  ['/settings', A, A, A],
  ['/settings/profile', A, A, A],
  ['/settings/users', A, A, D],
  ['/settings/users/new', A, A, D],
  ['/settings/users/edit/abc', A, A, D],
  ['/settings/store', A, A, D],
  ['/settings/notifications', A, A, D],
  ['/settings/permissions', A, A, D],
  ['/nowhere', D, D, D],
  ['/salesforce', D, D, D],
  ['/dashboards', D, D, D],
  ['/loginx', D, D, D],
];

const roleCases = MATRIX.flatMap(([path, ...answers]) =>
  ROLES.map((role, index) => ({ path, role, expected: DECISIONS[answers[index] ?? 'dashboard'] })),
);

describe('decideAccess', () => {
  it.each(roleCases)('$role at $path', ({ path, role, expected }) => {
    expect(decideAccess(path, role)).toEqual(expected);
  });

  it('lets a signed-out visitor reach only /login', () => {
    expect(decideAccess('/login', null)).toEqual(allow);
    for (const [path] of MATRIX.filter(([path]) => path !== '/login')) {
      expect(decideAccess(path, null), path).toEqual(toLogin);
    }
  });

  it('tolerates trailing and repeated slashes, queries and hashes', () => {
    expect(decideAccess('/products/', 'staff')).toEqual(toDashboard);
    expect(decideAccess('/products/', 'manager')).toEqual(allow);
    expect(decideAccess('//planner//tasks/', 'staff')).toEqual(allow);
    expect(decideAccess('/login/', 'admin')).toEqual(toDashboard);
    expect(decideAccess('/login?next=/sales', null)).toEqual(allow);
    expect(decideAccess('/reports#top', 'staff')).toEqual(toDashboard);
    expect(decideAccess('', null)).toEqual(toLogin);
    expect(decideAccess('', 'staff')).toEqual(toDashboard);
  });

  it('matches paths case-insensitively like React Router', () => {
    expect(decideAccess('/Products', 'staff')).toEqual(toDashboard);
    expect(decideAccess('/PRODUCTS', 'admin')).toEqual(allow);
  });

  it('agrees with canOpen', () => {
    expect(canOpen('/reports', 'manager')).toBe(true);
    expect(canOpen('/reports', 'staff')).toBe(false);
    expect(canOpen('/login', null)).toBe(true);
  });
});

describe('guardFor', () => {
  it('returns the most specific guard', () => {
    expect(guardFor('/planner')).toEqual({ kind: 'permission', permission: 'manage_inventory' });
    expect(guardFor('/planner/tasks/today')).toEqual({ kind: 'permission', permission: 'view_sales' });
    expect(guardFor('/planner/maintenance')).toEqual({ kind: 'permission', permission: 'manage_store' });
    expect(guardFor('/settings/profile')).toEqual({ kind: 'signed-in' });
    expect(guardFor('/settings/anything-else')).toEqual({ kind: 'signed-in' });
    expect(guardFor('/settings/users/new')).toEqual({ kind: 'permission', permission: 'edit_user' });
  });

  it('knows the spec route table', () => {
    expect(guardFor('/login')).toEqual({ kind: 'public' });
    expect(guardFor('/')).toEqual({ kind: 'signed-in' });
    expect(guardFor('/dashboard')).toEqual({ kind: 'signed-in' });
    expect(guardFor('/sales')).toEqual({ kind: 'permission', permission: 'view_sales' });
    expect(guardFor('/products/x')).toEqual({ kind: 'permission', permission: 'manage_products' });
    expect(guardFor('/expenses')).toEqual({ kind: 'permission', permission: 'view_expenses' });
    expect(guardFor('/cashup')).toEqual({ kind: 'permission', permission: 'manage_cashup' });
    expect(guardFor('/extras')).toEqual({ kind: 'signed-in' });
    expect(guardFor('/reports')).toEqual({ kind: 'permission', permission: 'view_reports' });
  });

  it('returns null for unknown paths; / covers only itself', () => {
    expect(guardFor('/nowhere')).toBeNull();
    expect(guardFor('/dashboard-old')).toBeNull();
  });

  it('covers every named path', () => {
    for (const path of Object.values(paths)) expect(guardFor(path), path).not.toBeNull();
    for (const entry of ROUTE_GUARDS) expect(guardFor(entry.path)).toBe(entry.guard);
  });
});

describe('normalizePathname', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/sales/', '/sales'],
    ['sales', '/sales'],
    ['/Sales//New/', '/sales/new'],
    ['/sales?x=1#y', '/sales'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePathname(input)).toBe(expected);
  });
});

describe('navigation entries', () => {
  it('has the sidebar of spec §2 in order', () => {
    expect(SIDEBAR_ENTRIES).toEqual([
      { path: '/dashboard', label: 'Dashboard' },
      { path: '/sales', label: 'Sales' },
      { path: '/orders/custom', label: 'Orders' },
      { path: '/products', label: 'Products' },
      { path: '/expenses', label: 'Expenses' },
      { path: '/cashup', label: 'Cashup' },
      { path: '/extras', label: 'Extras' },
      { path: '/planner', label: 'Planner' },
      { path: '/reports', label: 'Reports' },
      { path: '/settings', label: 'Settings' },
    ]);
  });

  const visible = (tabs: readonly { path: string; label: string }[], role: Role) =>
    tabs.filter((tab) => canOpen(tab.path, role)).map((tab) => tab.label);

  it('shows staff only Tasks and Events in the planner; Maintenance is admin only', () => {
    expect(visible(PLANNER_TABS, 'staff')).toEqual(['Tasks', 'Events']);
    expect(visible(PLANNER_TABS, 'manager')).toEqual([
      'Staff Schedule',
      'Tasks',
      'Events',
      'Inventory Reminders',
    ]);
    expect(visible(PLANNER_TABS, 'admin')).toHaveLength(5);
  });

  it('shows the extra settings tabs to admin and manager only', () => {
    expect(visible(SETTINGS_TABS, 'staff')).toEqual(['General', 'Your Profile']);
    expect(visible(SETTINGS_TABS, 'manager')).toEqual([
      'General',
      'Your Profile',
      'Users',
      'Store',
      'Notifications',
      'Permissions',
      'Devices',
    ]);
    // A manager sees the tills and revokes a lost one; naming them is the admin's (a button, not a tab).
    expect(visible(SETTINGS_TABS, 'admin')).toEqual(visible(SETTINGS_TABS, 'manager'));
  });
});
