import { decideAccess, type Role } from '@cafe/domain';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthStore } from '../data/auth/auth-store';
import { AppLoading, SIGNING_IN_LABEL } from './app-loading';
import { useAuthCheckStore } from './auth-check';
import { preloadSignedInScreens } from './preload-signed-in-screens';

/** The create-the-admin screen lives outside the spec's route table: open only while signed out. */
export const SETUP_PATH = '/setup';

function isSignInPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path === '/login' || path === SETUP_PATH;
}

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
  // After the first check, loading on the sign-in screens means a sign-in (or set-up) is under way.
  const signingIn = useAuthStore((state) => state.isLoading && !state.isAuthenticated);
  const preload = signingIn && firstCheckDone && isSignInPath(pathname);
  useEffect(() => {
    if (preload) preloadSignedInScreens();
  }, [preload]);

  // A persisted session shows the app at once (offline-first); only a visitor with none waits for the server.
  if (!firstCheckDone && role === null) return <AppLoading />;

  const decision = decideRoute(pathname, role);
  if (decision.kind === 'redirect') {
    // Remember where a signed-out visitor was going, so the sign-in screen can send them back.
    const state =
      decision.to === '/login' && pathname !== '/' ? { from: `${pathname}${search}${hash}` } : undefined;
    // Navigate renders nothing, and the next screen's code may take seconds on a busy till: until it arrives the
    // page says what is happening (a person who just signed in is told so) instead of going blank.
    return (
      <>
        <Navigate to={decision.to} replace state={state} />
        <AppLoading label={role !== null && isSignInPath(pathname) ? SIGNING_IN_LABEL : undefined} />
      </>
    );
  }
  return <Outlet />;
}
