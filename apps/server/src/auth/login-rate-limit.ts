import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock.js';

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a minute and try again.';
export const TOO_MANY_PASSWORD_ATTEMPTS = 'Too many wrong passwords. Please wait a minute and try again.';

/** Waits `ms` milliseconds; the app's is a timer, a test's may record the wait instead of spending it. */
export type Sleep = (ms: number) => Promise<void>;

export const timerSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LoginLimits {
  /** Failed sign-ins one client address may make in `windowMs`, whatever the emails; then 429. */
  failuresPerAddress: number;
  /** Failed sign-ins for one email from one client address in `windowMs`; then 429 for that pair. */
  failuresPerAddressAndEmail: number;
  windowMs: number;
  /** Per email, from any address: never a refusal, only a wait before the password is checked. */
  slowdown: {
    /** Failures of the email in `windowMs` that cost nothing; each one beyond doubles the wait. */
    freeFailures: number;
    windowMs: number;
    firstDelayMs: number;
    maxDelayMs: number;
  };
}

export const LOGIN_WINDOW_MS = 60_000;
export const EMAIL_SLOWDOWN_WINDOW_MS = 15 * 60_000;
export const EMAIL_SLOWDOWN_FIRST_DELAY_MS = 500;
/** Bounded, so a waiting sign-in holds its connection for seconds at most and the owner's still gets through. */
export const EMAIL_SLOWDOWN_MAX_DELAY_MS = 8_000;

/**
 * CAFE_LOGIN_ATTEMPTS_PER_MINUTE is the failures one client address may make a minute; one email from that
 * address gets half of them (so one person's typos on a shared till do not shut out everyone behind it), and
 * past that many failures in 15 minutes an email's sign-ins start to wait, whoever makes them.
 */
export function loginLimitsFor(failedAttemptsPerMinute: number): LoginLimits {
  const perPair = Math.max(1, Math.ceil(failedAttemptsPerMinute / 2));
  return {
    failuresPerAddress: failedAttemptsPerMinute,
    failuresPerAddressAndEmail: perPair,
    windowMs: LOGIN_WINDOW_MS,
    slowdown: {
      freeFailures: perPair,
      windowMs: EMAIL_SLOWDOWN_WINDOW_MS,
      firstDelayMs: EMAIL_SLOWDOWN_FIRST_DELAY_MS,
      maxDelayMs: EMAIL_SLOWDOWN_MAX_DELAY_MS,
    },
  };
}

export type LimitedSignIn<T> = { limited: true; retryAfterSeconds: number } | { limited: false; result: T };

/** What one key (an address, an address+email pair, an email) has done in its current window. */
interface Tally {
  /** Failures since `windowEndsAt - windowMs`; the window starts at the first failure. */
  failures: number;
  windowEndsAt: number;
  /** Attempts counted but not yet settled: their password is being checked (or their slowdown waited out). */
  inFlight: number;
  /** Attempts queued behind the in-flight ones, woken whenever one settles. */
  waiters: (() => void)[];
}

class Tallies {
  private readonly byKey = new Map<string, Tally>();
  private touchesSinceSweep = 0;

  constructor(private readonly windowMs: number) {}

  get(key: string, now: number): Tally {
    let tally = this.byKey.get(key);
    if (tally && tally.failures > 0 && tally.windowEndsAt <= now) tally.failures = 0;
    if (!tally) {
      tally = { failures: 0, windowEndsAt: 0, inFlight: 0, waiters: [] };
      this.byKey.set(key, tally);
    }
    return tally;
  }

  fail(tally: Tally, now: number): void {
    if (tally.failures === 0 || tally.windowEndsAt <= now) {
      tally.failures = 0;
      tally.windowEndsAt = now + this.windowMs;
    }
    tally.failures++;
  }

  /** Forgets keys with nothing left to remember, so addresses and emails that come and go cost no memory. */
  release(key: string, tally: Tally, now: number): void {
    if (
      tally.inFlight === 0 &&
      tally.waiters.length === 0 &&
      (tally.failures === 0 || tally.windowEndsAt <= now)
    ) {
      this.byKey.delete(key);
    }
  }

  /** Now and then drops what `release` could not (a window that ended while nobody asked). */
  sweepSometimes(now: number): void {
    if (++this.touchesSinceSweep < 1_000) return;
    this.touchesSinceSweep = 0;
    for (const [key, tally] of this.byKey) this.release(key, tally, now);
  }
}

