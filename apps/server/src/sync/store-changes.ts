import { randomUUID } from 'node:crypto';
import type { DatabaseNotifications } from '../db/postgres-notifications.js';

/**
 * "This store has new changes": a nudge from the push route to the tills listening on GET /api/sync/events, so a
 * change made on one till (a product made unavailable) reaches the others in about a round trip instead of at
 * their next timer. It carries no data — a nudged till pulls from its cursor as always — so a lost nudge costs only
 * latency, and the timer still catches everything.
 *
 * Across processes: on PostgreSQL each nudge is also published with NOTIFY on one channel, and every server process
 * on the database passes the ones of other processes to its own listeners, so a till hears of a push whichever
 * process behind the load balancer took it. The process that took the push nudges its own listeners at once,
 * without waiting for the database. When a process's listening connection was cut and is back, nudges of the gap
 * may be lost, so it nudges all its listeners once. PGlite is one process: there the nudges stay in-process.
 */
export interface StoreChanges {
  /** Tells every device listening to `storeId`, except the one that made the changes, that it has changes to pull. */
  notify(storeId: string, fromDeviceId: string): void;
  /** Calls `listener` on each notify of `storeId` by another device until the returned function is called. */
  listen(storeId: string, deviceId: string, listener: () => void): () => void;
  /** How many listeners a store has (for tests and diagnostics). */
  listenerCount(storeId: string): number;
}

/** The NOTIFY channel of every server process on one database. */
export const STORE_CHANGES_CHANNEL = 'cafe_store_changes';

interface Nudge {
  /** The process that published it, which has nudged its own listeners already. */
  origin: string;
  storeId: string;
  fromDeviceId: string;
}

function readNudge(payload: string): Nudge | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { origin, storeId, fromDeviceId } = value as Record<string, unknown>;
    if (typeof origin !== 'string' || typeof storeId !== 'string' || typeof fromDeviceId !== 'string')
      return null;
    return { origin, storeId, fromDeviceId };
  } catch {
    return null;
  }
}

/** `stop()` ends the subscription to the other processes' nudges (when the app closes). */
export function createStoreChanges(
  notifications: DatabaseNotifications | null = null,
): StoreChanges & { stop(): void } {
  interface Listener {
    deviceId: string;
    call: () => void;
  }
  const listeners = new Map<string, Set<Listener>>();
  const origin = randomUUID();

  const nudgeLocal = (storeId: string, fromDeviceId: string) => {
    for (const listener of listeners.get(storeId) ?? []) {
      // The pushing till has its results already; a nudge would only make it pull its own change back.
      if (listener.deviceId !== fromDeviceId) listener.call();
    }
  };

  const unsubscribe = notifications?.subscribe(STORE_CHANGES_CHANNEL, {
    message(payload) {
      const nudge = readNudge(payload);
      if (nudge && nudge.origin !== origin) nudgeLocal(nudge.storeId, nudge.fromDeviceId);
    },
    resumed() {
      for (const set of listeners.values()) for (const listener of set) listener.call();
    },
  });

  return {
    notify(storeId, fromDeviceId) {
      nudgeLocal(storeId, fromDeviceId);
      notifications?.publish(
        STORE_CHANGES_CHANNEL,
        JSON.stringify({ origin, storeId, fromDeviceId } satisfies Nudge),
      );
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
    stop() {
      unsubscribe?.();
    },
  };
}
