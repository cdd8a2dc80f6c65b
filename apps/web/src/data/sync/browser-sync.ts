import { liveQuery } from 'dexie';
import { useUiStore } from '../../lib/ui-store';
import { useAuthStore } from '../auth/auth-store';
import { db } from '../db';
import { useLocalWriteErrorStore } from '../repositories/local-write-error-store';
import { cashierAtWork, cashierTapping, noteInput } from './cashier-activity';
import { onLocalWrite } from './local-write-signal';
import { type LockProvider, leaseLockProvider, webLocksProvider } from './lock-provider';
import { readMeta } from './meta';
import { createServerChanges, SERVER_CHANGES_URL } from './server-changes';
import { createSyncEngine, type SyncEngine, type SyncEngineState, type SyncTimers } from './sync-engine';
import { provideSyncEngine } from './sync-now';
import { useSyncStateStore } from './sync-state-store';

const browserTimers: SyncTimers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/** Web Locks where the browser has them; otherwise a lease in localStorage. */
function browserLocks(): LockProvider {
  if (typeof navigator !== 'undefined' && navigator.locks) return webLocksProvider(navigator.locks);
  return leaseLockProvider({
    storage: localStorage,
    now: () => Date.now(),
    timers: browserTimers,
    ownerId: crypto.randomUUID(),
  });
}

/** The engine's state as the top bar shows it (spec §4: synced with a time, syncing, failed; and offline). */
function showInIndicator(state: SyncEngineState): void {
  const ui = useUiStore.getState();
  if (state.phase === 'syncing') ui.setSyncStatus('syncing');
  else if (state.phase === 'failed') ui.setSyncStatus('failed');
  else if (state.phase === 'offline') ui.setSyncStatus('offline');
  else if (state.phase === 'synced') ui.setSyncStatus('synced', state.lastSyncedAt);
}

/**
 * Between two history transactions the page's thread is handed back, so a keystroke in New Sale's search or a
 * sale's own IndexedDB write runs before the next one (docs/till-sync.md, "A first sync in two phases"). While the cashier is tapping
 * or typing (an input in the last second) the next one waits for an idle moment (a frame drawn, no input pending),
 * so the history fills the gaps between taps rather than meeting them; otherwise scheduler.yield keeps the pull's
 * place at the front of the queue once input is served, and a macrotask does the same job where either is missing.
 */
function yieldToInput(): Promise<void> {
  if (cashierTapping() && typeof window.requestIdleCallback === 'function') {
    return new Promise((resolve) => window.requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS }));
  }
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => window.setTimeout(resolve, 0));
}

/** The longest the history waits for an idle moment while the cashier works: it never stops for long. */
const IDLE_WAIT_MS = 200;

let engine: SyncEngine | null = null;

/**
 * The engine's state for the screens. Its `needsFirstSync` is false until it has read the meta store, so only
 * what it knows goes on: true once read, false once a sync has completed. Before that the gate keeps the answer
 * first-sync-check.ts read, and never drops over a till that has yet to pull its store.
 */
function publish(state: SyncEngineState): void {
  const known = state.needsFirstSync || state.lastSyncedAt !== null;
  useSyncStateStore.setState((current) => ({
    ...state,
    needsFirstSync: known ? state.needsFirstSync : current.needsFirstSync,
    firstSyncKnown: current.firstSyncKnown || known,
  }));
}

/**
 * Starts this tab's sync engine once (idempotent) and wires its wake-ups: every local write (this tab's or another's),
 * `online`, focus and becoming visible, a new sign-in, and the engine's own timer. Tabs that do not hold the lock
 * follow the leader's progress through the meta store.
 */
export function startBrowserSync(): SyncEngine {
  if (engine) return engine;
  const started = createSyncEngine({
    db,
    fetch: (url, init) => fetch(url, init),
    now: () => new Date(),
    timers: browserTimers,
    random: Math.random,
    locks: browserLocks(),
    isOnline: () => navigator.onLine !== false,
    isSignedIn: () => useAuthStore.getState().isAuthenticated,
    requestPersistentStorage: async () => navigator.storage?.persist?.(),
    onStorageError: (error) => useLocalWriteErrorStore.getState().report(error),
    yieldToInput,
    cashierAtWork,
  });
  for (const type of ['pointerdown', 'keydown'] as const)
    window.addEventListener(type, noteInput, { capture: true, passive: true });
  engine = started;
  provideSyncEngine(started);

  // Only the tab that syncs listens for the server's nudges; it opens the stream once a sync has succeeded, when
  // this browser is surely registered (the stream, like pull, needs the device credential).
  const serverChanges = createServerChanges(
    () => new EventSource(SERVER_CHANGES_URL),
    () => started.wake('server'),
  );
  started.subscribe((state) => {
    publish(state);
    if (state.role === 'leader') showInIndicator(state);
    if (state.role !== 'leader') serverChanges.stop();
    else if (state.phase === 'synced') serverChanges.follow();
  });
  publish(started.getState());

  // Followers: the leader writes lastSyncedAt when a sync completes; every tab shows it.
  liveQuery(() => readMeta(db, 'lastSyncedAt')).subscribe({
    next: (lastSyncedAt) => {
      if (!lastSyncedAt) return;
      if (started.getState().role !== 'leader') useUiStore.getState().setSyncStatus('synced', lastSyncedAt);
      if (useSyncStateStore.getState().needsFirstSync) {
        useSyncStateStore.setState({ needsFirstSync: false, firstSyncKnown: true });
      }
    },
    error: (error: unknown) => console.error('Could not follow the sync state', error),
  });

  onLocalWrite(() => started.wake('write'));
  window.addEventListener('online', () => started.wake('online'));
  window.addEventListener('focus', () => started.wake('focus'));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') started.wake('focus');
  });
  useAuthStore.subscribe((state, previous) => {
    if (state.user && state.user.id !== previous.user?.id) started.wake('signin');
  });

  started.start();
  return started;
}
