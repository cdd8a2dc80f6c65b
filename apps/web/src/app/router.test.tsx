import type { Role } from '@cafe/domain';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../data/auth/auth-store';
import { renderApp, resetUiStore, signInAs } from '../test/render-app';
import { useAuthCheckStore } from './auth-check';
import { routes } from './router';

async function landsOn(path: string, role: Role | null, expected: string) {
  const { router } = renderApp(path, role);
  await waitFor(() => expect(router.state.location.pathname).toBe(expected));
  // Let the lazy page settle so the test ends on a rendered screen, not mid-navigation.
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  return router;
}

describe('route guards (spec §2)', () => {
  beforeEach(() => resetUiStore());
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['/dashboard', '/login'],
    ['/', '/login'],
    ['/sales/new', '/login'],
    ['/settings/profile', '/login'],
    ['/no-such-page', '/login'],
    ['/login', '/login'],
    ['/setup', '/setup'],
  ])('signed out, %s lands on %s', async (path, expected) => {
    await landsOn(path, null, expected);
  });

  it.each<[Role, string, string]>([
    ['admin', '/', '/dashboard'],
    ['admin', '/login', '/dashboard'],
    ['admin', '/setup', '/dashboard'],
    ['admin', '/no-such-page', '/dashboard'],
    // An unknown path inside a section goes to that section's index.
    ['admin', '/products/nope/deeper', '/products'],
    ['admin', '/planner/maintenance', '/planner/maintenance'],
    ['admin', '/settings/permissions', '/settings/permissions'],
    ['manager', '/reports', '/reports'],
    ['manager', '/planner', '/planner'],
    ['manager', '/planner/maintenance', '/dashboard'],
    ['manager', '/settings/users', '/settings/users'],
    ['staff', '/products', '/dashboard'],
    ['staff', '/cashup', '/dashboard'],
    ['staff', '/reports', '/dashboard'],
    ['staff', '/planner', '/dashboard'],
    ['staff', '/planner/tasks', '/planner/tasks'],
    ['staff', '/planner/events', '/planner/events'],
    ['staff', '/settings/users', '/dashboard'],
    ['staff', '/settings/profile', '/settings/profile'],
    ['staff', '/sales/new', '/sales/new'],
    ['staff', '/expenses', '/expenses'],
    ['staff', '/extras', '/extras'],
    ['staff', '/planner/unknown', '/dashboard'],
  ])('%s opening %s lands on %s', async (role, path, expected) => {
    await landsOn(path, role, expected);
  });

  it('shows the page the guard allowed', async () => {
    await landsOn('/reports', 'admin', '/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
  });

  it('sends a user who signs out to /login', async () => {
    const router = await landsOn('/dashboard', 'staff', '/dashboard');
    await act(() => useAuthStore.getState().logout());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows a quiet loading state while the first auth check runs, then decides', async () => {
    let finishCheck = () => {};
    signInAs(null, () => new Promise<void>((resolve) => (finishCheck = resolve)));
    useAuthCheckStore.setState({ firstCheckDone: false });
    const router = createMemoryRouter(routes, { initialEntries: ['/dashboard'] });
    render(<RouterProvider router={router} />);
    // The router's own fallback shows the same screen while lazy routes load; wait until the guard is in charge.
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(screen.getByText('Loading Cafe POS…')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    await act(async () => finishCheck());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useAuthCheckStore.getState().firstCheckDone).toBe(true);
  });

  it('runs the auth check at start and again when the shell mounts', async () => {
    const checkAuth = vi.fn(async () => {});
    const { router } = renderApp('/login', null, checkAuth);
    await waitFor(() => expect(checkAuth).toHaveBeenCalledTimes(1));
    act(() => useAuthStore.setState({ user: { ...testUser() }, isAuthenticated: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(checkAuth).toHaveBeenCalledTimes(2);
  });
});

function testUser() {
  return {
    id: '0b7f6c1e-9d4e-4c59-9a63-6f2f1a3c0a09',
    name: 'Pat',
    email: 'pat@cafe.example',
    role: 'staff' as const,
    avatarFileId: null,
  };
}
