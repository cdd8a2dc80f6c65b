import { describe, expect, it } from 'vitest';
import { HISTORY_LOADED, historyProgressLabel, readHistoryStatus } from './history-status';
import { deleteMeta, writeMeta } from './meta';
import { freshDb } from './test-kit';

describe('history status', () => {
  it('is loaded when no history pull is under way, so devices synced before two phases show their figures', async () => {
    expect(await readHistoryStatus(freshDb())).toEqual(HISTORY_LOADED);
  });

  it('reports how far the history pull has come, then loaded once it is done', async () => {
    const db = freshDb();
    await writeMeta(db, 'historyPull', { cursor: 450, head: 1000 });
    const status = await readHistoryStatus(db);
    expect(status).toEqual({ loading: true, progress: 0.45 });
    expect(historyProgressLabel(status)).toBe('Loading history… 45%');
    await writeMeta(db, 'historyPull', { cursor: 1200, head: 1000 });
    expect((await readHistoryStatus(db)).progress).toBe(1);
    await deleteMeta(db, 'historyPull');
    expect(await readHistoryStatus(db)).toEqual(HISTORY_LOADED);
  });

  it('starts at 0% when the store was empty as the pull began', async () => {
    const db = freshDb();
    await writeMeta(db, 'historyPull', { cursor: 0, head: 0 });
    expect(historyProgressLabel(await readHistoryStatus(db))).toBe('Loading history… 0%');
  });
});
