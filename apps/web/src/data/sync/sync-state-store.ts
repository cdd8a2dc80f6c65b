import { create } from 'zustand';
import { INITIAL_ENGINE_STATE } from './engine-state';
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
  ...INITIAL_ENGINE_STATE,
  firstSyncKnown: false,
}));
