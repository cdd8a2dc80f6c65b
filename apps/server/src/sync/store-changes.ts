/**
 * "This store has new changes": a nudge from the push route to the tills listening on GET /api/sync/events, so a
 * change made on one till (a product made unavailable) reaches the others in about a round trip instead of at
 * their next timer. It carries no data — a nudged till pulls from its cursor as always — so a lost nudge costs only
 * latency, and the timer still catches everything.
 *
 * In-process: with several server processes behind a load balancer, a till hears only of pushes to its own
 * process; the others arrive on its timer. Fanning out across processes (PostgreSQL LISTEN/NOTIFY) is the next
 * step if a chain needs it.
 */
export interface StoreChanges {
  /** Tells every device listening to `storeId`, except the one that made the changes, that it has changes to pull. */
  notify(storeId: string, fromDeviceId: string): void;
  /** Calls `listener` on each notify of `storeId` by another device until the returned function is called. */
  listen(storeId: string, deviceId: string, listener: () => void): () => void;
  /** How many listeners a store has (for tests and diagnostics). */
  listenerCount(storeId: string): number;
}

export function createStoreChanges(): StoreChanges {
  interface Listener {
    deviceId: string;
    call: () => void;
  }
  const listeners = new Map<string, Set<Listener>>();
  return {
    notify(storeId, fromDeviceId) {
      for (const listener of listeners.get(storeId) ?? []) {
        // The pushing till has its results already; a nudge would only make it pull its own change back.
        if (listener.deviceId !== fromDeviceId) listener.call();
      }
    },
    listen(storeId, deviceId, call) {
      let set = listeners.get(storeId);
      if (!set) {
        set = new Set();
        listeners.set(storeId, set);
      }
      const listener = { deviceId, call };
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(storeId);
      };
    },
    listenerCount(storeId) {
      return listeners.get(storeId)?.size ?? 0;
    },
  };
}
