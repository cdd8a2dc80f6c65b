import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_ATTEMPTS_PER_MINUTE } from '../app-config.js';
import { parseEnv } from '../env.js';
import { DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import {
  EMAIL_SLOWDOWN_FIRST_DELAY_MS,
  EMAIL_SLOWDOWN_MAX_DELAY_MS,
  EMAIL_SLOWDOWN_WINDOW_MS,
  LOGIN_WINDOW_MS,
  loginLimitsFor,
} from './login-rate-limit.js';

const TOO_MANY = { error: 'Too many sign-in attempts. Please wait a minute and try again.' };
const LIMITS = loginLimitsFor(DEFAULT_LOGIN_ATTEMPTS_PER_MINUTE);
const PER_ADDRESS = LIMITS.failuresPerAddress;
const PER_PAIR = LIMITS.failuresPerAddressAndEmail;

interface LimitTestApp extends TestApp {
  /** Every slowdown the server asked for, in milliseconds; recorded instead of waited out. */
  slept: number[];
}

async function createLimitTestApp(env: Record<string, string> = {}): Promise<LimitTestApp> {
  const slept: number[] = [];
  const t = await createTestApp({
    // Whose word the server takes for an address is read from the environment as main.ts reads it.
    config: {
      loginAttemptsPerMinute: parseEnv(env, '/').config.loginAttemptsPerMinute,
      trustProxy: parseEnv(env, '/').config.trustProxy,
    },
    sleep: async (ms) => {
      slept.push(ms);
    },
  });
  return { ...t, slept };
}

function attempt(
  t: TestApp,
  email: string,
  remoteAddress: string,
  password = 'wrong-password',
  forwardedFor?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
    ...(forwardedFor === undefined ? {} : { headers: { 'x-forwarded-for': forwardedFor } }),
  });
}

async function statuses(responses: Promise<{ statusCode: number }>[]): Promise<Record<number, number>> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of await Promise.all(responses))
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

it('CAFE_LOGIN_ATTEMPTS_PER_MINUTE=10: 10 failures per address, 5 per address and email, a minute', () => {
  expect(PER_ADDRESS).toBe(10);
  expect(PER_PAIR).toBe(5);
  expect(LIMITS.slowdown.freeFailures).toBe(5);
});

