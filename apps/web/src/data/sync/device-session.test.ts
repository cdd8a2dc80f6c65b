import { type Cents, refusalSentence } from '@cafe/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CafeDb } from '../db';
import { type DeviceSession, openDeviceSession } from './device-session';
import { createEngineState, type EngineState } from './engine-state';
import { createFakeSyncServer, type FakeSyncServer } from './fake-sync-server';
import { createKeptPullScope, type KeptPullScope } from './kept-pull-scope';
import { readMeta, writeMeta } from './meta';
import { countUnsynced } from './outbox';
import { createSyncApi } from './sync-api';
import { freshDb, STORE_ID, testRepositories } from './test-kit';

const tea = { name: 'Tea', price: 300 as Cents };

describe('the device session of a cycle: registering, and recovering from a refused call', () => {
  let db: CafeDb;
  let server: FakeSyncServer;
  let state: EngineState;
  let keptScope: KeptPullScope;
  let signedIn: boolean;

  beforeEach(() => {
    db = freshDb();
    server = createFakeSyncServer({ storeId: STORE_ID });
    state = createEngineState();
    keptScope = createKeptPullScope();
    signedIn = true;
  });
  afterEach(() => db.close());

  function session(on: CafeDb = db, deviceId?: string): DeviceSession {
    return openDeviceSession(
      {
        db: on,
        api: createSyncApi({ fetch: server.fetch, baseUrl: '' }),
        state,
        isSignedIn: () => signedIn,
        keptScope,
      },
      deviceId,
    );
  }

  const registrations = () =>
    server.requests.filter((request) => request.path === '/api/devices').map((request) => request.body);

  it('[CLIENT-2] registers a browser without a device and keeps its device and store in meta', async () => {
    const device = session();
    expect(device.current()).toBeUndefined();
    expect(await device.ensure()).toBeNull();
    expect(device.current()).toBeTruthy();
    expect(await readMeta(db, 'deviceId')).toBe(device.current());
    expect(await readMeta(db, 'storeId')).toBe(STORE_ID);
    // An empty outbox starts at 1, which the server assumes.
    expect(registrations()).toEqual([{}]);

    // Once registered, nothing more is asked of the server.
    expect(await device.ensure()).toBeNull();
    expect(registrations()).toHaveLength(1);
  });

  it('[CLIENT-2] continues at the lowest unsynced mutationId', async () => {
    const repos = testRepositories(db);
    await repos.products.create(tea);
    await repos.products.create({ ...tea, name: 'Coffee' });
    await db.syncLog.where('mutationId').equals(1).modify({ synced: true });
    await writeMeta(db, 'syncedThrough', 1);
    await session().ensure();
    expect(registrations()).toEqual([{ firstMutationId: 2 }]);
  });

  it('does not register with nobody signed in: it waits for a sign-in', async () => {
    signedIn = false;
    expect(await session().ensure()).toEqual({
      kind: 'failed',
      message: 'Sign in to sync this device',
      retry: false,
    });
    expect(state.get().awaitingSignIn).toBe(true);
    expect(server.requests).toEqual([]);
  });

  it('waits for a new sign-in when the server refuses to register a revoked till, and clears that once it does', async () => {
    const revoked = { kind: 'status', status: 401, body: { error: 'x', code: 'device_revoked' } } as const;
    server.intercept(() => revoked);
    expect(await session().ensure()).toEqual({
      kind: 'failed',
      message: refusalSentence('device_revoked', null),
      retry: false,
    });
    expect(state.get()).toMatchObject({ awaitingSignIn: true, deviceRevoked: true });

    expect(await session().ensure()).toBeNull();
    expect(state.get().deviceRevoked).toBe(false);
  });

  it('[CLIENT-2] renumbers the outbox after a device that already counted past it (its cookie outlived the database)', async () => {
    await session(freshDb()).ensure();
    for (const device of server.devices.values()) device.lastMutationId = 57;
    const repos = testRepositories(db);
    await repos.products.create(tea);
    await repos.products.create({ ...tea, name: 'Coffee' });

    await session().ensure();
    // In the order they were made, right after the server's count.
    const entries = await db.syncLog.orderBy('mutationId').toArray();
    expect(entries.map((entry) => `${String(entry.data.name)}:${entry.mutationId}`)).toEqual([
      'Tea:58',
      'Coffee:59',
    ]);
    expect(await readMeta(db, 'nextMutationId')).toBe(60);
    expect(await countUnsynced(db)).toBe(2);
  });

  it("empties the synced tables, not the outbox, when the registration names another store, and drops the kept scope's knowledge", async () => {
    await writeMeta(db, 'storeId', '11111111-2222-4333-8444-555555555555');
    await writeMeta(db, 'lastSyncedAt', '2026-03-13T10:00:00.000Z');
    const repos = testRepositories(db);
    // A row the other store's server handled, and one still waiting in the outbox.
    await repos.products.create({ ...tea, name: 'Theirs' });
    await db.syncLog.toCollection().modify({ synced: true, outcome: 'applied' });
    await writeMeta(db, 'syncedThrough', 1);
    await repos.products.create(tea);
    const epoch = keptScope.epoch();

    await session().ensure();
    expect(await readMeta(db, 'storeId')).toBe(STORE_ID);
    expect(await readMeta(db, 'lastSyncedAt')).toBeUndefined();
    // The waiting row stays: it shows what the outbox will still push.
    expect((await db.products.toArray()).map((product) => product.name)).toEqual(['Tea']);
    expect(await countUnsynced(db)).toBe(1);
    expect(keptScope.epoch()).not.toBe(epoch);
  });

  it('[CLIENT-2, CLIENT-4] drops the device and registers again from the oldest entry kept when the server no longer knows it', async () => {
    const repos = testRepositories(db);
    await repos.products.create(tea);
    await repos.products.create({ ...tea, name: 'Coffee' });
    // Both were handled and kept: a server restored from before them has lost them.
    await db.syncLog.toCollection().modify({ synced: true, outcome: 'applied' });
    await writeMeta(db, 'syncedThrough', 2);
    const device = session(db, 'old-device');

    expect(await device.recover({ kind: 'auth', code: 'device_unknown', message: 'x' })).toBeNull();
    expect(device.current()).toBeUndefined();
    expect(await readMeta(db, 'deviceId')).toBeUndefined();
    expect(await readMeta(db, 'registrationLost')).toBe(true);

    await device.ensure();
    expect(registrations()).toEqual([{}]);
    expect(await readMeta(db, 'registrationLost')).toBeUndefined();
    // Everything kept is sent again under the new registration.
    expect(await countUnsynced(db)).toBe(2);
  });

  it('drops the device on a 400 that names the deviceId', async () => {
    await writeMeta(db, 'deviceId', 'not-a-device');
    const device = session(db, 'not-a-device');
    const answer = { kind: 'retry', status: 400, message: 'x', badDeviceId: true } as const;
    expect(await device.recover(answer)).toBeNull();
    expect(device.current()).toBeUndefined();
    expect(await readMeta(db, 'deviceId')).toBeUndefined();
  });

  it('waits for a sign-in on signed_out, and fails with the answer to retry on anything else', async () => {
    const device = session(db, 'device');
    expect(await device.recover({ kind: 'auth', code: 'signed_out', message: 'Sign in' })).toEqual({
      kind: 'failed',
      message: 'Sign in',
      retry: false,
    });
    expect(state.get().awaitingSignIn).toBe(true);
    expect(await device.recover({ kind: 'retry', status: 503, message: 'Down' })).toEqual({
      kind: 'failed',
      message: 'Down',
      retry: true,
    });
  });

  describe('[CLIENT-4] a 409 gap', () => {
    beforeEach(async () => {
      const repos = testRepositories(db);
      for (const name of ['A', 'B', 'C', 'D']) await repos.products.create({ ...tea, name });
    });

    it('counts entries the server is ahead on as handled (their answer was lost)', async () => {
      expect(await session(db, 'device').recover({ kind: 'gap', expectedMutationId: 3 })).toBeNull();
      expect(await readMeta(db, 'syncedThrough')).toBe(2);
    });

    it('sends again what the server is behind on (it was restored)', async () => {
      await db.syncLog.where('mutationId').belowOrEqual(3).modify({ synced: true, outcome: 'applied' });
      await writeMeta(db, 'syncedThrough', 3);
      expect(await session(db, 'device').recover({ kind: 'gap', expectedMutationId: 2 })).toBeNull();
      expect(await countUnsynced(db)).toBe(3);
      expect(await readMeta(db, 'syncedThrough')).toBe(1);
    });
  });

  it('gives up after three recoveries in one cycle, until the next attempt', async () => {
    const device = session(db, 'device');
    for (let recovery = 0; recovery < 3; recovery++)
      expect(await device.recover({ kind: 'gap', expectedMutationId: 1 })).toBeNull();
    expect(await device.recover({ kind: 'gap', expectedMutationId: 1 })).toEqual({
      kind: 'failed',
      message: 'Sync could not recover; it will try again',
      retry: true,
    });
    // A new cycle opens a new session, with recoveries to spare.
    expect(await session(db, 'device').recover({ kind: 'gap', expectedMutationId: 1 })).toBeNull();
  });
});
