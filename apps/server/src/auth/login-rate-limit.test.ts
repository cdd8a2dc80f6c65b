import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_ATTEMPTS_PER_MINUTE } from '../app-config.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const TOO_MANY = { error: 'Too many sign-in attempts. Please wait a minute and try again.' };

function attempt(t: TestApp, email: string, remoteAddress: string, password = 'wrong-password') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });
}

describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ config: { loginAttemptsPerMinute: DEFAULT_LOGIN_ATTEMPTS_PER_MINUTE } });
  });
  afterEach(() => t.close());

  it('allows 10 attempts per email a minute, then answers 429 even from other addresses', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await attempt(t, 'admin@cafe.example', `10.0.0.${i + 1}`);
      expect(response.statusCode).toBe(401);
    }
    const limited = await attempt(t, 'admin@cafe.example', '10.0.1.1', 'cafe-demo-2026');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Counted on the normalised address, so changing its case does not reset the count.
    expect((await attempt(t, 'ADMIN@cafe.example', '10.0.1.2')).statusCode).toBe(429);
    // Another account is not affected.
    expect((await attempt(t, 'staff@cafe.example', '10.0.1.3', 'cafe-demo-2026')).statusCode).toBe(200);
  });

  it('allows 10 attempts per IP a minute across emails, then answers 429', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await attempt(t, `guess${i}@cafe.example`, '192.168.1.50');
      expect(response.statusCode).toBe(401);
    }
    const limited = await attempt(t, 'admin@cafe.example', '192.168.1.50', 'cafe-demo-2026');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    // Another till is not affected.
    expect((await attempt(t, 'admin@cafe.example', '192.168.1.51', 'cafe-demo-2026')).statusCode).toBe(200);
  });
});
