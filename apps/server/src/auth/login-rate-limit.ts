import type { FastifyInstance, FastifyRequest } from 'fastify';

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a minute and try again.';

export type LoginRateCheck = { limited: false } | { limited: true; retryAfterSeconds: number };

/**
 * Sign-in attempts are counted per client IP and, separately, per email, so neither one address guessing many
 * passwords nor many addresses guessing one account gets far. Every attempt counts (the counter is incremented
 * atomically before the password is checked, so parallel requests cannot slip past it).
 *
 * Uses @fastify/rate-limit's `createRateLimit` rather than two `rateLimit()` hooks: the plugin runs at most one
 * of its hooks per request, so a second hook on the same route would silently never count.
 */
export function createLoginRateLimit(app: FastifyInstance, attemptsPerMinute: number) {
  const common = { max: attemptsPerMinute, timeWindow: 60_000 };
  const perIp = app.createRateLimit({ ...common, keyGenerator: (request) => `login-ip:${request.ip}` });
  const perEmail = app.createRateLimit({
    ...common,
    keyGenerator: (request) => `login-email:${emailOf(request)}`,
  });

  return async function checkLoginRateLimit(request: FastifyRequest): Promise<LoginRateCheck> {
    for (const limiter of [perIp, perEmail]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        return { limited: true, retryAfterSeconds: Math.max(1, result.ttlInSeconds) };
      }
    }
    return { limited: false };
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
