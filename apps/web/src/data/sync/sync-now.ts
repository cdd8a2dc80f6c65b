import { notifyLocalWrite } from './local-write-signal';
import type { SyncEngine } from './sync-engine';

let engine: SyncEngine | null = null;

/** browser-sync.ts hands over this tab's engine once started; the screens reach it here without its code. */
export function provideSyncEngine(next: SyncEngine | null): void {
  engine = next;
}

/**
 * 'Sync now' (Settings › General): a sync at once, even while a retry waits out its backoff, settled when that run
 * has ended whatever its outcome, so the button is ready again after every press. Where another tab syncs for this
 * browser (or the engine has not started), that tab is woken and this settles at once: its sync shows through
 * meta.lastSyncedAt in every tab, and a promise waiting for this tab to lead might never settle.
 */
export function syncNow(): Promise<void> {
  if (engine?.getState().role === 'leader') return engine.syncNow();
  notifyLocalWrite();
  return Promise.resolve();
}
