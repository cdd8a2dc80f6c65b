import { create } from 'zustand';
import type { SyncEngineState } from './sync-engine';

export interface SyncStateStore extends SyncEngineState {
  /** False until this tab has started its sync engine (someone signed in). */
  started: boolean;
}

/** The sync engine's state for screens (the first-sync screen); the indicator reads useUiStore. */
export const useSyncStateStore = create<SyncStateStore>(() => ({
  started: false,
  role: 'stopped',
  phase: 'idle',
  lastSyncedAt: null,
  error: null,
  needsFirstSync: false,
  pulledRows: 0,
  awaitingSignIn: false,
  deviceRevoked: false,
}));
