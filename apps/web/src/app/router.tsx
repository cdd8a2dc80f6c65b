import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { plannerTabModules } from '../features/planner/planner-tab-modules';
import type { KeptModule } from '../lib/kept-module';
import { AppLoading } from './app-loading';
import { ErrorScreen } from './error-screen';
import { RootLayout } from './root-layout';
import { RouteGuard, SETUP_PATH } from './route-guard';

/**
 * A route-level code split: the page's module loads only when its route is first visited. A kept module already
 * loaded is used as it is, so the route renders within the tap (no await on a fresh import).
 */
function page<M>(load: (() => Promise<M>) | KeptModule<M>, pick: (module: M) => ComponentType) {
  if (typeof load === 'function') return async () => ({ Component: pick(await load()) });
  return async () => ({ Component: pick(load.kept ?? (await load.load())) });
}

/**
 * The route table of spec §2. Every route sits under RouteGuard, which applies the domain's decideAccess; the
 * pages are lazy so /login ships without the shell, motion or any section's code.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <ErrorScreen />,
    HydrateFallback: AppLoading,
    children: [
      {
        Component: RouteGuard,
        children: [
          // The guard sends '/' on (to /dashboard, or /login when signed out); this only makes '/' a match.
          { index: true, element: <Navigate to="/dashboard" replace /> },
          {
            path: 'login',
            lazy: page(
              () => import('../features/auth/login-page'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: SETUP_PATH.slice(1),
            lazy: page(
              () => import('../features/auth/setup-admin-page'),
              (m) => m.SetupAdminPage,
            ),
          },
          {
            lazy: page(
              () => import('./shell/app-shell'),
              (m) => m.AppShell,
            ),
            children: [
              {
                path: 'dashboard',
                lazy: page(
                  () => import('../features/dashboard/dashboard-page'),
                  (m) => m.DashboardPage,
                ),
              },
              {
                path: 'sales/*',
                lazy: page(
                  () => import('../features/sales/sales-page'),
                  (m) => m.SalesPage,
                ),
              },
              {
                path: 'drawer',
                lazy: page(
                  () => import('../features/drawer/drawer-page'),
                  (m) => m.DrawerPage,
                ),
              },
              {
                path: 'orders/custom/*',
                lazy: page(
                  () => import('../features/orders/custom-orders-page'),
                  (m) => m.CustomOrdersPage,
                ),
              },
              {
                path: 'products/*',
                lazy: page(
                  () => import('../features/products/products-page'),
                  (m) => m.ProductsPage,
                ),
              },
              {
                path: 'expenses/*',
                lazy: page(
                  () => import('../features/expenses/expenses-page'),
                  (m) => m.ExpensesPage,
                ),
              },
              {
                path: 'cashup/*',
                lazy: page(
                  () => import('../features/cashup/cashup-page'),
                  (m) => m.CashupPage,
                ),
              },
              {
                path: 'extras/*',
                lazy: page(
                  () => import('../features/extras/extras-page'),
                  (m) => m.ExtrasPage,
                ),
              },
              {
                path: 'planner',
                lazy: page(
                  () => import('../features/planner/planner-layout'),
                  (m) => m.PlannerLayout,
                ),
                children: [
                  {
                    index: true,
                    lazy: page(plannerTabModules.schedule, (m) => m.StaffSchedulePage),
                  },
                  {
                    path: 'tasks/*',
                    lazy: page(plannerTabModules.tasks, (m) => m.TasksPage),
                  },
                  {
                    path: 'events/*',
                    lazy: page(plannerTabModules.events, (m) => m.EventsPage),
                  },
                  {
                    path: 'inventory/*',
                    lazy: page(
                      () => import('../features/planner/inventory-reminders-page'),
                      (m) => m.InventoryRemindersPage,
                    ),
                  },
                  {
                    path: 'maintenance/*',
                    lazy: page(
                      () => import('../features/planner/maintenance-page'),
                      (m) => m.MaintenancePage,
                    ),
                  },
                ],
              },
              {
                path: 'reports/*',
                lazy: page(
                  () => import('../features/reports/reports-page'),
                  (m) => m.ReportsPage,
                ),
              },
              {
                path: 'settings',
                lazy: page(
                  () => import('../features/settings/settings-layout'),
                  (m) => m.SettingsLayout,
                ),
                children: [
                  {
                    index: true,
                    lazy: page(
                      () => import('../features/settings/general-settings-page'),
                      (m) => m.GeneralSettingsPage,
                    ),
                  },
                  {
                    path: 'profile',
                    lazy: page(
                      () => import('../features/settings/profile-page'),
                      (m) => m.ProfilePage,
                    ),
                  },
                  {
                    path: 'users/*',
                    lazy: page(
                      () => import('../features/settings/users-settings-page'),
                      (m) => m.UsersSettingsPage,
                    ),
                  },
                  {
                    path: 'store',
                    lazy: page(
                      () => import('../features/settings/store-settings-page'),
                      (m) => m.StoreSettingsPage,
                    ),
                  },
                  {
                    path: 'notifications',
                    lazy: page(
                      () => import('../features/settings/notification-settings-page'),
                      (m) => m.NotificationSettingsPage,
                    ),
                  },
                  {
                    path: 'permissions',
                    lazy: page(
                      () => import('../features/settings/permission-settings-page'),
                      (m) => m.PermissionSettingsPage,
                    ),
                  },
                  {
                    path: 'devices',
                    lazy: page(
                      () => import('../features/settings/devices-settings-page'),
                      (m) => m.DevicesSettingsPage,
                    ),
                  },
                ],
              },
            ],
          },
          // Spec §2: any other path goes to the dashboard (the guard has already sent signed-out visitors to /login).
          { path: '*', element: <Navigate to="/dashboard" replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * ReactDOM.flushSync in the shape RouterProvider takes, so a navigation that asks for it (a paid sale opening the
 * history) renders at once instead of in a transition. react-router/dom's RouterProvider passes the same, but
 * under Vitest that entry loads a second copy of react-router, so the app and its tests pass it themselves.
 */
export function flushNavigation(update: () => unknown): undefined {
  flushSync(update);
}
