import { describe, expect, it } from 'vitest';
import { leaseLockProvider } from './lock-provider';

function sharedStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const realTimers = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

describe('leaseLockProvider (the fallback without Web Locks)', () => {
  it('lets one tab hold the lease; the other gets it once released', async () => {
    const storage = sharedStorage();
    const tab = (ownerId: string) =>
      leaseLockProvider({ storage, now: () => Date.now(), timers: realTimers, ownerId, leaseMs: 300 });
    const events: string[] = [];
    let releaseFirst: () => void = () => {};
    const first = tab('a').request('sync', new AbortController().signal, async () => {
      events.push('a holds');
      await new Promise<void>((resolve) => {
        releaseFirst = resolve;
      });
      events.push('a releases');
    });
    await new Promise((resolve) => setTimeout(resolve, 120));
    const second = tab('b').request('sync', new AbortController().signal, async () => {
      events.push('b holds');
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(events).toEqual(['a holds']);
    releaseFirst();
    await first;
    await second;
    expect(events).toEqual(['a holds', 'a releases', 'b holds']);
  });

  it('takes over from a tab that died without releasing', async () => {
    const storage = sharedStorage();
    storage.setItem('lock:sync', JSON.stringify({ owner: 'dead', expiresAt: Date.now() + 100 }));
    let held = false;
    await leaseLockProvider({
      storage,
      now: () => Date.now(),
      timers: realTimers,
      ownerId: 'b',
      leaseMs: 300,
    }).request('sync', new AbortController().signal, async () => {
      held = true;
    });
    expect(held).toBe(true);
  });
});
