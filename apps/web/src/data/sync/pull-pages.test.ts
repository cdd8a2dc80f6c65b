import { refusalSentence } from '@cafe/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CafeDb } from '../db';
import { startPullScope } from './apply-server-changes';
import { type DeviceSession, openDeviceSession } from './device-session';
import { createEngineState, type EngineState } from './engine-state';
import { createFakeSyncServer, type FakeSyncServer } from './fake-sync-server';
import { createKeptPullScope } from './kept-pull-scope';
import type { RunSignals } from './leadership';
import { readMeta } from './meta';
import { createPullAhead } from './pull-ahead';
import { type PullPagesDeps, type PullProgress, pullPages } from './pull-pages';
import { createSyncApi, type SyncApi } from './sync-api';
import { freshDb, NOW, pullsAskedOf, STORE_ID, seedProductsThenTasks } from './test-kit';

/**
 * One stage of a pull on its own, against the fake server: paging, the pages asked for ahead, the gate, the
 * history's pauses. Which stages a sync pulls, and resets, are pull-store.test.ts's.
 */
describe('the pages of one pull stage', () => {
  let db: CafeDb;
  let server: FakeSyncServer;
  let api: SyncApi;
  let state: EngineState;
  let leading: boolean;
  let woken: boolean;
  let yields: number;
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
    leading = true;
    woken = false;
    yields = 0;
  });
  afterEach(() => db.close());

  function deps(overrides: Partial<PullPagesDeps> = {}): PullPagesDeps {
    return {
      db,
      api,
      now: () => new Date(NOW),
      state,
      run,
      options: { pullLimit: 2, historyPullLimit: 2, historyBusyPageRows: 2, historyBusyTransactionRows: 1 },
      yieldToInput: async () => {
        yields++;
      },
      cashierAtWork: () => false,
      ...overrides,
    };
  }

  async function progress(): Promise<PullProgress> {
    return {
      scope: await startPullScope(db),
      history: undefined,
      rows: 0,
      pending: undefined,
      ahead: createPullAhead(api),
    };
  }

  async function registered(): Promise<DeviceSession> {
    const device = openDeviceSession(
      { db, api, state, isSignedIn: () => true, keptScope: createKeptPullScope() },
      undefined,
    );
    await device.ensure();
    return device;
  }

  const seed = (products: number, tasks = 0) => seedProductsThenTasks(server, products, tasks);
  const pulled = () => pullsAskedOf(server, { pending: true });

  it('pulls a stage page by page, each asked for once while the one before goes down, the cursor kept with its rows', async () => {
    seed(5);
    const device = await registered();
    const pulling = await progress();
    pulling.pending = 3;
    expect(await pullPages(deps(), device, pulling, 'full', 0)).toBe('done');
    // What waits in the outbox goes with the first page only, for the devices list.
    expect(pulled()).toEqual(['null@0 pending=3', 'null@2', 'null@4']);
    expect(await db.products.count()).toBe(5);
    expect(await readMeta(db, 'pullCursor')).toBe(5);
    expect(pulling.rows).toBe(5);
  });

  it("lifts the first-sync gate with the till scope's last page, and asks for the next stage's first page then", async () => {
    seed(4, 2);
    const device = await registered();
    const pulling = await progress();
    state.update({ needsFirstSync: true });
    const pulledRows: number[] = [];
    state.subscribe((next) => pulledRows.push(next.pulledRows));

    const end = await pullPages(deps(), device, pulling, 'till', 0, { stage: 'history', cursor: 0 });
    expect(end).toBe('done');
    expect(state.get()).toMatchObject({ needsFirstSync: false, lastSyncedAt: NOW });
    expect(await readMeta(db, 'lastSyncedAt')).toBe(NOW);
    expect(await readMeta(db, 'historyPull')).toEqual({ cursor: 0, head: 6 });
    expect([...new Set(pulledRows)]).toEqual([2, 4]);
    expect(pulled()).toEqual(['till@0', 'till@2', 'history@0']);
    expect(pulling.ahead.take('history', 0)).toBeDefined();
  });

  it('hands the thread back between two history pages, and pauses after the page in hand when woken', async () => {
    seed(0, 5);
    const device = await registered();
    await pullPages(deps(), device, await progress(), 'till', 0);
    const history = await progress();
    let pages = 0;
    const end = await pullPages(
      deps({
        yieldToInput: async () => {
          yields++;
          // The cashier sells after the second page.
          if (++pages === 2) woken = true;
        },
      }),
      device,
      history,
      'history',
      0,
    );
    expect(end).toBe('paused');
    expect(yields).toBe(2);
    expect(await db.tasks.count()).toBe(4);
    expect(await readMeta(db, 'historyPull')).toMatchObject({ cursor: 4 });
  });

  it('lays a history page down in small transactions while the cashier works, and pauses between them with the cursor held', async () => {
    seed(0, 4);
    const device = await registered();
    await pullPages(deps(), device, await progress(), 'till', 0);
    const end = await pullPages(
      deps({
        cashierAtWork: () => true,
        yieldToInput: async () => {
          yields++;
          woken = true;
        },
      }),
      device,
      await progress(),
      'history',
      0,
    );
    expect(end).toBe('paused');
    // One row of the first page is down, and the cursor stops just below the next row's version.
    expect(await db.tasks.count()).toBe(1);
    expect(await readMeta(db, 'historyPull')).toMatchObject({ cursor: 1 });
  });

  it('ends the stage on a reset, with what the server holds of this device, laying nothing down', async () => {
    seed(3);
    const device = await registered();
    server.intercept(() => ({
      kind: 'status',
      status: 200,
      body: { changes: [], cursor: 0, hasMore: true, reset: true, lastMutationId: 7 },
    }));
    expect(await pullPages(deps(), device, await progress(), 'full', 2)).toEqual({
      kind: 'reset',
      serverHas: 7,
    });
    expect(await db.products.count()).toBe(0);
  });

  it('fails on a page that does not advance, rather than asking for it for ever', async () => {
    const device = await registered();
    server.intercept(() => ({
      kind: 'status',
      status: 200,
      body: { changes: [], cursor: 2, hasMore: true },
    }));
    expect(await pullPages(deps(), device, await progress(), 'full', 2)).toEqual({
      kind: 'failed',
      message: 'The server sent a page that does not advance',
      retry: true,
    });
  });

  it('[SYNC-26] keeps its cursor and lays nothing down on a page holding an entity this app does not know yet', async () => {
    seed(2);
    const device = await registered();
    expect(await pullPages(deps(), device, await progress(), 'full', 0)).toBe('done');
    const id = '3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f';
    server.intercept(() => ({
      kind: 'status',
      status: 200,
      body: {
        changes: [
          { entity: 'product', id, version: 3, row: { id, name: 'Latte' } },
          { entity: 'orderTicket', id, version: 4, row: { id } },
        ],
        cursor: 4,
        hasMore: false,
      },
    }));
    const end = await pullPages(deps(), device, await progress(), 'full', 2);
    expect(end).toMatchObject({ kind: 'failed', retry: true });
    // The updated app pulls from here again, so neither change is skipped.
    expect(await readMeta(db, 'pullCursor')).toBe(2);
    expect(await db.products.get(id)).toBeUndefined();
  });

  it('asks for nothing once the engine no longer leads', async () => {
    seed(2);
    const device = await registered();
    leading = false;
    expect(await pullPages(deps(), device, await progress(), 'full', 0)).toEqual({ kind: 'skipped' });
    expect(pulled()).toEqual([]);
  });

  it('recovers through the device session: registers again when the server forgot the device, fails on the network', async () => {
    seed(2);
    const device = await registered();
    server.forgetDevices();
    const pulling = await progress();
    pulling.pending = 1;
    expect(await pullPages(deps(), device, pulling, 'full', 0)).toBe('done');
    expect(server.requests.filter((request) => request.path === '/api/devices')).toHaveLength(2);
    // The count went with the answer the server refused; it is told once a sync, not again.
    expect(pulled()).toEqual(['null@0 pending=1', 'null@0']);
    expect(await db.products.count()).toBe(2);

    server.intercept(() => ({ kind: 'network' }));
    expect(await pullPages(deps(), device, await progress(), 'full', 2)).toEqual({
      kind: 'failed',
      message: refusalSentence('unreachable', null),
      retry: true,
    });
  });
});
