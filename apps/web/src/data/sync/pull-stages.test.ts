import type { PullResponse } from '@cafe/domain';
import { describe, expect, it } from 'vitest';
import type { CafeDb } from '../db';
import { readMeta, writeMeta } from './meta';
import { partOfPage, readPullPlan, recordPageCursor } from './pull-stages';
import { freshDb } from './test-kit';

const page = (cursor: number, hasMore: boolean, head = 100): PullResponse => ({
  changes: [],
  cursor,
  hasMore,
  head,
});

async function record(db: CafeDb, stage: 'full' | 'till' | 'history', answer: PullResponse) {
  await db.transaction('rw', db.meta, () => recordPageCursor(db, stage, answer));
}

describe('pull stages', () => {
  it('plans two phases for a device that never pulled, and the old single pull for one that did', async () => {
    const fresh = freshDb();
    expect(await readPullPlan(fresh)).toEqual({ kind: 'phases', tillCursor: 0, history: null });
    const veteran = freshDb();
    await writeMeta(veteran, 'pullCursor', 40);
    expect(await readPullPlan(veteran)).toEqual({ kind: 'full', cursor: 40 });
  });

  it('opens the history with the first till page and keeps its head while the till scope goes on', async () => {
    const db = freshDb();
    await record(db, 'till', page(10, true, 100));
    expect(await readMeta(db, 'historyPull')).toEqual({ cursor: 0, head: 100 });
    await record(db, 'till', page(100, false, 120));
    expect(await readMeta(db, 'historyPull')).toEqual({ cursor: 0, head: 100 });
    expect(await readPullPlan(db)).toEqual({
      kind: 'phases',
      tillCursor: 100,
      history: { cursor: 0, head: 100 },
    });
  });

  it('advances the history cursor page by page, then leaves the lower cursor for the unscoped pull', async () => {
    const db = freshDb();
    await record(db, 'till', page(90, false, 100));
    await record(db, 'history', page(40, true, 100));
    expect(await readMeta(db, 'historyPull')).toEqual({ cursor: 40, head: 100 });
    // The till scope moved on meanwhile (a product changed mid-history).
    await record(db, 'till', page(130, false, 130));
    await record(db, 'history', page(120, false, 130));
    expect(await readMeta(db, 'historyPull')).toBeUndefined();
    expect(await readMeta(db, 'pullCursor')).toBe(120);
    expect(await readPullPlan(db)).toEqual({ kind: 'full', cursor: 120 });
  });

  it('writes only the cursor for an unscoped page', async () => {
    const db = freshDb();
    await record(db, 'full', page(7, true));
    expect(await readMeta(db, 'pullCursor')).toBe(7);
    expect(await readMeta(db, 'historyPull')).toBeUndefined();
  });

  it('cuts a page into parts, each ending just below the next part, a shared version coming again', () => {
    const tombstone = (version: number) => ({
      entity: 'sale' as const,
      id: `sale-${version}`,
      version,
      deleted: true as const,
    });
    const whole: PullResponse = {
      changes: [tombstone(11), tombstone(12), tombstone(14), tombstone(14), tombstone(15)],
      cursor: 20,
      hasMore: false,
      head: 30,
    };
    // 11 and 12 down: every version below 14 is here (13 is not in this scope).
    expect(partOfPage(whole, 0, 2)).toEqual({
      ...whole,
      changes: whole.changes.slice(0, 2),
      cursor: 13,
      hasMore: true,
    });
    // One of the two changes of version 14 down: the cursor stays below 14, so both come again if the rest never does.
    expect(partOfPage(whole, 2, 3)).toMatchObject({ cursor: 13, hasMore: true });
    // The last part is the page's end: its cursor and hasMore.
    expect(partOfPage(whole, 3, 5)).toEqual({ ...whole, changes: whole.changes.slice(3) });
  });
});
