import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSyncApi, SYNC_REQUEST_TIMEOUT_MS } from './sync-api';

describe('createSyncApi', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up on a request the server never answers, so the engine retries instead of waiting forever', async () => {
    vi.useFakeTimers();
    // A server that accepted the connection and never answers: only the request's own signal ends the wait.
    const stalled = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const api = createSyncApi({ fetch: stalled, baseUrl: '' });
    let settled = false;
    const pull = api.pull(0, 100).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(SYNC_REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pull).toEqual({ kind: 'retry', status: null, message: 'The server did not answer in time' });
  });
});
