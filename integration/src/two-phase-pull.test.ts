/**
 * A new till's first sync in two phases (docs/till-sync.md, "A first sync in two phases"; issue 16, Deliver 6) against the real server
 * app, through the fault model's network: what a till sells with first, the gate lifting there, then the history
 * in pages, through a lost answer, duplicated answers, a server restart between the phases' requests, a sale made
 * meanwhile and a reload mid-history. In the end both tills hold exactly the server's live rows, every sale is on
 * the server once, and each till's day totals count every sale once.
 */
import { SYNC_ENTITIES } from '@cafe/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CafeDb, entityTable } from '../../apps/web/src/data/db';
import { readMeta } from '../../apps/web/src/data/sync/meta';
import { countUnsynced } from '../../apps/web/src/data/sync/outbox';
import type { StaleRequest } from './support/inject-fetch';
import { createSimDevice, type SimDevice } from './support/sim-device';
import { createSimServer, type SimServer } from './support/sim-server';

/** A sale of one to three of the till's first product, alternating cash and card. */
async function sell(till: SimDevice, index: number): Promise<string> {
  const [product] = await till.repos.products.list();
  if (!product) throw new Error(`Till ${till.index} has no products`);
  return till.repos.sales.create({
    items: [
      {
        productId: product.id,
        productName: product.name,
        quantity: 1 + (index % 3),
        unitPrice: product.price,
      },
    ],
    paymentMethod: index % 2 === 0 ? 'cash' : 'credit_card',
  });
}

async function dayTotalsCount(db: CafeDb): Promise<number> {
  return (await db.dailyTotals.toArray()).reduce((sum, total) => sum + total.count, 0);
}

/** The pulls a till sent, as `scope@cursor`, from its network log (copies and lost ones included). */
function pullsIn(log: readonly string[]): string[] {
  return log
    .filter((label) => label.startsWith('GET /api/sync/pull') && !label.endsWith('(duplicate)'))
    .map((label) => {
      const query = new URLSearchParams(label.split('?')[1]?.split(' ')[0] ?? '');
      return `${query.get('scope') ?? 'all'}@${query.get('cursor')}`;
    });
}

