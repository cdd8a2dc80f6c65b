import type { PullResponse, PullScopeName } from '@cafe/domain';
import type { CafeDb } from '../db';
import { deleteMeta, readMeta, writeMeta } from './meta';

/**
 * Where a pull stands (docs/till-sync.md, "A first sync in two phases"). `full`: one unscoped cursor, as every device pulled before
 * there were phases and as every device pulls once its history is here. `phases`: a first sync, or its history
 * still arriving; `tillCursor` is how far the till scope has come (kept in `pullCursor`), `history` how far the
 * history has (`historyPull`), null until the till scope has been pulled once.
 */
export type PullPlan =
  | { kind: 'full'; cursor: number }
  | { kind: 'phases'; tillCursor: number; history: { cursor: number; head: number } | null };

/** One stage of a pull: the whole store, or one of the two scopes of a first sync. */
export type PullStage = 'full' | PullScopeName;

/**
 * A browser that has never pulled (no `pullCursor`) or whose history is still arriving (`historyPull`) pulls in
 * two phases; every other device pulls as it always did.
 */
export async function readPullPlan(db: CafeDb): Promise<PullPlan> {
  const cursor = await readMeta(db, 'pullCursor');
  const history = await readMeta(db, 'historyPull');
  if (cursor !== undefined && history === undefined) return { kind: 'full', cursor };
  return { kind: 'phases', tillCursor: cursor ?? 0, history: history ?? null };
}

/**
 * Records how far a page took its stage, in the page's own transaction (call inside 'rw' over `meta`), so a
 * reload or a lost connection resumes exactly there:
 * - `full`: `pullCursor`.
 * - `till`: `pullCursor` is the till scope's cursor while the history is due; the first till page also opens
 *   `historyPull` at 0 with the store's head, so from then on the device is known to owe its history even if it
 *   reloads before the till scope is complete.
 * - `history`: `historyPull.cursor`; the last page deletes `historyPull` and leaves `pullCursor` at the lower of
 *   the two scopes' cursors, from which the unscoped pull goes on. Every version up to it is here in both scopes;
 *   rows above it in one scope come again and are laid down as the same rows (a row is never replaced by an
 *   older one), so nothing is skipped and nothing counts twice.
 */
export async function recordPageCursor(db: CafeDb, stage: PullStage, page: PullResponse): Promise<void> {
  if (page.history) await writeMeta(db, 'pullHistory', page.history);
  if (stage === 'full') {
    await writeMeta(db, 'pullCursor', page.cursor);
    return;
  }
  const history = await readMeta(db, 'historyPull');
  if (stage === 'till') {
    await writeMeta(db, 'pullCursor', page.cursor);
    if (!history) await writeMeta(db, 'historyPull', { cursor: 0, head: page.head ?? page.cursor });
    return;
  }
  if (page.hasMore) {
    await writeMeta(db, 'historyPull', { cursor: page.cursor, head: history?.head ?? page.head ?? 0 });
    return;
  }
  const tillCursor = (await readMeta(db, 'pullCursor')) ?? 0;
  await deleteMeta(db, 'historyPull');
  await writeMeta(db, 'pullCursor', Math.min(tillCursor, page.cursor));
}

/**
 * Changes [offset, end) of a pull page as a page of their own, for a page laid down in several transactions. The
 * last part keeps the page's cursor and hasMore. An earlier one ends just below the first version of the part after
 * it, with more to come: everything below that version is in the parts down to here (a version is never split
 * across pages), and a version the next part shares comes again with it.
 */
export function partOfPage(page: PullResponse, offset: number, end: number): PullResponse {
  const changes = page.changes.slice(offset, end);
  const next = page.changes[end];
  return next ? { ...page, changes, cursor: next.version - 1, hasMore: true } : { ...page, changes };
}
