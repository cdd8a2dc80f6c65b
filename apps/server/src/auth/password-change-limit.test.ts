import { USER_MESSAGES } from '@cafe/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn } from '../test-support/sync-client.js';
import { createTestApp, login, type TestApp } from '../test-support/test-app.js';
import { LOGIN_WINDOW_MS, TOO_MANY_PASSWORD_ATTEMPTS } from './login-rate-limit.js';

/** Four failures a minute per address, so two per user from one address (loginLimitsFor halves it). */
const ATTEMPTS_PER_MINUTE = 4;
const FAILURES_PER_USER = 2;

describe('wrong current passwords on a password change are limited like sign-ins', () => {
  let t: TestApp;
  let staff: { sessionCookie: string };
  const slept: number[] = [];

  beforeEach(async () => {
    slept.length = 0;
    t = await createTestApp({
      config: { loginAttemptsPerMinute: ATTEMPTS_PER_MINUTE },
      sleep: async (ms) => {
        slept.push(ms);
      },
    });
    staff = await signIn(t.app, 'staff@cafe.example');
  });
  afterEach(() => t.close());

  const change = (currentPassword: string, newPassword = 'new-beans-2026', remoteAddress = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie: staff.sessionCookie },
      payload: { currentPassword, newPassword },
      remoteAddress,
    });

  it('refuses even the right password once the wrong ones reach the limit, until the window passes', async () => {
    for (let i = 0; i < FAILURES_PER_USER; i++) {
      const wrong = await change(`guess-${i}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toBe(USER_MESSAGES.currentPasswordWrong);
    }

    const limited = await change(DEMO_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: TOO_MANY_PASSWORD_ATTEMPTS });
    expect(Number(limited.headers['retry-after'])).toBe(LOGIN_WINDOW_MS / 1000);
    // Nothing changed: the old password still signs in.
    expect((await login(t.app, 'staff@cafe.example', DEMO_PASSWORD)).statusCode).toBe(200);

    t.clock.advance(LOGIN_WINDOW_MS - 1_000);
    const stillLimited = await change(DEMO_PASSWORD);
    expect(stillLimited.statusCode).toBe(429);
    expect(stillLimited.headers['retry-after']).toBe('1');

    t.clock.advance(1_000);
    const changed = await change(DEMO_PASSWORD);
    expect(changed.statusCode).toBe(200);
    expect((await login(t.app, 'staff@cafe.example', 'new-beans-2026')).statusCode).toBe(200);
  });

  it('lets a right password through before the limit, and a success clears nothing it should not', async () => {
    expect((await change('guess-once')).statusCode).toBe(400);
    const changed = await change(DEMO_PASSWORD);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user).toMatchObject({ email: 'staff@cafe.example' });
    expect(slept).toEqual([]);
  });

  it('does not count refusals that are not a wrong password', async () => {
    for (let i = 0; i < FAILURES_PER_USER + 1; i++) {
      expect((await change('', '')).statusCode).toBe(400);
    }
    expect((await change(DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('limits the user from any one address, not the addresses of other users', async () => {
    for (let i = 0; i < FAILURES_PER_USER; i++) expect((await change(`guess-${i}`)).statusCode).toBe(400);
    const manager = await signIn(t.app, 'manager@cafe.example');
    const managerChange = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie: manager.sessionCookie },
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'new-beans-2026' },
      remoteAddress: '203.0.113.7',
    });
    expect(managerChange.statusCode).toBe(200);
  });
});
