import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_REQUEST_TIMEOUT_MS, authApi } from './auth-api';

/** A server that accepted the connection and never answers: only the request's own signal ends the wait. */
function stalledFetch() {
  return vi.fn<typeof fetch>(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
}

describe('authApi', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives up on a server that never answers and reports it as unreachable', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', stalledFetch());
    let settled = false;
    const check = authApi.me().finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(AUTH_REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await check).toEqual({ ok: false, kind: 'network' });
  });
});
