import type { PullResponse } from '@cafe/domain';
import type { CafeDb } from '../db';
import { applyPullPage, type PullScope, syncTables } from './apply-server-changes';
import { type CycleOutcome, failed } from './cycle-outcome';
import type { DeviceSession } from './device-session';
import type { EngineState } from './engine-state';
import type { RunSignals } from './leadership';
import { readMeta, writeMeta } from './meta';
import type { PullAhead } from './pull-ahead';
import { type PullStage, partOfPage } from './pull-stages';
import type { SyncApi, SyncCallResult } from './sync-api';
import type { SyncEngineOptions } from './sync-options';

export interface PullPagesDeps {
  db: CafeDb;
  api: Pick<SyncApi, 'pull'>;
  now: () => Date;
  state: EngineState;
  run: RunSignals;
  options: Pick<
    SyncEngineOptions,
    'pullLimit' | 'historyPullLimit' | 'historyBusyPageRows' | 'historyBusyTransactionRows'
  >;
  /** Gives the page's thread back between two history transactions (scheduler.yield in the browser). */
  yieldToInput: () => Promise<void>;
  /** Whether the cashier is at work: the history then goes in smaller steps, so a sale waits for one at most. */
  cashierAtWork: () => boolean;
}

/** One pull's running state, shared by its stages and started afresh after a reset. */
export interface PullProgress {
  /** What this pull knows about the local tables (apply-server-changes.ts, PullScope). */
  scope: PullScope;
  /** The stretch of the server's history the cursors came from, as the last page laid down named it. */
  history: string | undefined;
  /** Rows laid down so far, for the first-sync progress. */
  rows: number;
  /** What is still waiting after the push, told on the sync's first page only (for the devices list). */
  pending: number | undefined;
  ahead: PullAhead;
}

/**
 * How a stage ended: `done` (the server has no more), `paused` (a wake came: the loop's next cycle pushes and
 * resumes), `reset` (the server asks for the store from 0, and holds the device's mutations up to `serverHas`)
 * or how the cycle ends.
 */
export type StageEnd = 'done' | 'paused' | { kind: 'reset'; serverHas: number | undefined } | CycleOutcome;

/** The next stage, whose first page is asked for as soon as this stage's last page has arrived. */
export interface NextStage {
  stage: PullStage;
  cursor: number;
}

function pageLimit(deps: PullPagesDeps, stage: PullStage): number {
  if (stage !== 'history') return deps.options.pullLimit;
  return deps.cashierAtWork() ? deps.options.historyBusyPageRows : deps.options.historyPullLimit;
}

/**
 * Pulls one stage from `from` until the server has no more (docs/till-sync.md, "Pull" and "A first sync in two phases"). `then` is
 * asked for ahead while this stage's last pages are still being written (the catalogue of a first sync), not
 * after. A history stage hands the thread back between pages and pauses after the page in hand when woken.
 */
export async function pullPages(
  deps: PullPagesDeps,
  device: DeviceSession,
  progress: PullProgress,
  stage: PullStage,
  from: number,
  then?: NextStage,
): Promise<StageEnd> {
  let cursor = from;
  const scopeName = stage === 'full' ? undefined : stage;
  for (;;) {
    if (!deps.run.leading()) return { kind: 'skipped' };
    const unregistered = await device.ensure();
    if (unregistered) return unregistered;
    if (!device.current()) continue;
    const answer: SyncCallResult<PullResponse> = await (progress.ahead.take(stage, cursor) ??
      deps.api.pull(cursor, pageLimit(deps, stage), progress.pending, scopeName, progress.history));
    progress.pending = undefined;
    if (answer.kind !== 'ok') {
      const stop = await device.recover(answer);
      if (stop) return stop;
      continue;
    }
    const page = answer.data;
    if (page.reset) return { kind: 'reset', serverHas: page.lastMutationId };
    if (page.hasMore && page.cursor <= cursor) return failed('The server sent a page that does not advance');
    askAhead(deps, progress, stage, page, then);
    if ((await layDown(deps, progress, stage, page, cursor)) === 'paused') return 'paused';
    cursor = page.cursor;
    if (!page.hasMore) return 'done';
    if (stage === 'history') {
      // Let the cashier's input and a sale's own IndexedDB write run between two history pages.
      if (!deps.run.wakePending()) await deps.yieldToInput();
      if (deps.run.wakePending()) return 'paused';
    }
  }
}

/** Asks for this stage's next page, or, once its last page is in hand, for the first page of `then`. */
function askAhead(
  deps: PullPagesDeps,
  progress: PullProgress,
  stage: PullStage,
  page: PullResponse,
  then: NextStage | undefined,
): void {
  // The history named is the one current when each request goes: the page before may have named a new one.
  const askThen = () => {
    if (then && then.stage !== 'full')
      progress.ahead.ask(then.stage, then.cursor, pageLimit(deps, then.stage), progress.history);
  };
  if (!page.hasMore) {
    askThen();
    return;
  }
  void progress.ahead.ask(stage, page.cursor, pageLimit(deps, stage), progress.history)?.then((next) => {
    if (next.kind === 'ok' && !next.data.hasMore && !next.data.reset) askThen();
  });
}

/**
 * Lays a page down: one transaction, or, while the cashier works, several small ones of the history, so a sale
 * waits for one small transaction, not for the whole page. Each part moves the cursor to just below the next
 * part's first version, so a pause for a sale costs nothing already down (a version the next part shares comes
 * again; a version is never split across pages, so everything below it is in the parts already down).
 * `cursor`: the stage's cursor before this page.
 */
async function layDown(
  deps: PullPagesDeps,
  progress: PullProgress,
  stage: PullStage,
  page: PullResponse,
  cursor: number,
): Promise<'done' | 'paused'> {
  const { db, state } = deps;
  for (let offset = 0; ; ) {
    const size =
      stage === 'history' && deps.cashierAtWork()
        ? deps.options.historyBusyTransactionRows
        : page.changes.length;
    const end = Math.min(page.changes.length, offset + size);
    const last = end === page.changes.length;
    const part = offset === 0 && last ? page : partOfPage(page, offset, end);
    const moves = last || part.cursor > cursor;
    const at = deps.now().toISOString();
    const firstSyncDone = await db.transaction('rw', syncTables(db), async () => {
      await applyPullPage(db, part, progress.scope, stage, moves ? 'advance' : 'hold');
      // What a till sells with is here: the first-sync gate lifts now, not after the history.
      if (stage !== 'till' || page.hasMore || (await readMeta(db, 'lastSyncedAt'))) return false;
      await writeMeta(db, 'lastSyncedAt', at);
      return true;
    });
    progress.history = page.history ?? progress.history;
    progress.rows += part.changes.length;
    if (state.get().needsFirstSync) state.update({ pulledRows: progress.rows });
    if (firstSyncDone) state.update({ needsFirstSync: false, lastSyncedAt: at });
    if (last) return 'done';
    offset = end;
    if (!deps.run.wakePending()) await deps.yieldToInput();
    if (deps.run.wakePending()) return 'paused';
  }
}
