import { useLiveQuery } from 'dexie-react-hooks';
import type { CafeDb } from '../db';
import { db } from '../db';
import { readMeta } from './meta';

/**
 * Whether the store's history is still arriving on this device (the second phase of a first sync,
 * docs/till-sync.md "A first sync in two phases"). Every figure built from history — day totals, charts, reports, a cash-up's
 * recorded sales — reads this and says it is loading instead of showing a partial total as if it were the truth.
 */
export interface HistoryStatus {
  loading: boolean;
  /** 0..1 while loading (how far the pull has come towards the store's version when it began), else 1. */
  progress: number;
}

export const HISTORY_LOADED: HistoryStatus = { loading: false, progress: 1 };

export async function readHistoryStatus(database: CafeDb): Promise<HistoryStatus> {
  const pull = await readMeta(database, 'historyPull');
  if (!pull) return HISTORY_LOADED;
  const progress = pull.head > 0 ? Math.min(1, Math.max(0, pull.cursor / pull.head)) : 0;
  return { loading: true, progress };
}

/**
 * The live history status. Until IndexedDB has answered it reports loaded: the answer takes a few
 * milliseconds, and a device that has its history (every device but a new one) must not flash 'Loading'.
 */
export function useHistoryStatus(database: CafeDb = db): HistoryStatus {
  return useLiveQuery(() => readHistoryStatus(database), [database]) ?? HISTORY_LOADED;
}

/** 'Loading history… 45%' — the one wording for the progress wherever it shows. */
export function historyProgressLabel(status: HistoryStatus): string {
  return `Loading history… ${Math.floor(status.progress * 100)}%`;
}
