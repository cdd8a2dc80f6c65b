import type { Cents } from '@cafe/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CafeDb } from '../db';
import { startPullScope } from './apply-server-changes';
import { createKeptPullScope } from './kept-pull-scope';
import { freshDb, testRepositories } from './test-kit';

describe('the pull scope kept between cycles', () => {
  let db: CafeDb;
  beforeEach(() => {
    db = freshDb();
  });
  afterEach(() => db.close());

  it('is handed over once, and kept again only if nothing was forgotten since the pull took it', async () => {
    const kept = createKeptPullScope();
    expect(kept.take()).toBeNull();
    const scope = await startPullScope(db);

    kept.keep(scope, kept.epoch());
    expect(kept.take()).toBe(scope);
    expect(kept.take()).toBeNull();

    // A pull began, then the tables changed under it (a reset, another store, another tab leading).
    const since = kept.epoch();
    kept.forget();
    kept.keep(scope, since);
    expect(kept.take()).toBeNull();
  });

  it('learns of every row pushed while it is kept, so a later page looks that row up', async () => {
    const kept = createKeptPullScope();
    const scope = await startPullScope(db);
    expect(scope.emptyAtStart.has('product')).toBe(true);
    kept.keep(scope, kept.epoch());

    const id = await testRepositories(db).products.create({ name: 'Tea', price: 300 as Cents });
    kept.notePushed(await db.syncLog.toArray());
    expect(scope.seen.get('product')?.has(id)).toBe(true);
  });

  it('notes nothing when no scope is kept', async () => {
    const kept = createKeptPullScope();
    const scope = await startPullScope(db);
    await testRepositories(db).products.create({ name: 'Tea', price: 300 as Cents });
    kept.notePushed(await db.syncLog.toArray());
    expect(scope.seen.size).toBe(0);
  });
});
