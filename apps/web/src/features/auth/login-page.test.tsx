import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../data/auth/auth-store';
import { eachTestSignedOut } from '../../data/auth/each-test-signed-out';
import {
  DEMO_PASSWORD,
  demoSignInOptions,
  demoUsers,
  fakeAuthServer,
} from '../../data/auth/fake-auth-server';
import { offlineVerifier } from '../../data/auth/offline-verifier';
import { SIGN_IN_OPTIONS_STORAGE_KEY } from '../../data/auth/sign-in-options';
import { TAKING_LONG_MS } from '../../lib/use-taking-long';
import { LoginPage } from './login-page';
import { renderSignInScreen } from './sign-in-test-kit';

// Signing in derives a 600,000-round PBKDF2 verifier: well under a second, but allow for a busy machine.
const SIGN_IN_WAIT = { timeout: 10_000 };

const renderLogin = () => renderSignInScreen('/login', <LoginPage />);

const emailInput = () => screen.getByLabelText('Email');
const passwordInput = () => screen.getByLabelText('Password');
const signInButton = () => screen.getByRole('button', { name: /sign(ing)? in/i });

function accountRow(label: string) {
  const list = screen.getByRole('region', { name: 'Available accounts' });
  const row = within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(label));
  if (!row) throw new Error(`No account row for ${label}`);
  return row;
}

eachTestSignedOut();

