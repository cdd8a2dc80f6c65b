import { permissionsFor, type Role } from '@cafe/domain';
import { describe, expect, it } from 'vitest';
import { appFixture } from '../test-support/app-fixture.js';
import { login, sessionCookieFrom } from '../test-support/test-app.js';
import { meRequest, setupRequest } from '../test-support/user-requests.js';
import { SESSION_TTL_MS } from './sessions.js';

const PASSWORD = 'cafe-demo-2026';

describe('auth routes (demo mode)', () => {
  const t = appFixture({ app: { demo: true } });

  it('lists the demo accounts and their shared password on the sign-in options', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/sign-in-options' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      needsSetup: false,
      demo: {
        password: PASSWORD,
        accounts: [
          { name: 'Alex Admin', email: 'admin@cafe.example', role: 'admin' },
          { name: 'Morgan Manager', email: 'manager@cafe.example', role: 'manager' },
          { name: 'Sam Staff', email: 'staff@cafe.example', role: 'staff' },
        ],
      },
    });
  });

  const roles: { role: Role; email: string; name: string; permissionCount: number }[] = [
    { role: 'admin', email: 'admin@cafe.example', name: 'Alex Admin', permissionCount: 14 },
    { role: 'manager', email: 'manager@cafe.example', name: 'Morgan Manager', permissionCount: 10 },
    { role: 'staff', email: 'staff@cafe.example', name: 'Sam Staff', permissionCount: 3 },
  ];

  it.each(roles)(
    'signs in $role with the permissions of spec §6',
    async ({ role, email, name, permissionCount }) => {
      const response = await login(t.app, email, PASSWORD);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.user).toEqual({ id: expect.any(String), name, email, role, avatarFileId: null });
      expect(body.permissions).toEqual(permissionsFor(role));
      expect(body.permissions).toHaveLength(permissionCount);
      expect(body.user).not.toHaveProperty('passwordHash');
    },
  );

  it('gives staff exactly view_sales, create_sale and view_expenses', async () => {
    const response = await login(t.app, 'staff@cafe.example', PASSWORD);
    expect(response.json().permissions).toEqual(['view_sales', 'create_sale', 'view_expenses']);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie on the whole site', async () => {
    const response = await login(t.app, 'admin@cafe.example', PASSWORD);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^cafe_session=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).not.toContain('Secure');
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const response = await login(t.app, '  Manager@Cafe.Example ', PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe('manager@cafe.example');
  });

  it('rejects a wrong password with 401 and no cookie', async () => {
    const response = await login(t.app, 'admin@cafe.example', 'not-the-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Invalid email or password' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('rejects an unknown email with the very same answer', async () => {
    const response = await login(t.app, 'nobody@cafe.example', PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Invalid email or password' });
  });

  it('answers bad JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "admin@cafe.example", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Invalid JSON' });
  });

  it('answers missing fields with 400 and the spec messages per field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Invalid request',
      issues: [
        { path: 'email', message: 'Email is required' },
        { path: 'password', message: 'Password is required' },
      ],
    });
  });

  it('answers an invalid email with 400 and the spec message', async () => {
    const response = await login(t.app, 'admin@cafe', PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'email', message: 'Invalid email address' }]);
  });

  it('answers a request with no body or a non-object body with 400, not 500', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Invalid request');
    const array = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: [1, 2] });
    expect(array.statusCode).toBe(400);
    const wrongTypes = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 42, password: { $ne: '' } },
    });
    expect(wrongTypes.statusCode).toBe(400);
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@cafe.example', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Request body is too large' });
  });

  it('answers a non-JSON content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'Unsupported content type' });
  });

  it('tells who is signed in, and 401 when nobody is', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(signedOut.statusCode).toBe(401);
    // The same 401 as every route that needs a session (docs/security.md), so a client needs one rule.
    expect(signedOut.json()).toEqual({ error: 'Not signed in', code: 'signed_out' });

    const forged = await meRequest(t.app, 'cafe_session=forged');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('signed_out');

    const cookie = sessionCookieFrom(await login(t.app, 'manager@cafe.example', PASSWORD));
    const me = await meRequest(t.app, cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.role).toBe('manager');
    expect(me.json().permissions).toEqual(permissionsFor('manager'));
  });

  it('revokes the session on logout: the old cookie no longer works', async () => {
    const cookie = sessionCookieFrom(await login(t.app, 'staff@cafe.example', PASSWORD));
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    expect(String(logout.headers['set-cookie'])).toMatch(/^cafe_session=;.*Expires=Thu, 01 Jan 1970/);

    const me = await meRequest(t.app, cookie);
    expect(me.statusCode).toBe(401);
  });

  it('logs out cleanly when not signed in, and with an empty JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(204);
  });

  it('keeps other sessions of the same user alive on logout', async () => {
    const first = sessionCookieFrom(await login(t.app, 'admin@cafe.example', PASSWORD));
    const second = sessionCookieFrom(await login(t.app, 'admin@cafe.example', PASSWORD));
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: first } });
    const me = await meRequest(t.app, second);
    expect(me.statusCode).toBe(200);
  });

  it('expires a session after its lifetime', async () => {
    const cookie = sessionCookieFrom(await login(t.app, 'admin@cafe.example', PASSWORD));
    const start = t.clock.now();
    try {
      t.clock.advance(SESSION_TTL_MS - 1000);
      expect((await meRequest(t.app, cookie)).statusCode).toBe(200);
      t.clock.advance(2000);
      const expired = await meRequest(t.app, cookie);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({ error: 'Not signed in', code: 'signed_out' });
    } finally {
      t.clock.set(start);
    }
  });

  it('refuses setup once users exist', async () => {
    const response = await setupRequest(t.app, {
      name: 'Eve',
      email: 'eve@cafe.example',
      password: 'long-enough-password',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'The cafe is already set up' });
  });
});

describe('session cookie behind HTTPS', () => {
  const t = appFixture({ app: { config: { secureCookies: true } } });

  it('marks the cookie Secure and sends HSTS', async () => {
    const response = await login(t.app, 'admin@cafe.example', PASSWORD);
    expect(String(response.headers['set-cookie'])).toContain('Secure');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });
});