describe('two-phase first pull against the real server', () => {
  let server: SimServer;

  beforeAll(async () => {
    server = await createSimServer({ sessionsPerRole: 1 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('[SYNC-21, CLIENT-7] a fresh till sells after the till scope and converges through faults, a restart and a reload mid-history', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await server.reset();
    const stale: StaleRequest[] = [];
    /** Set to a till: the request after its first history answer never reaches the server. */
    let dropAfterHistory: SimDevice | null = null;
    const observe = (label: string) => {
      if (dropAfterHistory && label.includes('scope=history')) {
        dropAfterHistory.net.arm('drop-request', 'pull', 0);
        dropAfterHistory = null;
      }
    };
    const sessionOf = (role: 'manager' | 'admin') => {
      const session = server.sessions[role][0];
      if (!session) throw new Error(`No ${role} session`);
      return session;
    };

    // A till that has traded for a while.
    const veteran = createSimDevice({ index: 0, role: 'manager', server, stale, clockSkewMs: 0 });
    veteran.useSession(sessionOf('manager'));
    await veteran.start();
    const sold: string[] = [];
    for (let index = 0; index < 24; index++) sold.push(await sell(veteran, index));
    await veteran.sync();
    expect(await countUnsynced(veteran.db)).toBe(0);

    const fresh = createSimDevice({
      index: 1,
      role: 'admin',
      server,
      stale,
      clockSkewMs: 0,
      observe,
      engineOptions: { pullLimit: 4, historyPullLimit: 5 },
    });
    fresh.useSession(sessionOf('admin'));

    // 1. The answer to the second till page is lost: the first page is kept with its cursor, the device knows it
    //    owes its history, and the gate stays up (nothing to sell with yet).
    fresh.net.arm('drop-response', 'pull', 1);
    await fresh.start();
    expect(fresh.engine.getState()).toMatchObject({ phase: 'failed', needsFirstSync: true });
    expect(await readMeta(fresh.db, 'historyPull')).toEqual({ cursor: 0, head: expect.any(Number) });
    expect(await readMeta(fresh.db, 'lastSyncedAt')).toBeUndefined();
    expect(await fresh.db.sales.count()).toBe(0);

    // 2. The rest of the till scope arrives twice over (a proxy's retry); the gate lifts; the first history page
    //    arrives and the request after it is lost.
    fresh.net.arm('duplicate', 'pull', 0);
    fresh.net.arm('duplicate', 'pull', 1);
    dropAfterHistory = fresh;
    await fresh.sync();
    expect(fresh.engine.getState()).toMatchObject({ phase: 'failed', needsFirstSync: false });
    expect(await readMeta(fresh.db, 'lastSyncedAt')).toBeDefined();
    expect(await fresh.db.products.count()).toBeGreaterThan(0);
    const midway = await readMeta(fresh.db, 'historyPull');
    expect(midway?.cursor).toBeGreaterThan(0);
    const historySoFar = await fresh.db.sales.count();
    expect(historySoFar).toBeLessThan(sold.length);
    // The till scope came first, to its end, before any history was asked for.
    const firstPulls = pullsIn(fresh.net.log);
    const firstHistory = firstPulls.findIndex((pull) => pull.startsWith('history@'));
    expect(firstHistory).toBeGreaterThan(1);
    expect(firstPulls.slice(0, firstHistory).every((pull) => pull.startsWith('till@'))).toBe(true);

    // 3. The server restarts; the cashier sells on the new till meanwhile; the page reloads.
    await server.restart();
    sold.push(await sell(fresh, 100));
    const tillCursor = await readMeta(fresh.db, 'pullCursor');
    expect(tillCursor).toBeGreaterThan(0);
    const before = fresh.net.log.length;
    fresh.net.arm('duplicate', 'pull', 2);
    await fresh.reload();
    const afterReload = pullsIn(fresh.net.log.slice(before));
    // Resumed where it stood: the till scope from its cursor (never 0 again), the history from historyPull.
    expect(afterReload[0]).toBe(`till@${tillCursor}`);
    expect(afterReload.filter((pull) => pull === 'till@0')).toEqual([]);
    expect(afterReload.find((pull) => pull.startsWith('history@'))).toBe(`history@${midway?.cursor}`);
    expect(await readMeta(fresh.db, 'historyPull')).toBeUndefined();
    expect(fresh.engine.getState().phase).toBe('synced');

    // 4. Trade goes on; both tills sync twice over; the new till now pulls unscoped.
    for (let index = 0; index < 3; index++) sold.push(await sell(veteran, 200 + index));
    sold.push(await sell(fresh, 300));
    const quiet = fresh.net.log.length;
    for (let round = 0; round < 2; round++) {
      await veteran.sync();
      await fresh.sync();
    }
    expect(pullsIn(fresh.net.log.slice(quiet)).every((pull) => pull.startsWith('all@'))).toBe(true);

    // Every sale once on the server; both tills hold exactly the server's live rows and count each sale once.
    const counts = await server.saleCounts();
    expect(counts.size).toBe(sold.length);
    for (const id of sold) expect(counts.get(id)).toBe(1);
    const serverRows = await server.rows();
    for (const till of [veteran, fresh]) {
      expect(await countUnsynced(till.db)).toBe(0);
      for (const entity of SYNC_ENTITIES) {
        const local = (await entityTable(till.db, entity).toArray()).map((row) => `${row.id}@${row.version}`);
        const live = [...(serverRows.get(entity) ?? new Map()).entries()]
          .filter(([, row]) => !row.deleted)
          .map(([id, { row }]) => `${id}@${row.version}`);
        expect(local.sort(), `till ${till.index} ${entity}`).toEqual(live.sort());
      }
      expect(await dayTotalsCount(till.db)).toBe(sold.length);
    }
    await veteran.close();
    await fresh.close();
  });
});
