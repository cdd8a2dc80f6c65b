import { describe, expect, it, vi } from 'vitest';
import {
  AUTH_FAILED_ERROR,
  AUTH_STORAGE_KEY,
  INVALID_CREDENTIALS_ERROR,
  PENDING_LOGOUT_KEY,
  useAuthStore,
} from './auth-store';
import { eachTestSignedOut } from './each-test-signed-out';
import { DEMO_PASSWORD, demoUsers, fakeAuthServer } from './fake-auth-server';
import { offlineVerifier } from './offline-verifier';

const { manager, staff } = demoUsers;

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

function persisted(): unknown {
  const raw = localStorage.getItem(AUTH_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

// Each online sign-in derives a 600,000-round PBKDF2 verifier; allow for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

eachTestSignedOut();

describe('login online', () => {
  it('signs in with the server, persists only user and isAuthenticated, and saves an offline verifier', async () => {
    const server = fakeAuthServer();
    expect(await useAuthStore.getState().login('manager@cafe.example', DEMO_PASSWORD)).toBe(true);

    expect(useAuthStore.getState()).toMatchObject({
      user: manager,
      isAuthenticated: true,
      isLoading: false,
      error: null,
    });
    expect(server.calls()).toEqual(['POST /api/auth/login']);
    const [, init] = server.fetch.mock.calls[0] ?? [];
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'manager@cafe.example',
      password: DEMO_PASSWORD,
      actorKey: expect.stringMatching(/^[A-Za-z0-9_-]{122}$/),
    });

    expect(persisted()).toEqual({ state: { user: manager, isAuthenticated: true }, version: 0 });
    expect(await offlineVerifier.verify('manager@cafe.example', DEMO_PASSWORD)).toEqual(manager);
  });

  it("answers a wrong password with 'Invalid email or password' and saves nothing", async () => {
    fakeAuthServer();
    expect(await useAuthStore.getState().login('manager@cafe.example', 'wrong')).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      isLoading: false,
      error: INVALID_CREDENTIALS_ERROR,
    });
    expect(await offlineVerifier.has('manager@cafe.example')).toBe(false);
  });

  it("answers a server error with 'Failed to authenticate. Please try again.'", async () => {
    const server = fakeAuthServer();
    server.override('/api/auth/login', 500, { error: 'Internal Server Error' });
    expect(await useAuthStore.getState().login('manager@cafe.example', DEMO_PASSWORD)).toBe(false);
    expect(useAuthStore.getState().error).toBe(AUTH_FAILED_ERROR);
  });

  it('passes on the rate limit message so the user knows to wait', async () => {
    const server = fakeAuthServer();
    server.override('/api/auth/login', 429, { error: 'Too many sign-in attempts. Try again in a minute.' });
    await useAuthStore.getState().login('manager@cafe.example', DEMO_PASSWORD);
    expect(useAuthStore.getState().error).toBe('Too many sign-in attempts. Try again in a minute.');
  });

  it('treats a 200 it cannot understand as a failure, not a sign-in', async () => {
    const server = fakeAuthServer();
    server.override('/api/auth/login', 200, { user: { name: 'Nobody' } });
    expect(await useAuthStore.getState().login('manager@cafe.example', DEMO_PASSWORD)).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, error: AUTH_FAILED_ERROR });
  });

  it('shows isLoading while the server is asked', async () => {
    const server = fakeAuthServer();
    const release = server.hold('/api/auth/login');
    const pending = useAuthStore.getState().login('manager@cafe.example', DEMO_PASSWORD);
    expect(useAuthStore.getState().isLoading).toBe(true);
    release();
    await pending;
    expect(useAuthStore.getState().isLoading).toBe(false);
  });
});

describe('login offline', () => {
  async function signInOnceOnlineThenSignOut() {
    const server = fakeAuthServer();
    await useAuthStore.getState().login('manager@cafe.example', DEMO_PASSWORD);
    await useAuthStore.getState().logout();
    return server;
  }

  it('signs in with the verifier when the server is unreachable', async () => {
    const server = await signInOnceOnlineThenSignOut();
    server.setReachable(false);
    expect(await useAuthStore.getState().login('Manager@Cafe.example', DEMO_PASSWORD)).toBe(true);
    expect(useAuthStore.getState()).toMatchObject({ user: manager, isAuthenticated: true, error: null });
  });

  it('signs in with the verifier without asking the server when the browser is offline', async () => {
    const server = await signInOnceOnlineThenSignOut();
    goOffline();
    const before = server.calls().length;
    expect(await useAuthStore.getState().login('manager@cafe.example', DEMO_PASSWORD)).toBe(true);
    expect(server.calls()).toHaveLength(before);
  });

  it('treats a gateway saying the server is down as unreachable', async () => {
    const server = await signInOnceOnlineThenSignOut();
    server.override('/api/auth/login', 503, { error: 'Service Unavailable' });
    expect(await useAuthStore.getState().login('manager@cafe.example', DEMO_PASSWORD)).toBe(true);
  });

  it("rejects a wrong password offline with 'Invalid email or password'", async () => {
    const server = await signInOnceOnlineThenSignOut();
    server.setReachable(false);
    expect(await useAuthStore.getState().login('manager@cafe.example', 'cafe-demo-2025')).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      error: INVALID_CREDENTIALS_ERROR,
    });
  });

  it('rejects a user who never signed in online on this browser', async () => {
    const server = await signInOnceOnlineThenSignOut();
    server.setReachable(false);
    expect(await useAuthStore.getState().login('staff@cafe.example', DEMO_PASSWORD)).toBe(false);
    expect(useAuthStore.getState().error).toBe(INVALID_CREDENTIALS_ERROR);
  });
});

