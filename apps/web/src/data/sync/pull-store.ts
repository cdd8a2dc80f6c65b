import { resetSyncedTables, startPullScope, syncTables } from './apply-server-changes';
import { type CycleOutcome, failed } from './cycle-outcome';
import type { DeviceSession } from './device-session';
import type { KeptPullScope } from './kept-pull-scope';
import { readMeta } from './meta';
import { countUnsynced, resendLost } from './outbox';
import { createPullAhead } from './pull-ahead';
import { type PullPagesDeps, type PullProgress, pullPages, type StageEnd } from './pull-pages';
import { readPullPlan } from './pull-stages';

export interface PullStoreDeps extends PullPagesDeps {
  /** Kept while the history of a first sync arrives over several cycles, taken back by the next pull. */
  keptScope: KeptPullScope;
}

/** Pulls until the server has no more; null when done (or paused for a wake), else how the cycle ends. */
export type PullStore = (device: DeviceSession) => Promise<CycleOutcome | null>;

/**
 * The pull of a cycle (docs/sync-protocol.md, "Pull" and "Restore"; docs/till-sync.md, "A first sync in two phases"). A
 * device with a cursor and no history owed pulls the whole store from its cursor. A device without one pulls the till
 * scope to its end first — the first-sync gate lifts there — and then the history, a page per transaction, yielding to
 * the page between pages.
 * A wake during the history (a sale to push, above all) pauses it after the page in hand: the loop's next cycle
 * pushes, brings the till scope up to date and resumes the history from `historyPull`. A reset empties the synced
 * tables (never the outbox) and starts again from 0, once per sync at most.
 */
export function createPullStore(deps: PullStoreDeps): PullStore {
  const { db, state } = deps;
  return async (device) => {
    let resets = 0;
    if (state.get().needsFirstSync) state.update({ pulledRows: 0 });
    const history = await readMeta(db, 'pullHistory');
    const scope = deps.keptScope.take() ?? (await startPullScope(db));
    const epoch = deps.keptScope.epoch();
    const progress: PullProgress = {
      scope,
      history,
      rows: 0,
      pending: await countUnsynced(db),
      ahead: createPullAhead(deps.api),
    };
    try {
      for (;;) {
        const end = await pullPlannedStages(deps, device, progress);
        if (end === 'done' || end === 'paused') return null;
        if (end.kind !== 'reset') return end;
        if (++resets > 1) return failed('The server asked for a reset twice in one sync');
        const { serverHas } = end;
        const resent = await db.transaction('rw', syncTables(db), async () => {
          // First, so the rows of the changes sent again stay while the tables are emptied.
          const lost = serverHas === undefined ? 0 : await resendLost(db, serverHas);
          await resetSyncedTables(db);
          return lost;
        });
        // The server was restored from a backup and lost changes this till had made: push them again next.
        if (resent > 0) deps.run.runAgain();
        progress.history = undefined;
        progress.scope = await startPullScope(db);
        progress.ahead.clear();
        progress.rows = 0;
      }
    } finally {
      // The history goes on in a later cycle (after a pause, or a failure such as a dropped connection): what this
      // pull knows about the tables still holds then, as long as it hears of every row pushed meanwhile
      // (KeptPullScope.notePushed), so the rest of a first pull still skips its lookups. An id noted by a page
      // that did not commit only costs a lookup.
      const current = deps.keptScope.epoch() === epoch && deps.run.leading();
      if (current && (await readMeta(db, 'historyPull').catch(() => undefined)))
        deps.keptScope.keep(progress.scope, epoch);
    }
  };
}

/** The stages meta's pull plan calls for, in order, until one does not end 'done'. */
async function pullPlannedStages(
  deps: PullPagesDeps,
  device: DeviceSession,
  progress: PullProgress,
): Promise<StageEnd> {
  const plan = await readPullPlan(deps.db);
  if (plan.kind === 'full') return pullPages(deps, device, progress, 'full', plan.cursor);
  const end = await pullPages(deps, device, progress, 'till', plan.tillCursor, {
    stage: 'history',
    cursor: plan.history?.cursor ?? 0,
  });
  if (end !== 'done') return end;
  // Read again: the till scope's first page is what opens the history owed.
  const history = await readMeta(deps.db, 'historyPull');
  return history ? pullPages(deps, device, progress, 'history', history.cursor) : 'done';
}
