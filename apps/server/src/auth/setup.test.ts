import { permissionsFor } from '@cafe/domain';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { appFixture } from '../test-support/app-fixture.js';
import { login, sessionCookieFrom } from '../test-support/test-app.js';
import { meRequest, setupRequest } from '../test-support/user-requests.js';

const ADMIN = { name: 'Jordan Owner', email: 'Owner@MyCafe.example', password: 'a-strong-passphrase' };

describe('first-run setup (CAFE_DEMO=false)', () => {
  const t = appFixture({ app: { demo: false } });

  it('has no users and no demo accounts, and asks for setup', async () => {
    expect(await t.database.db.select().from(users)).toEqual([]);
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/sign-in-options' });
    expect(response.json()).toEqual({ needsSetup: true, demo: null });
  });

  it('does not let anyone sign in with the demo password', async () => {
    const response = await login(t.app, 'admin@cafe.example', 'cafe-demo-2026');
    expect(response.statusCode).toBe(401);
  });

  it('validates the admin form', async () => {
    const response = await setupRequest(t.app, { name: ' ', email: 'not-an-email', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['email', 'name', 'password']);
  });

  it('creates the admin, signs them in, and stops asking for setup', async () => {
    const response = await setupRequest(t.app, ADMIN);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      user: {
        id: expect.any(String),
        name: 'Jordan Owner',
        email: 'owner@mycafe.example',
        role: 'admin',
        avatarFileId: null,
      },
      permissions: permissionsFor('admin'),
      credentialsVersion: 0,
    });
    const me = await meRequest(t.app, sessionCookieFrom(response));
    expect(me.json().user.email).toBe('owner@mycafe.example');

    const options = await t.app.inject({ method: 'GET', url: '/api/auth/sign-in-options' });
    expect(options.json()).toEqual({ needsSetup: false, demo: null });
    const [stored] = await t.database.db.select().from(users);
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(stored?.passwordHash).not.toContain(ADMIN.password);
  });

  it('answers 409 to a second setup', async () => {
    const response = await setupRequest(t.app, {
      name: 'Mallory',
      email: 'mallory@evil.example',
      password: 'takeover-attempt',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'The cafe is already set up' });
  });

  it('lets the new admin sign in', async () => {
    const response = await login(t.app, 'owner@mycafe.example', ADMIN.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe('admin');
  });
});

describe('concurrent setup', () => {
  const t = appFixture({ app: { demo: false } });

  it('creates exactly one admin when two setups race', async () => {
    const [a, b] = await Promise.all(
      ['first', 'second'].map((who) =>
        setupRequest(t.app, { name: who, email: `${who}@cafe.example`, password: 'long-enough-password' }),
      ),
    );
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([201, 409]);
    expect(await t.database.db.select().from(users)).toHaveLength(1);
  });
});