describe('LoginPage', { timeout: 20_000 }, () => {
  it("shows the spec's texts, the demo notice, the accounts and the shared password", async () => {
    fakeAuthServer();
    renderLogin();

    expect(screen.getByText('Log in to manage your cafe operations')).toBeInTheDocument();
    expect(screen.getByText('v0.1.0')).toBeInTheDocument();
    expect(await screen.findByText(/this is a demo application/i)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Available accounts' })).toBeInTheDocument();
    for (const [label, user] of [
      ['Admin', demoUsers.admin],
      ['Manager', demoUsers.manager],
      ['Staff', demoUsers.staff],
    ] as const) {
      const row = accountRow(label);
      expect(row).toHaveTextContent(user.name);
      expect(row).toHaveTextContent(user.email);
      expect(within(row).getByRole('button', { name: 'Use' })).toBeEnabled();
    }
    const note = screen.getByText(/All accounts use the password:/);
    expect(within(note).getByText(DEMO_PASSWORD).tagName).toBe('CODE');
  });

  it('validates on the client with the spec messages and does not call the server', async () => {
    const server = fakeAuthServer();
    const user = renderLogin();

    await user.click(signInButton());
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription('Email is required');

    await user.type(emailInput(), 'manager@cafe.c');
    await user.type(passwordInput(), 'x');
    await user.click(signInButton());
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(server.calls()).not.toContain('POST /api/auth/login');
  });

  it('shows and hides the password', async () => {
    fakeAuthServer();
    const user = renderLogin();
    await user.type(passwordInput(), 'secret');
    expect(passwordInput()).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    expect(passwordInput()).toHaveValue('secret');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('shows a loading state while signing in, then goes to /dashboard', async () => {
    const server = fakeAuthServer();
    const release = server.hold('/api/auth/login');
    const user = renderLogin();

    await user.type(emailInput(), 'manager@cafe.example');
    await user.type(passwordInput(), DEMO_PASSWORD);
    await user.click(signInButton());

    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' }, SIGN_IN_WAIT)).toBeInTheDocument();
    expect(useAuthStore.getState().user).toEqual(demoUsers.manager);
  });

  it('submits with Enter', async () => {
    fakeAuthServer();
    const user = renderLogin();
    await user.type(emailInput(), 'staff@cafe.example');
    await user.type(passwordInput(), `${DEMO_PASSWORD}{Enter}`);
    expect(await screen.findByRole('heading', { name: 'Dashboard page' }, SIGN_IN_WAIT)).toBeInTheDocument();
  });

  it("shows the 'Invalid credentials' banner when the server says no", async () => {
    fakeAuthServer();
    const user = renderLogin();
    await user.type(emailInput(), 'manager@cafe.example');
    await user.type(passwordInput(), 'not-the-password');
    await user.click(signInButton());

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Invalid credentials');
    expect(banner).toHaveTextContent('Please check your email and password and try again.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('says what went wrong when the failure is not a wrong password', async () => {
    const server = fakeAuthServer();
    server.override('/api/auth/login', 500, { error: 'Internal Server Error' });
    const user = renderLogin();
    await user.type(emailInput(), 'manager@cafe.example');
    await user.type(passwordInput(), `${DEMO_PASSWORD}{Enter}`);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Invalid credentials');
    expect(banner).toHaveTextContent('Failed to authenticate. Please try again.');
  });

  it("'Use' fills the form with that account and signs in", async () => {
    const server = fakeAuthServer();
    const release = server.hold('/api/auth/login');
    const user = renderLogin();

    await screen.findByRole('heading', { name: 'Available accounts' });
    await user.click(within(accountRow('Manager')).getByRole('button', { name: 'Use' }));
    expect(emailInput()).toHaveValue('manager@cafe.example');
    expect(passwordInput()).toHaveValue(DEMO_PASSWORD);
    for (const button of screen.getAllByRole('button', { name: 'Use' })) expect(button).toBeDisabled();

    release();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' }, SIGN_IN_WAIT)).toBeInTheDocument();
    const [, init] = server.fetch.mock.calls.find(([path]) => path === '/api/auth/login') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'manager@cafe.example',
      password: DEMO_PASSWORD,
      actorKey: expect.any(String),
    });
  });

  it('lists the cached accounts and says so when the server cannot be reached', async () => {
    localStorage.setItem(SIGN_IN_OPTIONS_STORAGE_KEY, JSON.stringify(demoSignInOptions));
    const server = fakeAuthServer();
    server.setReachable(false);
    renderLogin();

    expect(await screen.findByText(/you are offline/i)).toBeInTheDocument();
    expect(accountRow('Staff')).toHaveTextContent('staff@cafe.example');
  });

  it('signs in offline a user who signed in online on this browser before', async () => {
    localStorage.setItem(SIGN_IN_OPTIONS_STORAGE_KEY, JSON.stringify(demoSignInOptions));
    await offlineVerifier.save('staff@cafe.example', DEMO_PASSWORD, demoUsers.staff);
    const server = fakeAuthServer();
    server.setReachable(false);
    const user = renderLogin();

    await user.click(within(accountRow('Staff')).getByRole('button', { name: 'Use' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' }, SIGN_IN_WAIT)).toBeInTheDocument();
    expect(useAuthStore.getState().user).toEqual(demoUsers.staff);
  });

  it('caches the sign-in options for the next offline visit', async () => {
    fakeAuthServer();
    renderLogin();
    await screen.findByRole('heading', { name: 'Available accounts' });
    expect(JSON.parse(localStorage.getItem(SIGN_IN_OPTIONS_STORAGE_KEY) ?? 'null')).toEqual(
      demoSignInOptions,
    );
  });

  it('shows neither the demo notice nor the accounts when demo mode is off', async () => {
    fakeAuthServer({ needsSetup: false, demo: null });
    renderLogin();
    // The answer is cached just before it is shown.
    await vi.waitFor(() => expect(localStorage.getItem(SIGN_IN_OPTIONS_STORAGE_KEY)).not.toBeNull());
    await act(async () => {});
    expect(screen.queryByText(/this is a demo application/i)).not.toBeInTheDocument();
    expect(screen.queryByText('Available accounts')).not.toBeInTheDocument();
  });

  it('sends a cafe with no users to /setup', async () => {
    fakeAuthServer({ needsSetup: true, demo: null });
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Setup page' })).toBeInTheDocument();
  });

  it('trusts the server over a cached answer from before the cafe was set up', async () => {
    localStorage.setItem(SIGN_IN_OPTIONS_STORAGE_KEY, JSON.stringify({ needsSetup: true, demo: null }));
    fakeAuthServer();
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Available accounts' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Setup page' })).not.toBeInTheDocument();
  });

  it('says so when the server is slow to answer a sign-in, and still signs in', async () => {
    const server = fakeAuthServer();
    const answer = server.hold('/api/auth/login');
    // Time runs as usual and the test can also jump it ahead.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderLogin();
      await screen.findByText(/this is a demo application/i);
      await user.click(within(accountRow('Manager')).getByRole('button', { name: 'Use' }));
      expect(signInButton()).toHaveTextContent('Signing in...');
      expect(screen.queryByText(/Still signing in/)).toBeNull();

      act(() => vi.advanceTimersByTime(TAKING_LONG_MS));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Still signing in: this is taking longer than usual.',
      );
      expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
      answer();
      expect(await screen.findByRole('heading', { name: 'Dashboard page' }, SIGN_IN_WAIT)).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a signed-in user to /dashboard', async () => {
    fakeAuthServer();
    useAuthStore.setState({ user: demoUsers.admin, isAuthenticated: true });
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' }, SIGN_IN_WAIT)).toBeInTheDocument();
  });
});
