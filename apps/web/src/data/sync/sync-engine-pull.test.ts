import type { Cents } from '@cafe/domain';
import { describe, expect, it } from 'vitest';
import { readMeta } from './meta';
import type { SyncPhase } from './sync-engine';
import { clock, connection, db, engine, server, started, useSyncEngineWorld } from './sync-engine-test-kit';
import { NOW, STORE_ID, testRepositories } from './test-kit';

/** The engine pulling: every page with its cursor, a resume after a failed page, local edits kept, a reset. */

function productRow(name: string) {
  return { name, category: 'beverages', price: 300, description: null, available: true };
}

describe('sync engine', () => {
  useSyncEngineWorld();

  it('[CLIENT-6] registers, pulls every page with the cursor stored, and reports synced', async () => {
    for (let index = 0; index < 5; index++)
      server.seed('product', crypto.randomUUID(), productRow(`P${index}`));
    const phases: SyncPhase[] = [];
    const sync = engine();
    sync.subscribe((state) => {
      if (phases.at(-1) !== state.phase) phases.push(state.phase);
    });
    expect(sync.getState().needsFirstSync).toBe(false);
    sync.start();
    await sync.syncNow();

    expect(await db.products.count()).toBe(5);
    expect(await readMeta(db, 'deviceId')).toBeTruthy();
    expect(await readMeta(db, 'storeId')).toBe(STORE_ID);
    expect(await readMeta(db, 'pullCursor')).toBe(5);
    expect(await readMeta(db, 'lastSyncedAt')).toBe(NOW);
    const pulls = server.requests.filter((request) => request.path === '/api/sync/pull');
    // A first sync: the till scope page by page, then the history (none here).
    expect(pulls.map((request) => new URLSearchParams(request.query).get('scope'))).toEqual([
      'till',
      'till',
      'till',
      'history',
    ]);
    expect(await readMeta(db, 'historyPull')).toBeUndefined();
    expect(phases).toEqual(['idle', 'syncing', 'synced']);
    expect(sync.getState()).toMatchObject({
      phase: 'synced',
      lastSyncedAt: NOW,
      needsFirstSync: false,
      pulledRows: 5,
    });
  });

  it('[CLIENT-6] keeps the cursor with the rows it belongs to when a later page fails, and resumes from it', async () => {
    for (let index = 0; index < 5; index++)
      server.seed('product', crypto.randomUUID(), productRow(`P${index}`));
    const sync = engine();
    server.intercept(() => undefined); // register
    server.intercept(() => undefined); // page 1
    server.intercept(() => ({ kind: 'network' })); // page 2
    sync.start();
    await sync.syncNow();
    expect(sync.getState().phase).toBe('failed');
    expect(await readMeta(db, 'pullCursor')).toBe(2);
    expect(await db.products.count()).toBe(2);

    await sync.syncNow();
    const queries = server.requests
      .filter((request) => request.path === '/api/sync/pull')
      .map((request) => new URLSearchParams(request.query).get('cursor'));
    expect(queries).toEqual(['0', '2', '2', '4', '0']);
    expect(await db.products.count()).toBe(5);
    expect(sync.getState().phase).toBe('synced');
  });

  it('[CLIENT-6] keeps unsynced local edits on top of pulled rows', async () => {
    const id = crypto.randomUUID();
    server.seed('product', id, productRow('Tea'));
    const sync = await started();
    connection.online = false;
    const repos = testRepositories(db);
    await repos.products.update(id, { price: 350 as Cents });
    // Another till renames it meanwhile.
    const current = server.rows.get(`product:${id}`);
    server.seed('product', id, { ...current?.row, name: 'Green tea' });

    connection.online = true;
    server.intercept((path) => (path === '/api/sync/push' ? { kind: 'network' } : undefined));
    // The push fails, so nothing reaches the server; pull directly through a fresh cycle after it.
    await sync.syncNow();
    expect(await db.products.get(id)).toMatchObject({ price: 350 });
    clock.fire(1000);
    await sync.syncNow();
    expect(await db.products.get(id)).toMatchObject({ name: 'Green tea', price: 350 });
    expect(server.rows.get(`product:${id}`)?.row).toMatchObject({ name: 'Green tea', price: 350 });
  });

  it('[CLIENT-6] on reset clears the synced tables, pulls from 0 and never touches the outbox', async () => {
    for (let index = 0; index < 3; index++)
      server.seed('product', crypto.randomUUID(), productRow(`P${index}`));
    const sync = await started();
    const existing = await db.products.toCollection().first();
    if (!existing) throw new Error('The pull brought no products');
    await db.products.add({ ...existing, id: crypto.randomUUID(), version: 1 });
    expect(await db.products.count()).toBe(4);
    server.intercept(() => ({
      kind: 'status',
      status: 200,
      body: { changes: [], cursor: 3, hasMore: true, reset: true },
    }));
    await sync.syncNow();
    expect(await db.products.count()).toBe(3);
    expect(sync.getState().phase).toBe('synced');
  });
});