describe('sign-in limits', () => {
  let t: LimitTestApp;
  afterEach(() => t.close());

  it('wrong passwords on the admin from anywhere never lock the owner out', async () => {
    t = await createLimitTestApp();
    // The attack the old per-email limit let through: ten wrong attempts a minute from other addresses...
    for (let i = 0; i < 10; i++) {
      expect((await attempt(t, 'admin@cafe.example', `10.0.0.${i + 1}`)).statusCode).toBe(401);
    }
    // ... and far more than that from many addresses, each up to its own limit.
    for (let host = 0; host < 3; host++) {
      for (let i = 0; i < PER_PAIR + 1; i++) await attempt(t, 'admin@cafe.example', `172.16.0.${host + 1}`);
    }
    // The owner, at an address that has not failed, still signs in (slowed, never refused).
    const owner = await attempt(t, 'admin@cafe.example', '192.168.1.10', DEMO_PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe('admin@cafe.example');
  });

  it('limits an attacking address across emails, and lifts the limit when its minute is over', async () => {
    t = await createLimitTestApp();
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await attempt(t, `guess${i}@cafe.example`, '192.168.1.50')).statusCode).toBe(401);
    }
    // Past the limit even a right password from that address is refused: the address has failed.
    const limited = await attempt(t, 'staff@cafe.example', '192.168.1.50', DEMO_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(Number(limited.headers['retry-after'])).toBe(LOGIN_WINDOW_MS / 1000);
    // Another till is not affected.
    expect((await attempt(t, 'staff@cafe.example', '192.168.1.51', DEMO_PASSWORD)).statusCode).toBe(200);

    t.clock.advance(LOGIN_WINDOW_MS - 1_000);
    expect(Number((await attempt(t, 'staff@cafe.example', '192.168.1.50')).headers['retry-after'])).toBe(1);
    t.clock.advance(1_000);
    expect((await attempt(t, 'staff@cafe.example', '192.168.1.50', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('limits one email from one address sooner, without shutting the address out for others', async () => {
    t = await createLimitTestApp();
    for (let i = 0; i < PER_PAIR; i++) {
      expect((await attempt(t, 'manager@cafe.example', '10.1.1.1')).statusCode).toBe(401);
    }
    expect((await attempt(t, 'manager@cafe.example', '10.1.1.1', DEMO_PASSWORD)).statusCode).toBe(429);
    // Counted on the normalised email, so changing its case does not reset the count.
    expect((await attempt(t, 'MANAGER@cafe.example', '10.1.1.1', DEMO_PASSWORD)).statusCode).toBe(429);
    // The same address still signs in someone else (a shared till), and the manager elsewhere.
    expect((await attempt(t, 'staff@cafe.example', '10.1.1.1', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await attempt(t, 'manager@cafe.example', '10.1.1.2', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('right passwords are not failures: a busy till signs in all day', async () => {
    t = await createLimitTestApp();
    for (let i = 0; i < PER_ADDRESS * 2; i++) {
      const email = ['admin', 'manager', 'staff'][i % 3];
      expect((await attempt(t, `${email}@cafe.example`, '10.2.2.2', DEMO_PASSWORD)).statusCode).toBe(200);
    }
    expect(t.slept).toEqual([]);
  });

  it('slows an email down after its free failures, doubling to a bound, from any address', async () => {
    t = await createLimitTestApp();
    // Each from its own address, so only the per-email slowdown applies.
    for (let i = 0; i < LIMITS.slowdown.freeFailures; i++) {
      expect((await attempt(t, 'admin@cafe.example', `10.3.0.${i + 1}`)).statusCode).toBe(401);
    }
    expect(t.slept).toEqual([]);
    for (let i = 0; i < 6; i++) {
      expect((await attempt(t, 'admin@cafe.example', `10.3.1.${i + 1}`)).statusCode).toBe(401);
    }
    const first = EMAIL_SLOWDOWN_FIRST_DELAY_MS;
    expect(t.slept).toEqual([
      first,
      first * 2,
      first * 4,
      first * 8,
      first * 16,
      EMAIL_SLOWDOWN_MAX_DELAY_MS,
    ]);
    expect(first * 16).toBe(EMAIL_SLOWDOWN_MAX_DELAY_MS);

    // The owner's right password waits the same bounded time, then gets in.
    t.slept.length = 0;
    expect((await attempt(t, 'admin@cafe.example', '10.3.2.1', DEMO_PASSWORD)).statusCode).toBe(200);
    expect(t.slept).toEqual([EMAIL_SLOWDOWN_MAX_DELAY_MS]);
    // Other emails are not slowed.
    t.slept.length = 0;
    expect((await attempt(t, 'staff@cafe.example', '10.3.2.2', DEMO_PASSWORD)).statusCode).toBe(200);
    expect(t.slept).toEqual([]);
    // The slowdown wears off with its window.
    t.clock.advance(EMAIL_SLOWDOWN_WINDOW_MS);
    expect((await attempt(t, 'admin@cafe.example', '10.3.2.3', DEMO_PASSWORD)).statusCode).toBe(200);
    expect(t.slept).toEqual([]);
  });

  it('parallel wrong attempts from one address cannot slip past its limits', async () => {
    t = await createLimitTestApp();
    const acrossEmails = Array.from({ length: PER_ADDRESS * 3 }, (_, i) =>
      attempt(t, `spray${i}@cafe.example`, '10.4.4.4'),
    );
    expect(await statuses(acrossEmails)).toEqual({ 401: PER_ADDRESS, 429: PER_ADDRESS * 2 });

    const oneEmail = Array.from({ length: PER_PAIR * 4 }, () => attempt(t, 'admin@cafe.example', '10.5.5.5'));
    expect(await statuses(oneEmail)).toEqual({ 401: PER_PAIR, 429: PER_PAIR * 3 });

    // From many addresses at once: each attempt is slowed by those already under way, not only by settled ones.
    const free = LIMITS.slowdown.freeFailures;
    const burst = Array.from({ length: free + 3 }, (_, i) =>
      attempt(t, 'manager@cafe.example', `10.8.0.${i + 1}`),
    );
    expect(await statuses(burst)).toEqual({ 401: free + 3 });
    const first = EMAIL_SLOWDOWN_FIRST_DELAY_MS;
    expect(t.slept).toEqual([first, first * 2, first * 4]);
  });

  it('parallel right passwords from an address that has not failed are never refused', async () => {
    t = await createLimitTestApp();
    const tills = Array.from({ length: PER_ADDRESS + 5 }, (_, i) =>
      attempt(t, `${['admin', 'manager', 'staff'][i % 3]}@cafe.example`, '10.6.6.6', DEMO_PASSWORD),
    );
    expect(await statuses(tills)).toEqual({ 200: PER_ADDRESS + 5 });

    const sameAccount = Array.from({ length: PER_PAIR + 3 }, () =>
      attempt(t, 'staff@cafe.example', '10.7.7.7', DEMO_PASSWORD),
    );
    expect(await statuses(sameAccount)).toEqual({ 200: PER_PAIR + 3 });
  });
});

describe('sign-in limits behind a reverse proxy', () => {
  let t: LimitTestApp;
  afterEach(() => t.close());

  /** A small limit: each failure below it hashes a password, and the point is the 429s past it. */
  const ATTEMPTS = 4;
  const limited = (setting: string) =>
    createLimitTestApp({ CAFE_TRUST_PROXY: setting, CAFE_LOGIN_ATTEMPTS_PER_MINUTE: String(ATTEMPTS) });
  /** The proxy on the server's machine, and the one real client behind it. */
  const PROXY = '127.0.0.1';
  const CLIENT = '203.0.113.9';
  /** What the proxy passes on: whatever the client wrote, then the address it saw. */
  const forwarded = (forged: string | null) => (forged === null ? CLIENT : `${forged}, ${CLIENT}`);
  const burst = (forged: (i: number) => string | null) =>
    statuses(
      Array.from({ length: ATTEMPTS * 2 }, (_, i) =>
        attempt(t, `spray${i}@cafe.example`, PROXY, 'wrong-password', forwarded(forged(i))),
      ),
    );

  for (const setting of ['1', PROXY, 'loopback, 10.0.0.0/8']) {
    it(`CAFE_TRUST_PROXY=${setting}: a forged X-Forwarded-For per guess is limited as one address`, async () => {
      t = await limited(setting);
      expect(await burst((i) => `198.51.100.${i + 1}`)).toEqual({ 401: ATTEMPTS, 429: ATTEMPTS });
      // Another client behind the same proxy is its own address, not limited.
      const other = await attempt(t, 'staff@cafe.example', PROXY, DEMO_PASSWORD, '192.0.2.44');
      expect(other.statusCode).toBe(200);
    });
  }

  it('limits the same burst without a forged header just the same', async () => {
    t = await limited('1');
    expect(await burst(() => null)).toEqual({ 401: ATTEMPTS, 429: ATTEMPTS });
  });

  it('believes no X-Forwarded-For from a client that is not a named proxy', async () => {
    t = await limited(PROXY);
    const direct = Array.from({ length: ATTEMPTS * 2 }, (_, i) =>
      attempt(t, `spray${i}@cafe.example`, CLIENT, 'wrong-password', `198.51.100.${i + 1}`),
    );
    expect(await statuses(direct)).toEqual({ 401: ATTEMPTS, 429: ATTEMPTS });
  });
});
