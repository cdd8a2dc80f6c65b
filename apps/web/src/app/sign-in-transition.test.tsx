import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../data/auth/auth-store';
import { renderApp, resetUiStore, TEST_USERS } from '../test/render-app';

// The shell's code arrives only when the test says so, as it does on a busy till or a slow network.
const shell = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { requested: vi.fn(), arrived, release: () => release() };
});

vi.mock('./shell/app-shell', async (importOriginal) => {
  shell.requested();
  await shell.arrived;
  return importOriginal();
});

describe('from the sign-in screen to the first signed-in screen (issue 11, part 6)', () => {
  beforeEach(() => resetUiStore());

  it("loads the shell during the sign-in and says 'Signing in…' until it is there, never a blank page", async () => {
    const { router, container } = renderApp('/login', null);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(shell.requested).not.toHaveBeenCalled();

    // A sign-in is under way (the server checks the password, the browser derives the verifier): the first
    // screen's code starts loading beside them instead of after.
    act(() => useAuthStore.setState({ isLoading: true, error: null }));
    await waitFor(() => expect(shell.requested).toHaveBeenCalled());

    // The server said yes; the shell's code has not arrived yet.
    act(() => useAuthStore.setState({ user: TEST_USERS.manager, isAuthenticated: true, isLoading: false }));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Signing in…');
    expect(container).not.toBeEmptyDOMElement();

    shell.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
