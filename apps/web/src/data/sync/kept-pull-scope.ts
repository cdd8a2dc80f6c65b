import type { OutboxEntry } from '../db';
import { noteLocalRows, type PullScope } from './apply-server-changes';

/**
 * What the pull knows about the local tables (apply-server-changes.ts, PullScope), kept from one cycle to the next
 * while a first sync's history arrives, so the rest of it still skips its lookups. It stays true only while it
 * hears of every row this engine pushes meanwhile, and it is forgotten whenever the tables change in a way it
 * cannot know of: a reset, another store's registration, another tab taking over.
 */
export interface KeptPullScope {
  /** Hands the kept scope over (null when none): a pull owns it until it keeps it again. */
  take(): PullScope | null;
  /** Moves on at every forget(): a pull keeps its scope only if nothing was forgotten since it began. */
  epoch(): number;
  /** Keeps a pull's scope for the next cycle, unless it was forgotten since `epoch`. */
  keep(scope: PullScope, epoch: number): void;
  forget(): void;
  /** Rows this engine just pushed: they are on the server now and may come back in a later history page. */
  notePushed(entries: readonly OutboxEntry[]): void;
}

export function createKeptPullScope(): KeptPullScope {
  let kept: PullScope | null = null;
  let epoch = 0;
  return {
    take() {
      const scope = kept;
      kept = null;
      return scope;
    },
    epoch: () => epoch,
    keep(scope, since) {
      if (since === epoch) kept = scope;
    },
    forget() {
      kept = null;
      epoch++;
    },
    notePushed(entries) {
      if (kept) noteLocalRows(kept, entries);
    },
  };
}