describe('logout', () => {
  it('clears the user, revokes the session on the server and keeps the offline verifier', async () => {
    const server = fakeAuthServer();
    await useAuthStore.getState().login('manager@cafe.example', DEMO_PASSWORD);
    await useAuthStore.getState().logout();

    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false, error: null });
    expect(server.calls()).toContain('POST /api/auth/logout');
    expect(server.signedInUser()).toBeNull();
    expect(persisted()).toEqual({ state: { user: null, isAuthenticated: false }, version: 0 });
    expect(await offlineVerifier.has('manager@cafe.example')).toBe(true);
  });

  it('signs out locally when the server is unreachable', async () => {
    const server = fakeAuthServer();
    await useAuthStore.getState().login('manager@cafe.example', DEMO_PASSWORD);
    server.setReachable(false);
    await expect(useAuthStore.getState().logout()).resolves.toBeUndefined();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('does not call the server while the browser is offline', async () => {
    const server = fakeAuthServer();
    await useAuthStore.getState().login('manager@cafe.example', DEMO_PASSWORD);
    goOffline();
    await useAuthStore.getState().logout();
    expect(server.calls()).not.toContain('POST /api/auth/logout');
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('revokes the session left behind by an offline sign-out at the next online check', async () => {
    const server = fakeAuthServer();
    await useAuthStore.getState().login('manager@cafe.example', DEMO_PASSWORD);
    server.setReachable(false);
    await useAuthStore.getState().logout();
    expect(localStorage.getItem(PENDING_LOGOUT_KEY)).not.toBeNull();
    expect(server.signedInUser()).toEqual(manager);

    server.setReachable(true);
    await useAuthStore.getState().checkAuth();
    expect(server.signedInUser()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
    expect(localStorage.getItem(PENDING_LOGOUT_KEY)).toBeNull();
  });

  it('forgets a pending sign-out once a new online sign-in replaced the session', async () => {
    const server = fakeAuthServer();
    await useAuthStore.getState().login('manager@cafe.example', DEMO_PASSWORD);
    server.setReachable(false);
    await useAuthStore.getState().logout();
    server.setReachable(true);
    await useAuthStore.getState().login('staff@cafe.example', DEMO_PASSWORD);
    expect(localStorage.getItem(PENDING_LOGOUT_KEY)).toBeNull();

    await useAuthStore.getState().checkAuth();
    expect(useAuthStore.getState()).toMatchObject({ user: staff, isAuthenticated: true });
  });
});

describe('checkAuth', () => {
  it("takes the server's user when the session is valid", async () => {
    const server = fakeAuthServer();
    await useAuthStore.getState().login('staff@cafe.example', DEMO_PASSWORD);
    useAuthStore.setState({ user: null, isAuthenticated: false });

    const pending = useAuthStore.getState().checkAuth();
    expect(useAuthStore.getState().isLoading).toBe(true);
    await pending;
    expect(useAuthStore.getState()).toMatchObject({ user: staff, isAuthenticated: true, isLoading: false });
    expect(server.calls()).toContain('GET /api/auth/me');
  });

  it('signs out a persisted user whose session the server no longer knows', async () => {
    fakeAuthServer();
    useAuthStore.setState({ user: manager, isAuthenticated: true });
    await useAuthStore.getState().checkAuth();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false, isLoading: false });
  });

  it('keeps a persisted user offline when this browser holds their verifier', async () => {
    const server = fakeAuthServer();
    await useAuthStore.getState().login('manager@cafe.example', DEMO_PASSWORD);
    server.setReachable(false);
    await useAuthStore.getState().checkAuth();
    expect(useAuthStore.getState()).toMatchObject({ user: manager, isAuthenticated: true, isLoading: false });

    goOffline();
    await useAuthStore.getState().checkAuth();
    expect(useAuthStore.getState()).toMatchObject({ user: manager, isAuthenticated: true });
  });

  it('signs out a persisted user offline when this browser cannot verify them', async () => {
    const server = fakeAuthServer();
    server.setReachable(false);
    useAuthStore.setState({ user: staff, isAuthenticated: true });
    await useAuthStore.getState().checkAuth();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false, isLoading: false });
  });

  it('updates the offline copy of the user from the server', async () => {
    const server = fakeAuthServer();
    await useAuthStore.getState().login('manager@cafe.example', DEMO_PASSWORD);
    const promoted = { ...manager, name: 'Morgan the Great' };
    server.override('/api/auth/me', 200, { user: promoted, permissions: [] });
    await useAuthStore.getState().checkAuth();
    expect(useAuthStore.getState().user).toEqual(promoted);
    expect(await offlineVerifier.verify('manager@cafe.example', DEMO_PASSWORD)).toEqual(promoted);
  });

  it('never undoes a sign-in that finished while it was waiting for the server', async () => {
    const server = fakeAuthServer();
    server.override('/api/auth/me', 401, { error: 'Not signed in' });
    const release = server.hold('/api/auth/me');
    const check = useAuthStore.getState().checkAuth();
    await useAuthStore.getState().login('manager@cafe.example', DEMO_PASSWORD);
    release();
    await check;
    expect(useAuthStore.getState()).toMatchObject({ user: manager, isAuthenticated: true });
  });
});

describe('persistence', () => {
  it("restores user and isAuthenticated from 'auth-storage'", async () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ state: { user: manager, isAuthenticated: true }, version: 0 }),
    );
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ user: manager, isAuthenticated: true, error: null });
  });

  it('ignores a stored user that does not parse', async () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({
        state: { user: { name: 'Mallory', role: 'admin' }, isAuthenticated: true },
        version: 0,
      }),
    );
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
  });
});
