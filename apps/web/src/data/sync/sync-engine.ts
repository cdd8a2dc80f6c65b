import type { CafeDb } from '../db';
import { createEngineState, type EngineState, type SyncEngineState } from './engine-state';
import { createKeptPullScope } from './kept-pull-scope';
import { createLeadership, type SyncTimers, type WakeReason } from './leadership';
import type { LockProvider } from './lock-provider';
import { readMeta } from './meta';
import { countUnsynced } from './outbox';
import { createPullStore } from './pull-store';
import { createSyncApi, type FetchLike } from './sync-api';
import { createSyncCycle } from './sync-cycle';
import { DEFAULT_SYNC_OPTIONS, type SyncEngineOptions } from './sync-options';

export type { SyncEngineState, SyncPhase } from './engine-state';
export { SYNC_LOCK_NAME, type SyncTimers, type WakeReason } from './leadership';
export { DEFAULT_SYNC_OPTIONS, type SyncEngineOptions } from './sync-options';

export interface SyncEngineDeps {
  db: CafeDb;
  fetch: FetchLike;
  /** '' in the browser (same origin); a server's origin when a test drives it over HTTP. */
  baseUrl?: string;
  now: () => Date;
  timers: SyncTimers;
  random: () => number;
  locks: LockProvider;
  isOnline: () => boolean;
  /** Whether someone is signed in; registering this browser needs a server session. */
  isSignedIn: () => boolean;
  /** Asked once at start, so the browser does not evict a database holding unsynced sales. */
  requestPersistentStorage?: () => Promise<unknown>;
  /** A failure writing to IndexedDB while applying server changes (quota, closed database). */
  onStorageError?: (error: unknown) => void;
  /** Gives the page's thread back between two history pages (scheduler.yield in the browser); none in tests. */
  yieldToInput?: () => Promise<void>;
  /**
   * Whether the cashier is at work (tapping, or with a sale under way that a tap completes): a local write may
   * come at any moment, and the history goes in smaller steps so that it waits for one of them at most.
   */
  cashierAtWork?: () => boolean;
  options?: Partial<SyncEngineOptions>;
}

export interface SyncEngine {
  /** Joins the election for the sync lock; the holder syncs, the others wait their turn. */
  start(): void;
  /** Leaves the election (releasing the lock if held) and waits for a run under way to end. */
  stop(): Promise<void>;
  wake(reason: WakeReason): void;
  /** Runs a sync as soon as this engine leads and resolves when that run has ended, whatever its outcome. */
  syncNow(): Promise<void>;
  getState(): SyncEngineState;
  subscribe(listener: (state: SyncEngineState) => void): () => void;
}

/**
 * The sync engine of ARCHITECTURE §4, docs/sync-protocol.md ("What a client must do") and docs/till-sync.md: registers
 * the browser as a device, pushes the outbox in contiguous batches, pulls the store's changes from the cursor, and does
 * it again whenever it is woken. Everything it touches comes in through `deps`, so it runs the same in a browser tab
 * and in a Node test.
 *
 * It only puts its parts together: leadership.ts (which tab syncs, and when), sync-cycle.ts (one run: files,
 * push, pull), device-session.ts (registering, and recovering from a refused call), pull-store.ts and
 * pull-pages.ts (the pull, in two phases on a first sync). They share the state the screens see and the pull
 * scope kept between cycles, each as a small object of its own.
 */
export function createSyncEngine(deps: SyncEngineDeps): SyncEngine {
  const options: SyncEngineOptions = { ...DEFAULT_SYNC_OPTIONS, ...deps.options };
  const { db } = deps;
  const baseUrl = deps.baseUrl ?? '';
  const api = createSyncApi({ fetch: deps.fetch, baseUrl });
  const state = createEngineState();
  const keptScope = createKeptPullScope();

  const leadership = createLeadership({
    locks: deps.locks,
    timers: deps.timers,
    random: deps.random,
    backoff: options.backoff,
    intervalMs: options.intervalMs,
    // Read when the first run starts, by which time the cycle below exists: the cycle needs the leadership's
    // signals as much as the leadership needs the cycle.
    run: () => runCycle(),
    onJoin() {
      state.update({ role: 'waiting' });
      void loadState(db, state).catch((error: unknown) =>
        console.error('Could not read the sync state', error),
      );
      void deps.requestPersistentStorage?.().catch((error: unknown) => {
        console.error('Could not ask for persistent storage', error);
      });
    },
    onLead: () => state.update({ role: 'leader' }),
    // Another tab may lead and push meanwhile; what this one knew about the tables no longer holds.
    onLeave: () => keptScope.forget(),
    onStopped: () => state.update({ role: 'stopped' }),
  });

  const pull = createPullStore({
    db,
    api,
    now: deps.now,
    state,
    run: leadership,
    options,
    keptScope,
    yieldToInput: deps.yieldToInput ?? (() => Promise.resolve()),
    cashierAtWork: deps.cashierAtWork ?? (() => false),
  });

  const runCycle = createSyncCycle({
    db,
    api,
    fetch: deps.fetch,
    baseUrl,
    now: deps.now,
    isOnline: deps.isOnline,
    isSignedIn: deps.isSignedIn,
    state,
    run: leadership,
    keptScope,
    batchSize: options.batchSize,
    pull,
    ...(deps.onStorageError ? { onStorageError: deps.onStorageError } : {}),
  });

  return {
    start: leadership.start,
    stop: leadership.stop,
    wake(reason) {
      // A new sign-in is what a till told to sign in again was waiting for; the wake below syncs with it.
      if (reason === 'signin' && state.get().awaitingSignIn) state.update({ awaitingSignIn: false });
      leadership.wake(reason);
    },
    syncNow: leadership.syncNow,
    getState: state.get,
    subscribe: state.subscribe,
  };
}

/** What meta says as the engine starts: when it last synced, and whether this browser still owes its first sync. */
async function loadState(db: CafeDb, state: EngineState): Promise<void> {
  const lastSyncedAt = (await readMeta(db, 'lastSyncedAt')) ?? null;
  // A reload with changes still waiting is not 'synced'; the first cycle settles it either way.
  const waiting = (await countUnsynced(db)) > 0;
  const { phase } = state.get();
  state.update({
    lastSyncedAt,
    needsFirstSync: lastSyncedAt === null,
    phase: phase === 'idle' && lastSyncedAt && !waiting ? 'synced' : phase,
  });
}
