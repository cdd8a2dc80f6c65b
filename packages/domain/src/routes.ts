/**
 * The route table of spec §2 as data, so the web router, the sidebar and the tests agree on which path
 * needs what. Security is still enforced on the server; these guards only decide what the app shows.
 */
import { can, type Permission, type Role } from './permissions.js';

export const paths = {
  login: '/login',
  root: '/',
  dashboard: '/dashboard',
  sales: '/sales',
  newSale: '/sales/new',
  /** This till's cash drawer (issue 34): open, pay in and out, No sale, close. */
  drawer: '/drawer',
  /** Custom orders (a cake for Saturday, issue 35): the list by due date, /new and /edit/{id}. */
  customOrders: '/orders/custom',
  products: '/products',
  /** The option groups products ask for (Size, Milk, Extras): their list, /new and /edit/{id}. */
  productOptions: '/products/options',
  /** The discount presets a cashier applies (Staff 50%): their list, /new and /edit/{id}. */
  productDiscounts: '/products/discounts',
  expenses: '/expenses',
  cashup: '/cashup',
  /** The end-of-day (Z) report of a business day: /cashup/z/yyyy-mm-dd (zReportPath). */
  cashupZReport: '/cashup/z',
  extras: '/extras',
  planner: '/planner',
  plannerTasks: '/planner/tasks',
  plannerEvents: '/planner/events',
  plannerInventory: '/planner/inventory',
  plannerMaintenance: '/planner/maintenance',
  reports: '/reports',
  settings: '/settings',
  profile: '/settings/profile',
  settingsUsers: '/settings/users',
  settingsStore: '/settings/store',
  settingsNotifications: '/settings/notifications',
  settingsPermissions: '/settings/permissions',
  settingsDevices: '/settings/devices',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

export type RouteGuard =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  /** `deniedTo`: where someone without the permission goes instead; /dashboard (spec §2) unless given. */
  | { kind: 'permission'; permission: Permission; deniedTo?: AppPath };

export interface RouteGuardEntry {
  readonly path: string;
  readonly guard: RouteGuard;
}

const PUBLIC: RouteGuard = { kind: 'public' };
const SIGNED_IN: RouteGuard = { kind: 'signed-in' };
const needs = (permission: Permission, deniedTo?: AppPath): RouteGuard =>
  deniedTo ? { kind: 'permission', permission, deniedTo } : { kind: 'permission', permission };

/**
 * Each entry covers its path and everything below it (`/sales` covers `/sales/new`); the longest
 * matching entry wins. `/` is the exception: it covers only itself, otherwise every path would be known.
 */
export const ROUTE_GUARDS: readonly RouteGuardEntry[] = [
  { path: paths.login, guard: PUBLIC },
  { path: paths.root, guard: SIGNED_IN },
  { path: paths.dashboard, guard: SIGNED_IN },
  { path: paths.sales, guard: needs('view_sales') },
  { path: paths.newSale, guard: needs('create_sale') },
  { path: paths.drawer, guard: needs('create_sale') },
  // Taking a custom order is the counter's work, as a sale is; the server checks pricing (manage_products) on push.
  { path: paths.customOrders, guard: needs('create_sale') },
  { path: paths.products, guard: needs('manage_products') },
  { path: paths.productOptions, guard: needs('manage_products') },
  { path: paths.productDiscounts, guard: needs('manage_products') },
  { path: paths.expenses, guard: needs('view_expenses') },
  // Staff may look at expenses but not record them (spec §6 create_expense), so the forms are guarded too. This
  // guard is ours, not the spec table's: someone who may see the list is sent back to it, not to the dashboard.
  { path: '/expenses/new', guard: needs('create_expense', paths.expenses) },
  { path: '/expenses/edit', guard: needs('create_expense', paths.expenses) },
  { path: paths.cashup, guard: needs('manage_cashup') },
  { path: paths.cashupZReport, guard: needs('manage_cashup') },
  // The spec's "none" means no permission; the shell itself is for signed-in users only.
  { path: paths.extras, guard: SIGNED_IN },
  // The planner index is the Staff Schedule tab.
  { path: paths.planner, guard: needs('manage_inventory') },
  { path: paths.plannerTasks, guard: needs('view_sales') },
  { path: paths.plannerEvents, guard: needs('view_sales') },
  { path: paths.plannerInventory, guard: needs('manage_inventory') },
  { path: paths.plannerMaintenance, guard: needs('manage_store') },
  { path: paths.reports, guard: needs('view_reports') },
  { path: paths.settings, guard: SIGNED_IN },
  { path: paths.profile, guard: SIGNED_IN },
  { path: paths.settingsUsers, guard: needs('edit_user') },
  { path: paths.settingsStore, guard: needs('edit_user') },
  { path: paths.settingsNotifications, guard: needs('edit_user') },
  { path: paths.settingsPermissions, guard: needs('edit_user') },
  // The store's tills: a manager sees them and revokes a lost one, as the server allows (edit_user); naming one is an
  // admin's, like the store's settings, so only an admin gets Rename (the server checks manage_settings).
  { path: paths.settingsDevices, guard: needs('edit_user') },
];

/** The Z report of `day` ('yyyy-mm-dd'). */
export function zReportPath(day: string): string {
  return `${paths.cashupZReport}/${day}`;
}

/**
 * Drops any query or hash, collapses repeated slashes and a trailing slash, and lower-cases, because
 * React Router matches case-insensitively by default and the guard must agree with what it renders.
 */
export function normalizePathname(pathname: string): string {
  const withoutSuffix = pathname.split(/[?#]/, 1)[0] ?? '';
  const collapsed = `/${withoutSuffix}`.replace(/\/{2,}/g, '/').toLowerCase();
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}

function covers(entryPath: string, pathname: string): boolean {
  if (entryPath === paths.root) return pathname === paths.root;
  return pathname === entryPath || pathname.startsWith(`${entryPath}/`);
}

/** The guard of the most specific entry covering `pathname`, or null for an unknown path. */
export function guardFor(pathname: string): RouteGuard | null {
  const normalized = normalizePathname(pathname);
  let best: RouteGuardEntry | null = null;
  for (const entry of ROUTE_GUARDS) {
    if (covers(entry.path, normalized) && (best === null || entry.path.length > best.path.length)) {
      best = entry;
    }
  }
  return best?.guard ?? null;
}

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: AppPath };

const ALLOW: AccessDecision = { kind: 'allow' };
const TO_LOGIN: AccessDecision = { kind: 'redirect', to: paths.login };
const TO_DASHBOARD: AccessDecision = { kind: 'redirect', to: paths.dashboard };

/** What the app does when `role` (null = signed out) opens `pathname` (spec §2). */
export function decideAccess(pathname: string, role: Role | null): AccessDecision {
  const normalized = normalizePathname(pathname);
  const guard = guardFor(normalized);
  if (guard === null) return role === null ? TO_LOGIN : TO_DASHBOARD;
  switch (guard.kind) {
    case 'public':
      // The only public page is sign-in; a signed-in user has no business there.
      return role === null ? ALLOW : TO_DASHBOARD;
    case 'signed-in':
      if (role === null) return TO_LOGIN;
      return normalized === paths.root ? TO_DASHBOARD : ALLOW;
    case 'permission':
      if (role === null) return TO_LOGIN;
      if (can(role, guard.permission)) return ALLOW;
      return guard.deniedTo ? { kind: 'redirect', to: guard.deniedTo } : TO_DASHBOARD;
  }
}

export interface NavEntry {
  readonly path: string;
  readonly label: string;
}

/** Sidebar entries in spec order. */
export const SIDEBAR_ENTRIES: readonly NavEntry[] = [
  { path: paths.dashboard, label: 'Dashboard' },
  { path: paths.sales, label: 'Sales' },
  { path: paths.customOrders, label: 'Orders' },
  { path: paths.products, label: 'Products' },
  { path: paths.expenses, label: 'Expenses' },
  { path: paths.cashup, label: 'Cashup' },
  { path: paths.extras, label: 'Extras' },
  { path: paths.planner, label: 'Planner' },
  { path: paths.reports, label: 'Reports' },
  { path: paths.settings, label: 'Settings' },
];

/** Planner tabs of spec §2 in order; show the ones `canOpen` allows. */
export const PLANNER_TABS: readonly NavEntry[] = [
  { path: paths.planner, label: 'Staff Schedule' },
  { path: paths.plannerTasks, label: 'Tasks' },
  { path: paths.plannerEvents, label: 'Events' },
  { path: paths.plannerInventory, label: 'Inventory Reminders' },
  { path: paths.plannerMaintenance, label: 'Maintenance' },
];

/** Settings tabs of spec §2 in order; show the ones `canOpen` allows. */
export const SETTINGS_TABS: readonly NavEntry[] = [
  { path: paths.settings, label: 'General' },
  { path: paths.profile, label: 'Your Profile' },
  { path: paths.settingsUsers, label: 'Users' },
  { path: paths.settingsStore, label: 'Store' },
  { path: paths.settingsNotifications, label: 'Notifications' },
  { path: paths.settingsPermissions, label: 'Permissions' },
  { path: paths.settingsDevices, label: 'Devices' },
];

/** True when `role` may open `pathname` without a redirect: for tabs, links and buttons. */
export function canOpen(pathname: string, role: Role | null): boolean {
  return decideAccess(pathname, role).kind === 'allow';
}
