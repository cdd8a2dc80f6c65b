import { create } from 'zustand';
import type { SyncEngineState } from './sync-engine';

export interface SyncStateStore extends SyncEngineState {
  /**
   * False until this tab has read whether the browser ever finished a first sync (first-sync-check.ts); the
   * first-sync gate holds the screens back until then. `needsFirstSync` is that answer, lowered by the engine.
   */
  firstSyncKnown: boolean;
}

/** The sync engine's state for screens (the first-sync screen); the indicator reads useUiStore. */
export const useSyncStateStore = create<SyncStateStore>(() => ({
  firstSyncKnown: false,
  role: 'stopped',
  phase: 'idle',
  lastSyncedAt: null,
  error: null,
  needsFirstSync: false,
  pulledRows: 0,
  awaitingSignIn: false,
  deviceRevoked: false,
}));
