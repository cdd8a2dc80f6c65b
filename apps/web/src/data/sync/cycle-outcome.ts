import type { SyncCallResult } from './sync-api';

/**
 * How one sync run ended, which is all the run loop needs to decide what comes next: `failed` with `retry`
 * schedules a retry with backoff; without it the engine waits for the world to change (a sign-in, the network).
 */
export type CycleOutcome =
  | { kind: 'synced' }
  | { kind: 'skipped' }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string; retry: boolean };

export const failed = (message: string, retry = true): CycleOutcome => ({ kind: 'failed', message, retry });

/** A call the server did not answer with what was asked for: what the cycle must recover from. */
export type FailedCall = Exclude<SyncCallResult<unknown>, { kind: 'ok' }>;
