import type { PublicUser, Role } from '@cafe/domain';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { useAuthCheckStore } from '../app/auth-check';
import { LocalWriteErrorDialog } from '../app/local-write-error-dialog';
import { flushNavigation, routes } from '../app/router';
import { useAuthStore } from '../data/auth/auth-store';
import { useSyncStateStore } from '../data/sync/sync-state-store';
import { useUiStore } from '../lib/ui-store';

// Lazy route modules load on first use; under a full parallel run that can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

export const TEST_USERS: Record<Role, PublicUser> = {
  admin: {
    id: '0b7f6c1e-9d4e-4c59-9a63-6f2f1a3c0a01',
    name: 'Alex Admin',
    email: 'admin@cafe.example',
    role: 'admin',
    avatarFileId: null,
  },
  manager: {
    id: '0b7f6c1e-9d4e-4c59-9a63-6f2f1a3c0a02',
    name: 'Morgan Manager',
    email: 'manager@cafe.example',
    role: 'manager',
    avatarFileId: null,
  },
  staff: {
    id: '0b7f6c1e-9d4e-4c59-9a63-6f2f1a3c0a03',
    name: 'Sam Staff',
    email: 'staff@cafe.example',
    role: 'staff',
    avatarFileId: null,
  },
};

/**
 * Signs in as `role` (null = signed out) without a server: the auth check keeps the state as set, and logout only
 * clears it. The server's answers are the auth engineer's tests; these are about what the shell does with them.
 */
export function signInAs(role: Role | null, checkAuth: () => Promise<void> = async () => {}): void {
  useAuthStore.setState({
    user: role ? TEST_USERS[role] : null,
    isAuthenticated: role !== null,
    isLoading: false,
    error: null,
    checkAuth,
    logout: async () => {
      useAuthStore.setState({ user: null, isAuthenticated: false });
    },
  });
  useAuthCheckStore.setState({ firstCheckDone: true });
}

export function resetUiStore(): void {
  useUiStore.setState(useUiStore.getInitialState(), true);
}

/** Renders the real route table at `path` as `role`; returns the router to inspect where it landed. */
export function renderApp(
  path: string,
  role: Role | null,
  checkAuth?: () => Promise<void>,
  { firstSyncKnown = true }: { firstSyncKnown?: boolean } = {},
) {
  // Pages that ask the server (the sign-in options) get a quiet 404 instead of a jsdom network error.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ error: 'Not found' }), { status: 404 })),
  );
  signInAs(role, checkAuth);
  // As on a till that has read its sync state (first-sync-check.ts); the first-sync gate's own tests say otherwise.
  useSyncStateStore.setState({ firstSyncKnown });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <>
      <RouterProvider router={router} flushSync={flushNavigation} />
      <LocalWriteErrorDialog />
    </>,
  );
  return { router, ...view };
}
