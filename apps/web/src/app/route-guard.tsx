import { decideAccess, type Role } from '@cafe/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthStore } from '../data/auth/auth-store';
import { AppLoading } from './app-loading';
import { useAuthCheckStore } from './auth-check';

/** The create-the-admin screen lives outside the spec's route table: open only while signed out. */
export const SETUP_PATH = '/setup';

export function decideRoute(pathname: string, role: Role | null) {
  if (pathname.toLowerCase().replace(/\/+$/, '') === SETUP_PATH) {
    return role === null ? ({ kind: 'allow' } as const) : ({ kind: 'redirect', to: '/dashboard' } as const);
  }
  return decideAccess(pathname, role);
}

/**
 * Applies the route table (spec §2) to every location: signed out → /login, missing permission or unknown path →
 * /dashboard. Re-evaluates when the auth store changes, so signing out anywhere lands on /login.
 */
export function RouteGuard() {
  const { pathname, search, hash } = useLocation();
  const role = useAuthStore((state) => (state.isAuthenticated ? (state.user?.role ?? null) : null));
  const firstCheckDone = useAuthCheckStore((state) => state.firstCheckDone);

  // A persisted session shows the app at once (offline-first); only a visitor with none waits for the server.
  if (!firstCheckDone && role === null) return <AppLoading />;

  const decision = decideRoute(pathname, role);
  if (decision.kind === 'redirect') {
    // Remember where a signed-out visitor was going, so the sign-in screen can send them back.
    const state =
      decision.to === '/login' && pathname !== '/' ? { from: `${pathname}${search}${hash}` } : undefined;
    return <Navigate to={decision.to} replace state={state} />;
  }
  return <Outlet />;
}
