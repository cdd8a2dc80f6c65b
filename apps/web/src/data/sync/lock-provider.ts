/**
 * Who may push: one holder per browser at a time. `holder` runs while the lock is held and the lock is released
 * when it settles; aborting `signal` gives up waiting (a holder already running is not interrupted).
 */
export interface LockProvider {
  request(name: string, signal: AbortSignal, holder: () => Promise<void>): Promise<void>;
}

/** The Web Locks API: the browser releases the lock when the holding tab closes or crashes. */
export function webLocksProvider(locks: LockManager): LockProvider {
  return {
    async request(name, signal, holder) {
      await locks.request(name, { signal }, holder);
    },
  };
}

export interface LeaseTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

interface Lease {
  owner: string;
  expiresAt: number;
}

/**
 * For browsers without Web Locks: a lease in shared storage (localStorage), renewed while held. A tab that dies
 * stops renewing, so another takes over once the lease expires. Writes to localStorage are not atomic across
 * tabs, so the taker reads the lease back after a short settle delay before it counts as held.
 */
export function leaseLockProvider(deps: {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now: () => number;
  timers: LeaseTimers;
  ownerId: string;
  leaseMs?: number;
}): LockProvider {
  const leaseMs = deps.leaseMs ?? 10_000;
  const keyOf = (name: string) => `lock:${name}`;
  const sleep = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const handle = deps.timers.setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        deps.timers.clearTimeout(handle);
        reject(new DOMException('Gave up waiting for the lock', 'AbortError'));
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });

  function read(name: string): Lease | null {
    try {
      const parsed = JSON.parse(deps.storage.getItem(keyOf(name)) ?? 'null') as Lease | null;
      return parsed && typeof parsed.owner === 'string' && typeof parsed.expiresAt === 'number'
        ? parsed
        : null;
    } catch {
      return null;
    }
  }
  const write = (name: string) =>
    deps.storage.setItem(
      keyOf(name),
      JSON.stringify({ owner: deps.ownerId, expiresAt: deps.now() + leaseMs }),
    );

  return {
    async request(name, signal, holder) {
      for (;;) {
        if (signal.aborted) throw new DOMException('Gave up waiting for the lock', 'AbortError');
        const lease = read(name);
        if (!lease || lease.expiresAt <= deps.now() || lease.owner === deps.ownerId) {
          write(name);
          await sleep(50, signal);
          if (read(name)?.owner === deps.ownerId) break;
        } else {
          await sleep(Math.max(50, Math.min(leaseMs / 2, lease.expiresAt - deps.now())), signal);
        }
      }
      let renewal: unknown = null;
      const renew = () => {
        write(name);
        renewal = deps.timers.setTimeout(renew, leaseMs / 3);
      };
      renewal = deps.timers.setTimeout(renew, leaseMs / 3);
      try {
        await holder();
      } finally {
        deps.timers.clearTimeout(renewal);
        if (read(name)?.owner === deps.ownerId) deps.storage.removeItem(keyOf(name));
      }
    },
  };
}
