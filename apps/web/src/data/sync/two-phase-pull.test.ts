import type { Cents, PaymentMethod } from '@cafe/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CafeDb } from '../db';
import { createFakeSyncServer, type FakeSyncServer } from './fake-sync-server';
import { readMeta, writeMeta } from './meta';
import { countUnsynced } from './outbox';
import type { FetchLike } from './sync-api';
import { createSyncEngine, type SyncEngine, type SyncEngineDeps } from './sync-engine';
import { freshDb, manualTimers, memoryLocks, NOW, STORE_ID, testRepositories } from './test-kit';

const sold = (paymentMethod: PaymentMethod) => ({
  items: [
    {
      productId: '00000000-0000-4000-8000-000000000900',
      productName: 'Cappuccino',
      quantity: 1,
      unitPrice: 450 as Cents,
    },
  ],
  paymentMethod,
});

interface PullSeen {
  scope: string | null;
  cursor: number;
  limit: number;
  needsFirstSync: boolean;
}

/**
 * The first sync in two phases (docs/till-sync.md, "A first sync in two phases"): the till scope, then the history, resumable from
 * meta.historyPull. The fake server keeps the protocol's paging and scopes; the real server's are tested in
 * apps/server, and both together in integration/.
 */
describe('[CLIENT-7] two-phase first pull', () => {
  let db: CafeDb;
  let server: FakeSyncServer;
  let pulls: PullSeen[];
  let onPull: ((seen: PullSeen) => Promise<void> | void) | null;
  const engines: SyncEngine[] = [];

  /** The fake server's fetch, noting each pull with the device's state as it was sent. */
  const observingFetch =
    (sync: () => SyncEngine): FetchLike =>
    async (url, init) => {
      const parsed = new URL(url, 'http://till.test');
      if (parsed.pathname === '/api/sync/pull') {
        const seen: PullSeen = {
          scope: parsed.searchParams.get('scope'),
          cursor: Number(parsed.searchParams.get('cursor')),
          limit: Number(parsed.searchParams.get('limit')),
          needsFirstSync: sync().getState().needsFirstSync,
        };
        pulls.push(seen);
        await onPull?.(seen);
      }
      return server.fetch(url, init);
    };

  function engine(overrides: Partial<SyncEngineDeps> = {}): SyncEngine {
    let created: SyncEngine | null = null;
    created = createSyncEngine({
      db,
      fetch: observingFetch(() => {
        if (!created) throw new Error('no engine');
        return created;
      }),
      now: () => new Date(NOW),
      timers: manualTimers().timers,
      random: () => 0.5,
      locks: memoryLocks(),
      isOnline: () => true,
      isSignedIn: () => true,
      options: { pullLimit: 2, historyPullLimit: 2 },
      ...overrides,
    });
    engines.push(created);
    return created;
  }

  /** 4 products and 6 sales made on another till, in that order: versions 1–4 and 5–10. */
  async function seedStore(): Promise<string[]> {
    const otherTill = freshDb();
    const elsewhere = testRepositories(otherTill);
    for (let index = 0; index < 4; index++) {
      server.seed('product', crypto.randomUUID(), {
        name: `P${index}`,
        category: 'beverages',
        price: 300,
        description: null,
        available: true,
      });
    }
    const ids: string[] = [];
    for (let index = 0; index < 6; index++) {
      const id = await elsewhere.sales.create(sold(index % 2 === 0 ? 'cash' : 'credit_card'));
      ids.push(id);
    }
    const rows = await otherTill.sales.bulkGet(ids);
    for (const row of rows) if (row) server.seed('sale', row.id, { ...row });
    return ids;
  }

  /** The pushes and pulls the server saw, in order: 'push' or scope@cursor. */
  function requestOrder(): string[] {
    return server.requests
      .filter((request) => request.path !== '/api/devices')
      .map((request) => {
        const query = new URLSearchParams(request.query);
        return request.path === '/api/sync/push' ? 'push' : `${query.get('scope')}@${query.get('cursor')}`;
      });
  }

  /** The sale made on this till is on the server once and nothing waits in the outbox. */
  async function expectOnServerOnce(saleId: string | null): Promise<void> {
    expect(saleId).not.toBeNull();
    const onServer = [...server.rows.values()].filter((row) => row.entity === 'sale' && row.id === saleId);
    expect(onServer).toHaveLength(1);
    expect(await countUnsynced(db)).toBe(0);
  }

  async function dayCount(): Promise<number> {
    return (await db.dailyTotals.toArray()).reduce((sum, total) => sum + total.count, 0);
  }

  beforeEach(() => {
    db = freshDb();
    server = createFakeSyncServer({ storeId: STORE_ID });
    pulls = [];
    onPull = null;
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(async () => {
    await Promise.all(engines.splice(0).map((created) => created.stop()));
  });

  it('pulls the till scope to its end, lifts the gate, then the history, then goes on unscoped', async () => {
    await seedStore();
    const sync = engine();
    let salesWhenGateLifted: Promise<number> | null = null;
    sync.subscribe((state) => {
      salesWhenGateLifted ??= state.needsFirstSync ? null : db.sales.count();
    });
    sync.start();
    await sync.syncNow();

    expect(pulls.map(({ scope, cursor }) => `${scope}@${cursor}`)).toEqual([
      'till@0',
      'till@2',
      'history@0',
      'history@6',
      'history@8',
    ]);
    // The first history page is asked for as soon as the till scope's last page is in hand, while that page is
    // written (the gate still up)...
    const firstHistory = pulls.find((seen) => seen.scope === 'history');
    expect(firstHistory?.needsFirstSync).toBe(true);
    expect(pulls.filter((seen) => seen.scope === 'till').every((seen) => seen.needsFirstSync)).toBe(true);
    // ...and the gate lifts with the till scope on the device, before any of the history is stored.
    expect(await salesWhenGateLifted).toBe(0);
    expect(await db.products.count()).toBe(4);
    expect(await db.sales.count()).toBe(6);
    expect(await dayCount()).toBe(6);
    expect(await readMeta(db, 'historyPull')).toBeUndefined();
    expect(await readMeta(db, 'pullCursor')).toBe(10);
    expect(sync.getState()).toMatchObject({ phase: 'synced', needsFirstSync: false });

    // From now on the device pulls as every device did before there were phases.
    pulls = [];
    await sync.syncNow();
    expect(pulls.map(({ scope, cursor }) => `${scope}@${cursor}`)).toEqual(['null@10']);
  });

  it('resumes the history where it stopped after a network drop and a reload, without pulling it again', async () => {
    await seedStore();
    const first = engine();
    server.intercept(() => undefined); // register
    server.intercept(() => undefined); // till@0
    server.intercept(() => undefined); // till@2
    server.intercept(() => undefined); // history@0
    server.intercept(() => ({ kind: 'network' })); // history@6 is lost
    first.start();
    await first.syncNow();
    expect(first.getState()).toMatchObject({ phase: 'failed', needsFirstSync: false });
    expect(await readMeta(db, 'historyPull')).toEqual({ cursor: 6, head: 10 });
    expect(await db.sales.count()).toBe(2);
    await first.stop();

    // A reload: a new engine on the same database.
    pulls = [];
    const second = engine();
    second.start();
    await second.syncNow();
    expect(pulls.map(({ scope, cursor }) => `${scope}@${cursor}`)).toEqual([
      'till@10',
      'history@6',
      'history@8',
    ]);
    expect(await db.sales.count()).toBe(6);
    expect(await dayCount()).toBe(6);
    expect(await readMeta(db, 'historyPull')).toBeUndefined();
  });

  it('survives a lost answer of a history page: the page is pulled again and counted once', async () => {
    await seedStore();
    const sync = engine();
    server.intercept(() => undefined); // register
    server.intercept(() => undefined); // till@0
    server.intercept(() => undefined); // till@2
    server.intercept(() => ({ kind: 'lose-response' })); // history@0, answered but lost
    sync.start();
    await sync.syncNow();
    expect(sync.getState().phase).toBe('failed');
    await sync.syncNow();
    expect(await db.sales.count()).toBe(6);
    expect(await dayCount()).toBe(6);
    expect(await readMeta(db, 'historyPull')).toBeUndefined();
  });

  it('starts both phases again when the server answers reset in the middle of the history', async () => {
    await seedStore();
    const sync = engine();
    server.intercept(() => undefined); // register
    server.intercept(() => undefined); // till@0
    server.intercept(() => undefined); // till@2
    server.intercept(() => undefined); // history@0
    server.intercept(() => ({
      kind: 'status',
      status: 200,
      body: { changes: [], cursor: 0, hasMore: true, reset: true, head: 10 },
    })); // history@6
    sync.start();
    await sync.syncNow();

    expect(pulls.map(({ scope, cursor }) => `${scope}@${cursor}`)).toEqual([
      'till@0',
      'till@2',
      'history@0',
      'history@6',
      'till@0',
      'till@2',
      'history@0',
      'history@6',
      'history@8',
    ]);
    expect(await db.sales.count()).toBe(6);
    expect(await dayCount()).toBe(6);
    expect(await readMeta(db, 'historyPull')).toBeUndefined();
    expect(sync.getState().phase).toBe('synced');
  });

  it('pushes a sale made while the history loads at once, and it is on the till and the server once', async () => {
    await seedStore();
    const repos = testRepositories(db);
    let saleId: string | null = null;
    const sync = engine();
    onPull = async (seen) => {
      if (seen.scope !== 'history' || seen.cursor !== 6 || saleId) return;
      // The cashier sells between two history pages; the app wakes the engine after every local write.
      saleId = await repos.sales.create(sold('cash'));
      sync.wake('write');
    };
    sync.start();
    await sync.syncNow();
    await vi.waitFor(async () => expect(await readMeta(db, 'historyPull')).toBeUndefined());
    // The history paused after the page in hand so the sale went up first; then the till scope was brought up to
    // date and the history resumed where it stood (the page asked for ahead of the pause is asked for again).
    expect(requestOrder()).toEqual([
      'till@0',
      'till@2',
      'history@0',
      'history@6',
      'history@8',
      'push',
      'till@10',
      'history@8',
      'history@10',
    ]);

    await expectOnServerOnce(saleId);
    // Its own row came back in the history (a newer version than the history had reached): one row, one count.
    expect(await db.sales.count()).toBe(7);
    expect(await dayCount()).toBe(7);
  });

  it('asks for the history as soon as the till scope has sent its last page, while the pages before it go down', async () => {
    await seedStore();
    const sync = engine();
    // Two till pages of 2 products each: what had been asked for when the first page was down.
    let askedByFirstPage: string[] | null = null;
    sync.subscribe((state) => {
      if (state.pulledRows > 0 && askedByFirstPage === null)
        askedByFirstPage = pulls.map(({ scope, cursor }) => `${scope}@${cursor}`);
    });
    sync.start();
    await sync.syncNow();

    expect(askedByFirstPage).toEqual(['till@0', 'till@2', 'history@0']);
    expect(await db.sales.count()).toBe(6);
    expect(await readMeta(db, 'historyPull')).toBeUndefined();
  });

  it('takes the history in smaller steps while the cashier works, each part moving the cursor up to the next', async () => {
    await seedStore();
    let working = false;
    const between: { cursor: number | undefined; sales: number }[] = [];
    onPull = (seen) => {
      // The cashier starts tapping while the first history page is on its way.
      if (seen.scope === 'history' && seen.cursor === 0) working = true;
    };
    const sync = engine({
      options: { pullLimit: 2, historyPullLimit: 4, historyBusyPageRows: 2, historyBusyTransactionRows: 2 },
      cashierAtWork: () => working,
      yieldToInput: async () => {
        between.push({ cursor: (await readMeta(db, 'historyPull'))?.cursor, sales: await db.sales.count() });
      },
    });
    sync.start();
    await sync.syncNow();

    // Asked for while the till was idle, the first page is a whole one; the next is asked for in the small size.
    expect(pulls.map(({ scope, cursor, limit }) => `${scope}@${cursor}/${limit}`)).toEqual([
      'till@0/2',
      'till@2/2',
      'history@0/4',
      'history@8/2',
    ]);
    // The page in hand went down in two transactions; the first moved the cursor to just below the second.
    expect(between).toEqual([
      { cursor: 6, sales: 2 },
      { cursor: 8, sales: 4 },
    ]);
    expect(await db.sales.count()).toBe(6);
    expect(await dayCount()).toBe(6);
    expect(await readMeta(db, 'historyPull')).toBeUndefined();
  });

  it('pauses between the parts of a page for a sale, then goes on after the parts already down, each counted once', async () => {
    await seedStore();
    const repos = testRepositories(db);
    let working = false;
    let saleId: string | null = null;
    onPull = (seen) => {
      if (seen.scope === 'history' && seen.cursor === 0) working = true;
    };
    let sync: SyncEngine | null = null;
    sync = engine({
      options: { pullLimit: 2, historyPullLimit: 4, historyBusyPageRows: 2, historyBusyTransactionRows: 2 },
      cashierAtWork: () => working,
      yieldToInput: async () => {
        if (saleId) return;
        // Half of the first page is down; the cashier completes a sale.
        saleId = await repos.sales.create(sold('cash'));
        sync?.wake('write');
      },
    });
    sync.start();
    await sync.syncNow();
    await vi.waitFor(async () => expect(await readMeta(db, 'historyPull')).toBeUndefined());

    // The sale went up before the rest of the page; the history went on from the first part's cursor, so nothing
    // already down came again (the page asked for ahead of the pause was asked for again).
    expect(requestOrder()).toEqual([
      'till@0',
      'till@2',
      'history@0',
      'history@8',
      'push',
      'till@10',
      'history@6',
      'history@8',
      'history@10',
    ]);
    await expectOnServerOnce(saleId);
    expect(await db.sales.count()).toBe(7);
    expect(await dayCount()).toBe(7);
  });

  it('leaves a device that pulled before there were phases to pull everything unscoped, as before', async () => {
    await seedStore();
    await writeMeta(db, 'pullCursor', 4);
    await writeMeta(db, 'lastSyncedAt', NOW);
    const sync = engine();
    sync.start();
    await sync.syncNow();
    expect(pulls.map(({ scope, cursor }) => `${scope}@${cursor}`)).toEqual(['null@4', 'null@6', 'null@8']);
    expect(await readMeta(db, 'historyPull')).toBeUndefined();
    expect(await db.sales.count()).toBe(6);
  });
});
