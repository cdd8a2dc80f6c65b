import { type Cents, type PushRequest, refusalSentence } from '@cafe/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CafeDb } from '../db';
import { createFakeSyncServer, type FakeSyncServer } from './fake-sync-server';
import { readMeta, writeMeta } from './meta';
import { countUnsynced, HANDLED_RETENTION_DAYS } from './outbox';
import { createSyncEngine, type SyncEngine, type SyncEngineDeps, type SyncPhase } from './sync-engine';
import { freshDb, manualTimers, memoryLocks, NOW, STORE_ID, testRepositories } from './test-kit';

const tea = { name: 'Tea', price: 300 as Cents };
const DAY_MS = 24 * 60 * 60 * 1000;

function productRow(name: string) {
  return { name, category: 'beverages', price: 300, description: null, available: true };
}

describe('sync engine', () => {
  let db: CafeDb;
  let server: FakeSyncServer;
  let clock: ReturnType<typeof manualTimers>;
  let online: boolean;
  let signedIn: boolean;
  const engines: SyncEngine[] = [];

  function engine(overrides: Partial<SyncEngineDeps> = {}): SyncEngine {
    const created = createSyncEngine({
      db,
      fetch: server.fetch,
      now: () => new Date(NOW),
      timers: clock.timers,
      random: () => 0.5,
      locks: memoryLocks(),
      isOnline: () => online,
      isSignedIn: () => signedIn,
      options: { pullLimit: 2 },
      ...overrides,
    });
    engines.push(created);
    return created;
  }

  async function started(overrides: Partial<SyncEngineDeps> = {}): Promise<SyncEngine> {
    const created = engine(overrides);
    created.start();
    await created.syncNow();
    return created;
  }

  beforeEach(() => {
    db = freshDb();
    server = createFakeSyncServer({ storeId: STORE_ID });
    clock = manualTimers();
    online = true;
    signedIn = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(async () => {
    await Promise.all(engines.splice(0).map((created) => created.stop()));
  });

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

  it('pushes the outbox, takes the server rows, and keeps what was handled for the retention before pruning it', async () => {
    const repos = testRepositories(db);
    const ids = [await repos.products.create(tea), await repos.products.create({ ...tea, name: 'Coffee' })];
    let now = new Date(NOW);
    const sync = await started({ now: () => now });

    expect(server.rows.size).toBe(2);
    expect(await countUnsynced(db)).toBe(0);
    for (const id of ids) expect((await db.products.get(id))?.version).toBeGreaterThan(0);
    // Kept, handled, in case the server is restored from a backup that predates them.
    expect(await db.syncLog.count()).toBe(2);

    now = new Date(Date.parse(NOW) + (HANDLED_RETENTION_DAYS - 1) * DAY_MS);
    await sync.syncNow();
    expect(await db.syncLog.count()).toBe(2);
    now = new Date(Date.parse(NOW) + (HANDLED_RETENTION_DAYS + 1) * DAY_MS);
    await sync.syncNow();
    expect(await db.syncLog.count()).toBe(0);
  });

  it.each([
    ['a network error', { kind: 'network' } as const],
    ['500', { kind: 'status', status: 500, body: { error: 'Boom' } } as const],
    ['503', { kind: 'status', status: 503, body: { error: 'Down' } } as const],
    ['426', { kind: 'status', status: 426, body: { error: 'Update the app', minProtocol: 2 } } as const],
    [
      '401 device_revoked twice over',
      { kind: 'status', status: 401, body: { error: 'x', code: 'device_revoked' } } as const,
    ],
  ])('never clears the outbox on %s and retries with backoff', async (_name, failure) => {
    const repos = testRepositories(db);
    await repos.products.create(tea);
    await repos.products.create({ ...tea, name: 'Coffee' });
    for (let index = 0; index < 8; index++) {
      server.intercept((path) => (path === '/api/devices' ? undefined : failure));
    }
    const sync = engine();
    sync.start();
    await sync.syncNow();

    expect(sync.getState().phase).toBe('failed');
    expect(await db.syncLog.count()).toBe(2);
    expect(await countUnsynced(db)).toBe(2);
    expect(server.rows.size).toBe(0);
    const retry = clock.delays().filter((ms) => ms < 30_000);
    expect(retry).toHaveLength(1);
    expect(retry[0]).toBeLessThanOrEqual(1000);
  });

  it('[CLIENT-4] waits for a new sign-in after 401 signed_out, then syncs', async () => {
    const repos = testRepositories(db);
    await repos.products.create(tea);
    server.state.signedIn = false;
    const sync = engine();
    sync.start();
    await sync.syncNow();
    expect(sync.getState()).toMatchObject({ phase: 'failed', awaitingSignIn: true });
    expect(clock.delays().filter((ms) => ms < 30_000)).toEqual([]);
    expect(await db.syncLog.count()).toBe(1);

    // Woken again before anyone signs in, with the change still waiting: a failure the server gave, not 'offline'.
    await sync.syncNow();
    expect(sync.getState()).toMatchObject({
      phase: 'failed',
      error: 'Sign in again to sync the changes on this device',
    });

    server.state.signedIn = true;
    const done = sync.syncNow();
    sync.wake('signin');
    await done;
    await sync.syncNow();
    expect(sync.getState().phase).toBe('synced');
    expect(server.rows.size).toBe(1);
  });

  it('[CLIENT-4] stops on a revoked till whose session may not register it again, keeps the outbox, resumes after sign-in', async () => {
    const sync = await started();
    const repos = testRepositories(db);
    await repos.products.create(tea);
    const revoked = {
      kind: 'status',
      status: 401,
      body: { error: 'This till was revoked.', code: 'device_revoked' },
    } as const;
    server.intercept((path) => (path === '/api/sync/push' ? revoked : undefined));
    server.intercept((path) => (path === '/api/devices' ? revoked : undefined));
    await sync.syncNow();

    expect(sync.getState()).toMatchObject({
      phase: 'failed',
      // The refusal map's sentence, not the server's message.
      error: refusalSentence('device_revoked', null),
      awaitingSignIn: true,
      deviceRevoked: true,
    });
    expect(clock.delays().filter((ms) => ms < 30_000)).toEqual([]);
    expect(await countUnsynced(db)).toBe(1);
    expect(server.rows.size).toBe(0);

    const done = sync.syncNow();
    sync.wake('signin');
    await done;
    await sync.syncNow();
    expect(sync.getState()).toMatchObject({ phase: 'synced', deviceRevoked: false });
    expect(server.rows.size).toBe(1);
  });

  it('[CLIENT-4] grows the retry delay exponentially up to the cap', async () => {
    const delays: number[] = [];
    const sync = engine({ random: () => 0.999_999 });
    sync.start();
    for (let attempt = 0; attempt < 9; attempt++) {
      server.intercept(() => ({ kind: 'network' }));
      await sync.syncNow();
      delays.push(...clock.delays().filter((ms) => ms !== 30_000));
      clock.fire(0); // leave the retry timer pending; syncNow below runs at once anyway
      for (const [handle, timer] of clock.pending) if (timer.ms !== 30_000) clock.pending.delete(handle);
    }
    expect(delays).toEqual([999, 1999, 3999, 7999, 15_999, 31_999, 59_999, 59_999, 59_999]);
  });

  it('[CLIENT-4] answers a 409 by sending again from the expected mutationId', async () => {
    const sync = await started();
    const repos = testRepositories(db);
    for (const name of ['A', 'B', 'C']) await repos.products.create({ ...tea, name });
    // This outbox believes 1 and 2 were handled, but the server has never seen them.
    await db.syncLog.where('mutationId').belowOrEqual(2).modify({ synced: true });
    await writeMeta(db, 'syncedThrough', 2);

    await sync.syncNow();
    const pushes = server.requests.filter((request) => request.path === '/api/sync/push');
    const firstIds = pushes.map(
      (push) => (push.body as { mutations: { mutationId: number }[] }).mutations[0]?.mutationId,
    );
    expect(firstIds).toEqual([3, 1]);
    expect(server.rows.size).toBe(3);
    expect(await countUnsynced(db)).toBe(0);
  });

  it('[CLIENT-4] applies a lost push exactly once: the retry gets duplicates with the original answers', async () => {
    const repos = testRepositories(db);
    const saleId = await repos.sales.create({
      items: [{ productId: crypto.randomUUID(), productName: 'Latte', quantity: 1, unitPrice: 450 as Cents }],
      paymentMethod: 'cash',
    });
    server.intercept(() => undefined); // register
    server.intercept(() => ({ kind: 'lose-response' }));
    const sync = engine();
    sync.start();
    await sync.syncNow();
    expect(sync.getState().phase).toBe('failed');
    expect(await countUnsynced(db)).toBe(1);

    clock.fire(1000);
    await sync.syncNow();
    expect(sync.getState().phase).toBe('synced');
    expect([...server.rows.values()].filter((row) => row.entity === 'sale')).toHaveLength(1);
    expect((await db.sales.get(saleId))?.version).toBeGreaterThan(0);
    expect(await countUnsynced(db)).toBe(0);
  });

  it('[CLIENT-2, CLIENT-4] registers again after device_unknown, continuing at the oldest entry it keeps, each applied once', async () => {
    const repos = testRepositories(db);
    await repos.products.create(tea);
    await repos.products.create({ ...tea, name: 'Milk' });
    const sync = await started();
    await repos.products.create({ ...tea, name: 'Coffee' });
    server.forgetDevices();
    await sync.syncNow();

    // A server that no longer knows the device may have lost what it handled (a restore): it gets all kept.
    const registrations = server.requests.filter((request) => request.path === '/api/devices');
    expect(registrations.map((request) => request.body)).toEqual([{}, {}]);
    const pushed = server.requests
      .filter((request) => request.path === '/api/sync/push')
      .map((request) => (request.body as PushRequest).mutations.map((m) => m.mutationId));
    // The push the server answered with device_unknown, then everything kept, under the new registration.
    expect(pushed).toEqual([[1, 2], [3], [1, 2, 3]]);
    expect(server.rows.size).toBe(3);
    expect(sync.getState().phase).toBe('synced');
  });

  it('renumbers the outbox when the registration already counted past it, instead of losing it as duplicates', async () => {
    // A browser whose database was wiped but whose device cookie survived: the server's device is at 57.
    const other = createSyncEngine({
      db: freshDb(),
      fetch: server.fetch,
      now: () => new Date(NOW),
      timers: clock.timers,
      random: () => 0.5,
      locks: memoryLocks(),
      isOnline: () => true,
      isSignedIn: () => true,
    });
    other.start();
    await other.syncNow();
    await other.stop();
    for (const device of server.devices.values()) device.lastMutationId = 57;

    const repos = testRepositories(db);
    await repos.products.create(tea);
    await repos.products.create({ ...tea, name: 'Coffee' });
    await started();
    expect(server.rows.size).toBe(2);
    expect(await readMeta(db, 'nextMutationId')).toBe(60);
  });

  it('[CLIENT-6] keeps unsynced local edits on top of pulled rows', async () => {
    const id = crypto.randomUUID();
    server.seed('product', id, productRow('Tea'));
    const sync = await started();
    online = false;
    const repos = testRepositories(db);
    await repos.products.update(id, { price: 350 as Cents });
    // Another till renames it meanwhile.
    const current = server.rows.get(`product:${id}`);
    server.seed('product', id, { ...current?.row, name: 'Green tea' });

    online = true;
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

  it('[CLIENT-8] runs once more when a write lands during a sync (no lost wakeup)', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let pulls = 0;
    const gatedFetch: typeof server.fetch = async (url, init) => {
      if (url.includes('/api/sync/pull') && pulls++ === 0) await gate;
      return server.fetch(url, init);
    };
    const sync = engine({ fetch: gatedFetch });
    const repos = testRepositories(db, { onCommitted: () => sync.wake('write') });
    sync.start();
    const first = sync.syncNow();
    await vi.waitFor(() => expect(pulls).toBe(1));
    await repos.products.create(tea);
    release();
    await first;
    await vi.waitFor(() => expect(server.rows.size).toBe(1));
    await vi.waitFor(async () => expect(await countUnsynced(db)).toBe(0));
  });

  it('[CLIENT-3] lets only one of two engines sharing a lock push; the other takes over when it stops', async () => {
    const locks = memoryLocks();
    const first = engine({ locks });
    const second = engine({ locks });
    first.start();
    second.start();
    await first.syncNow();
    expect(first.getState().role).toBe('leader');
    expect(second.getState().role).toBe('waiting');

    const repos = testRepositories(db);
    await repos.products.create(tea);
    const before = server.requests.length;
    second.wake('write');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests.length).toBe(before);

    await first.stop();
    await second.syncNow();
    expect(second.getState().role).toBe('leader');
    expect(server.rows.size).toBe(1);
  });

  it('does nothing offline and nothing before anyone signs in', async () => {
    online = false;
    const sync = await started();
    expect(server.requests).toEqual([]);
    online = true;
    signedIn = false;
    await sync.syncNow();
    expect(server.requests).toEqual([]);
    expect(sync.getState().phase).toBe('idle');
  });

  it("reads 'offline' (not 'synced', not failed) while changes made offline wait on this device, also after a reload", async () => {
    const sync = await started();
    expect(sync.getState().phase).toBe('synced');
    online = false;
    await testRepositories(db).products.create(tea);
    await sync.syncNow();
    expect(sync.getState()).toMatchObject({ phase: 'offline', error: null });
    // Nothing failed, so nothing is retried: the online event wakes the engine.
    expect(clock.delays().filter((ms) => ms < 30_000)).toEqual([]);
    await sync.stop();

    const reloaded = engine();
    reloaded.start();
    await reloaded.syncNow();
    expect(reloaded.getState().phase).toBe('offline');
    // The time of the last sync that did succeed is still shown beside it once read from meta.
    await vi.waitFor(() => expect(reloaded.getState().lastSyncedAt).not.toBeNull());

    online = true;
    await reloaded.syncNow();
    expect(reloaded.getState().phase).toBe('synced');
    expect(await countUnsynced(db)).toBe(0);
  });

  it('[CLIENT-4] takes a rejected create back off this device and keeps the rejection in the outbox', async () => {
    server.state.rejectEntities.add('product');
    const repos = testRepositories(db);
    const id = await repos.products.create(tea);
    await started();
    expect(await db.products.get(id)).toBeUndefined();
    const [entry] = await db.syncLog.toArray();
    expect(entry).toMatchObject({ synced: true, outcome: 'rejected', rejection: { reason: 'forbidden' } });
  });

  it('leaves no phantom row when a rejected create still had later edits waiting (found by the model test)', async () => {
    server.state.rejectEntities.add('product');
    const repos = testRepositories(db);
    const id = await repos.products.create(tea);
    // The first batch stops before the second edit of the row, so that edit is still unsynced when the
    // create's rejection arrives.
    await repos.products.update(id, { name: 'Green tea' });
    await repos.products.update(id, { name: 'Mint tea' });
    await started();
    expect(await countUnsynced(db)).toBe(0);
    expect(await db.products.get(id)).toBeUndefined();
    const outcomes = (await db.syncLog.toArray()).map((entry) => entry.outcome);
    expect(outcomes).toEqual(['rejected', 'rejected', 'rejected']);
  });

  it('goes syncing then failed on an error, and synced again on recovery', async () => {
    const phases: SyncPhase[] = [];
    const sync = engine();
    sync.subscribe((state) => {
      if (phases.at(-1) !== state.phase) phases.push(state.phase);
    });
    server.intercept(() => ({ kind: 'status', status: 500, body: { error: 'Boom' } }));
    sync.start();
    await sync.syncNow();
    // The map's sentence for a server fault, never the server's own words.
    expect(sync.getState().error).toBe(refusalSentence('server_error', null));
    await sync.syncNow();
    expect(phases).toEqual(['idle', 'syncing', 'failed', 'syncing', 'synced']);
  });

  it('[CLIENT-8] asks for persistent storage once at start', async () => {
    const requestPersistentStorage = vi.fn(async () => true);
    await started({ requestPersistentStorage });
    expect(requestPersistentStorage).toHaveBeenCalledTimes(1);
  });
});
