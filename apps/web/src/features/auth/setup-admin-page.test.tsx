import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../data/auth/auth-store';
import { eachTestSignedOut } from '../../data/auth/each-test-signed-out';
import { fakeAuthServer } from '../../data/auth/fake-auth-server';
import { offlineVerifier } from '../../data/auth/offline-verifier';
import { SetupAdminPage } from './setup-admin-page';
import { renderSignInScreen } from './sign-in-test-kit';

// Signing in derives a 600,000-round PBKDF2 verifier: well under a second, but allow for a busy machine.
const SIGN_IN_WAIT = { timeout: 10_000 };

const noUsersYet = { needsSetup: true, demo: null };

const renderSetup = () => renderSignInScreen('/setup', <SetupAdminPage />);

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { name?: string; email?: string; password?: string; confirm?: string },
) {
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Create admin account' }));
}

eachTestSignedOut();

describe('SetupAdminPage', { timeout: 20_000 }, () => {
  it('asks for every field first', async () => {
    fakeAuthServer(noUsersYet);
    const user = renderSetup();
    expect(screen.getByRole('heading', { name: 'Create the admin account' })).toBeInTheDocument();
    await fill(user, { name: 'Robin Owner', email: 'robin@cafe.example', password: 'long-enough' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all required fields');
  });

  it('checks the email, the password length and that the passwords match', async () => {
    const server = fakeAuthServer(noUsersYet);
    const user = renderSetup();
    await fill(user, {
      name: 'Robin Owner',
      email: 'robin@cafe',
      password: 'long-enough',
      confirm: 'long-enough',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');

    await user.type(screen.getByLabelText('Email'), '.example');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create admin account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Create admin account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(server.calls()).not.toContain('POST /api/auth/setup');
  });

  it('creates the admin, signs them in and goes to /dashboard', async () => {
    const server = fakeAuthServer(noUsersYet);
    const user = renderSetup();
    await fill(user, {
      name: 'Robin Owner',
      email: 'Robin@Cafe.example',
      password: 'a long passphrase',
      confirm: 'a long passphrase',
    });

    expect(await screen.findByRole('heading', { name: 'Dashboard page' }, SIGN_IN_WAIT)).toBeInTheDocument();
    expect(server.calls()).toContain('POST /api/auth/setup');
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      user: { name: 'Robin Owner', role: 'admin' },
    });
    expect(await offlineVerifier.has('robin@cafe.example')).toBe(true);
  });

  it('sends visitors of a cafe that is already set up to /login', async () => {
    fakeAuthServer({ needsSetup: false, demo: null });
    renderSetup();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('says so when someone else set the cafe up first', async () => {
    const server = fakeAuthServer(noUsersYet);
    server.override('/api/auth/setup', 409, { error: 'The cafe is already set up' });
    const user = renderSetup();
    await fill(user, {
      name: 'Robin Owner',
      email: 'robin@cafe.example',
      password: 'long-enough',
      confirm: 'long-enough',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The cafe is already set up');
    expect(screen.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute('href', '/login');
  });
});
