import { MAX_PULL_LIMIT, MAX_PUSH_MUTATIONS } from '@cafe/domain';
import { type BackoffOptions, DEFAULT_BACKOFF } from './backoff';

/** The engine's sizes and pauses; tests shrink the pages so a small store still pulls in many. */
export interface SyncEngineOptions {
  /** Mutations per push (the protocol allows up to 500). */
  batchSize: number;
  /** Changes per pull page: the most the server allows, so a first full pull takes the fewest round trips. */
  pullLimit: number;
  /**
   * Changes per page of a first sync's history while nobody is using the till: the most the server allows, each
   * page one IndexedDB transaction, as few as can be (each costs a commit and a few reads besides its rows).
   */
  historyPullLimit: number;
  /** Changes per page of the history while the cashier is at work (deps.cashierAtWork): a short parse. */
  historyBusyPageRows: number;
  /**
   * Changes per transaction of the history while the cashier is at work, whatever the size of the page in hand:
   * a paid sale's own write waits for at most one of these, and New Sale starts the next sale once it is stored.
   */
  historyBusyTransactionRows: number;
  /** The quiet timer: a sync at least this often while this tab leads. */
  intervalMs: number;
  backoff: BackoffOptions;
}

export const DEFAULT_SYNC_OPTIONS: SyncEngineOptions = {
  batchSize: MAX_PUSH_MUTATIONS,
  pullLimit: MAX_PULL_LIMIT,
  historyPullLimit: MAX_PULL_LIMIT,
  historyBusyPageRows: 500,
  historyBusyTransactionRows: 50,
  intervalMs: 30_000,
  backoff: DEFAULT_BACKOFF,
};
