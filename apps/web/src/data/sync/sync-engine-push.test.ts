import { type Cents, type PushRequest, refusalSentence } from '@cafe/domain';
import { describe, expect, it } from 'vitest';
import { readMeta, writeMeta } from './meta';
import { countUnsynced, HANDLED_RETENTION_DAYS } from './outbox';
import { createSyncEngine, type SyncPhase } from './sync-engine';
import { clock, db, engine, server, started, tea, useSyncEngineWorld } from './sync-engine-test-kit';
import { freshDb, memoryLocks, NOW, testRepositories } from './test-kit';

/** The engine pushing the outbox, and how it answers each way a push can fail. */

const DAY_MS = 24 * 60 * 60 * 1000;

describe('sync engine', () => {
  useSyncEngineWorld();

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
});