/**
 * Sign-in limits that slow and stop guessing without letting anyone lock the owner out:
 *
 * - Only FAILURES count. An attempt is counted when it arrives (as in flight, before its password is checked, so
 *   parallel requests cannot slip past a limit) and given back if the password was right, or if the server
 *   failed before it could tell (a right password must not be charged for a fault of ours).
 * - Per client address, and per address+email: past the limit that address gets 429 until its window ends. A
 *   correct password from an address that has not failed is never refused: when in-flight attempts fill the
 *   allowance, a new attempt waits for them to settle instead of being turned away.
 * - Per email, from any address: never a refusal, so no one can lock an account by failing on it. Past the free
 *   failures each attempt for the email waits, 0.5 s doubling to at most 8 s, before its password is checked;
 *   the wait is a timer, holding no database connection or hashing thread.
 *
 * In memory, per process (docs/security.md, Known limits).
 */
export function createLoginRateLimit(deps: { clock: Clock; sleep: Sleep; limits: LoginLimits }) {
  const { clock, sleep, limits } = deps;
  const addresses = new Tallies(limits.windowMs);
  const pairs = new Tallies(limits.windowMs);
  const emails = new Tallies(limits.slowdown.windowMs);

  function slowdownFor(emailTally: Tally): number {
    const { freeFailures, firstDelayMs, maxDelayMs } = limits.slowdown;
    // In-flight attempts count as failures here, so a burst of parallel guesses is slowed as it arrives.
    const beyond = emailTally.failures + emailTally.inFlight - freeFailures;
    if (beyond < 0) return 0;
    return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(beyond, 30));
  }

  /**
   * `subject` is whose password is being tried: the email a sign-in names by default, or (for a password check
   * behind a session, which names no email) the signed-in user, so the same rules hold per user.
   */
  return async function limitSignIn<T>(
    request: FastifyRequest,
    signIn: () => Promise<T | null>,
    subject: string = emailOf(request),
  ): Promise<LimitedSignIn<T | null>> {
    const email = subject;
    const addressKey = request.ip;
    const pairKey = `${request.ip}\u0000${email}`;
    const checks = [
      { tallies: addresses, key: addressKey, max: limits.failuresPerAddress },
      { tallies: pairs, key: pairKey, max: limits.failuresPerAddressAndEmail },
    ];

    // Admission: refused once the failures alone reach a limit; queued while in-flight attempts might.
    for (;;) {
      const now = clock.now().getTime();
      // Before any tally is held: a sweep never drops one this attempt is about to count on.
      for (const tallies of [addresses, pairs, emails]) tallies.sweepSometimes(now);
      const tallied = checks.map((check) => ({ ...check, tally: check.tallies.get(check.key, now) }));
      const over = tallied.find(({ tally, max }) => tally.failures >= max);
      if (over) {
        for (const { tallies, key, tally } of tallied) tallies.release(key, tally, now);
        request.log.info({ event: 'login_limited' }, 'sign-in refused: too many failures from this address');
        return {
          limited: true,
          retryAfterSeconds: Math.max(1, Math.ceil((over.tally.windowEndsAt - now) / 1000)),
        };
      }
      const full = tallied.find(
        ({ tally, max }) => tally.failures + tally.inFlight >= max || tally.waiters.length > 0,
      );
      if (!full) {
        for (const { tally } of tallied) tally.inFlight++;
        break;
      }
      for (const { tallies, key, tally } of tallied)
        if (tally !== full.tally) tallies.release(key, tally, now);
      await new Promise<void>((resolve) => full.tally.waiters.push(resolve));
    }

    const emailTally = emails.get(email, clock.now().getTime());
    const delay = slowdownFor(emailTally);
    emailTally.inFlight++;

    // A server fault is neither a right nor a wrong password: only a checked wrong password counts.
    let failed = false;
    try {
      if (delay > 0) {
        request.log.info(
          { event: 'login_slowed', delayMs: delay },
          'sign-in slowed after failures for this email',
        );
        await sleep(delay);
      }
      const result = await signIn();
      failed = result === null;
      return { limited: false, result };
    } finally {
      const now = clock.now().getTime();
      for (const [tallies, key] of [
        [addresses, addressKey],
        [pairs, pairKey],
        [emails, email],
      ] as const) {
        const tally = tallies.get(key, now);
        tally.inFlight--;
        if (failed) tallies.fail(tally, now);
        const waiting = tally.waiters;
        tally.waiters = [];
        for (const wake of waiting) wake();
        tallies.release(key, tally, now);
      }
    }
  };
}

/** The body is validated before this runs, so the email is already trimmed and lower-cased. */
function emailOf(request: FastifyRequest): string {
  const body = request.body;
  if (typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string') {
    return body.email;
  }
  return '';
}
