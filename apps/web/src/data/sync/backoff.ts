export interface BackoffOptions {
  baseMs: number;
  capMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1000, capMs: 60_000 };

/**
 * Exponential backoff with full jitter: a uniform delay in [0, min(cap, base·2^attempt)). Jitter spreads the
 * retries of every till that lost the server at the same moment; `attempt` counts from 0.
 */
export function backoffDelay(
  attempt: number,
  random: () => number,
  options: BackoffOptions = DEFAULT_BACKOFF,
): number {
  const ceiling = Math.min(options.capMs, options.baseMs * 2 ** Math.min(attempt, 30));
  return Math.floor(random() * ceiling);
}
