import type { Cents } from '@cafe/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CafeDb } from '../db';
import { type DeviceSession, openDeviceSession } from './device-session';
import { createEngineState, type EngineState } from './engine-state';
import { createFakeSyncServer, type FakeSyncServer } from './fake-sync-server';
import { createKeptPullScope, type KeptPullScope } from './kept-pull-scope';
import type { RunSignals } from './leadership';
import { readMeta, writeMeta } from './meta';
import { countUnsynced } from './outbox';
import { createPullStore, type PullStoreDeps } from './pull-store';
import { createSyncApi, type SyncApi } from './sync-api';
import { freshDb, NOW, pullsAskedOf, STORE_ID, seedProductsThenTasks, testRepositories } from './test-kit';

/** The pull of a cycle on its own: which stages it pulls, resets, and the scope it keeps for the next cycle. */
describe('the pull of a cycle', () => {
  let db: CafeDb;
  let server: FakeSyncServer;
  let api: SyncApi;
  let state: EngineState;
  let keptScope: KeptPullScope;
  let leading: boolean;
  let woken: boolean;
  const run: RunSignals = {
    leading: () => leading,
    wakePending: () => woken,
    runAgain: () => {
      woken = true;
    },
  };

  beforeEach(() => {
    db = freshDb();
    server = createFakeSyncServer({ storeId: STORE_ID });
    api = createSyncApi({ fetch: server.fetch, baseUrl: '' });
    state = createEngineState();
    keptScope = createKeptPullScope();
    leading = true;
    woken = false;
  });
  afterEach(() => db.close());

  function pullStore(overrides: Partial<PullStoreDeps> = {}) {
    return createPullStore({
      db,
      api,
      now: () => new Date(NOW),
      state,
      run,
      keptScope,
      options: { pullLimit: 2, historyPullLimit: 2, historyBusyPageRows: 2, historyBusyTransactionRows: 2 },
      yieldToInput: async () => {},
      cashierAtWork: () => false,
      ...overrides,
    });
  }

  async function registered(): Promise<DeviceSession> {
    const device = openDeviceSession({ db, api, state, isSignedIn: () => true, keptScope }, undefined);
    await device.ensure();
    return device;
  }

  const seed = (products: number, tasks = 0) => seedProductsThenTasks(server, products, tasks);
  const pulled = () => pullsAskedOf(server);

  it('pulls the whole store from the cursor on a device that owes no history', async () => {
    seed(1, 2);
    await writeMeta(db, 'pullCursor', 0);
    expect(await pullStore()(await registered())).toBeNull();
    expect(pulled()).toEqual(['null@0', 'null@2']);
    expect(await readMeta(db, 'pullCursor')).toBe(3);
  });

  it('pulls a first sync in two phases, counting its rows from 0, and owes no history after', async () => {
    seed(2, 3);
    state.update({ needsFirstSync: true, pulledRows: 99 });
    const counted: number[] = [];
    state.subscribe((next) => counted.push(next.pulledRows));
    expect(await pullStore()(await registered())).toBeNull();
    expect(pulled()).toEqual(['till@0', 'history@0', 'history@4']);
    expect(counted[0]).toBe(0);
    expect(await db.tasks.count()).toBe(3);
    expect(await readMeta(db, 'historyPull')).toBeUndefined();
    expect(await readMeta(db, 'pullCursor')).toBe(5);
    // Nothing left to take up in a later cycle.
    expect(keptScope.take()).toBeNull();
  });

  it('starts again from 0 on a reset, sending again what the restored server lost and keeping those rows', async () => {
    seed(3);
    const device = await registered();
    await pullStore()(device);
    const repos = testRepositories(db);
    await repos.products.create({ name: 'Ours', price: 350 as Cents });
    await repos.products.create({ name: 'Also ours', price: 350 as Cents });
    // The server handled both, then was restored from a backup taken before them.
    await writeMeta(db, 'syncedThrough', 2);
    server.intercept(() => ({
      kind: 'status',
      status: 200,
      body: { changes: [], cursor: 0, hasMore: true, reset: true, lastMutationId: 0 },
    }));

    expect(await pullStore()(device)).toBeNull();
    expect(pulled().slice(3)).toEqual(['null@3', 'till@0', 'till@2', 'history@0']);
    expect(await countUnsynced(db)).toBe(2);
    // One more run follows, to push them.
    expect(woken).toBe(true);
    expect(await db.products.count()).toBe(5);
  });

  it('gives up on a second reset in one sync', async () => {
    const device = await registered();
    const reset = {
      kind: 'status',
      status: 200,
      body: { changes: [], cursor: 0, hasMore: true, reset: true },
    } as const;
    server.intercept(() => reset);
    server.intercept(() => reset);
    expect(await pullStore()(device)).toEqual({
      kind: 'failed',
      message: 'The server asked for a reset twice in one sync',
      retry: true,
    });
  });

  it('keeps what it knows of the tables for the next cycle while the history is owed, and takes it up again', async () => {
    seed(0, 5);
    const device = await registered();
    const pull = pullStore({
      yieldToInput: async () => {
        woken = true;
      },
    });
    expect(await pull(device)).toBeNull();
    expect(await readMeta(db, 'historyPull')).toBeDefined();
    const kept = keptScope.take();
    expect(kept?.seen.get('task')?.size).toBe(2);
    if (kept) keptScope.keep(kept, keptScope.epoch());

    woken = false;
    expect(await pullStore()(device)).toBeNull();
    expect(await db.tasks.count()).toBe(5);
    // The second pull went on with the scope the first one kept: it knows of every task.
    expect(kept?.seen.get('task')?.size).toBe(5);
    expect(keptScope.take()).toBeNull();
  });

  it('keeps nothing when the tables changed under it, or when it no longer leads', async () => {
    seed(0, 5);
    const device = await registered();
    await pullStore({
      yieldToInput: async () => {
        woken = true;
        keptScope.forget();
      },
    })(device);
    expect(keptScope.take()).toBeNull();

    woken = false;
    await pullStore({
      yieldToInput: async () => {
        woken = true;
        leading = false;
      },
    })(device);
    expect(await readMeta(db, 'historyPull')).toBeDefined();
    expect(keptScope.take()).toBeNull();
  });
});
