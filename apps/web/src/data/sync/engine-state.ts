/**
 * 'offline': the browser has no network and changes made here wait for it. Not a failure: nothing was refused and
 * nothing is lost, the online event starts the next sync.
 */
export type SyncPhase = 'idle' | 'syncing' | 'synced' | 'offline' | 'failed';

export interface SyncEngineState {
  /** 'waiting': another tab holds the lock and syncs for this browser. */
  role: 'stopped' | 'waiting' | 'leader';
  phase: SyncPhase;
  /** When the last full sync (push and pull) succeeded, from meta; null before the first. */
  lastSyncedAt: string | null;
  error: string | null;
  /** True until this browser has completed its first full sync (it has pulled its store). */
  needsFirstSync: boolean;
  /** Rows applied by the pull under way, for the first-sync progress. */
  pulledRows: number;
  /** A 401 signed_out: nothing more until someone signs in again. */
  awaitingSignIn: boolean;
  /**
   * The server revoked this till and refused to register it on the session it has: it no longer syncs, its
   * unsynced changes stay in the outbox, and only an online sign-in made since the revoke starts it again.
   */
  deviceRevoked: boolean;
}

/**
 * The one copy of what the engine tells the screens. Every part of the engine writes to it through `update`, so
 * the listeners (the top bar, the first-sync gate) hear each change once and in the order it happened.
 */
export interface EngineState {
  get(): SyncEngineState;
  update(patch: Partial<SyncEngineState>): void;
  subscribe(listener: (state: SyncEngineState) => void): () => void;
}

export const INITIAL_ENGINE_STATE: SyncEngineState = {
  role: 'stopped',
  phase: 'idle',
  lastSyncedAt: null,
  error: null,
  needsFirstSync: false,
  pulledRows: 0,
  awaitingSignIn: false,
  deviceRevoked: false,
};

export function createEngineState(initial: SyncEngineState = INITIAL_ENGINE_STATE): EngineState {
  // Replaced, never changed in place: a listener may keep the object it was given and compare it with the next.
  let state = initial;
  const listeners = new Set<(state: SyncEngineState) => void>();
  return {
    get: () => state,
    update(patch) {
      state = { ...state, ...patch };
      for (const listener of listeners) listener(state);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
