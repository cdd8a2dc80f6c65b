/**
 * A restore from last night's backup (docs/operations.md, "Restoring a backup"; docs/sync-protocol.md, "Restore") against
 * the real server app and the web app's own sync engine: every till learns that the server went back in time,
 * starts its pull over instead of skipping what the restored database numbers again, and sends again the changes
 * it had already synced and the server lost, from those it keeps. In the end the server holds every sale once.
 */
import type { Cents } from '@cafe/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { takeTableSnapshot } from '../../apps/server/src/test-support/table-snapshot';
import { countUnsynced } from '../../apps/web/src/data/sync/outbox';
import { createSimDevice, type SimDevice } from './support/sim-device';
import { createSimServer, type SimServer } from './support/sim-server';

async function sell(till: SimDevice, count: number): Promise<string[]> {
  const [product] = await till.repos.products.list();
  if (!product) throw new Error(`Till ${till.index} has no products`);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    till.tick();
    ids.push(
      await till.repos.sales.create({
        items: [{ productId: product.id, productName: product.name, quantity: 1, unitPrice: product.price }],
        paymentMethod: 'cash',
      }),
    );
  }
  return ids;
}

describe('[SYNC-23] restoring the server from a backup', () => {
  let server: SimServer;
  const tills: SimDevice[] = [];

  async function till(index: number, role: 'staff' | 'manager' | 'admin'): Promise<SimDevice> {
    const device = createSimDevice({ index, role, server, stale: [], clockSkewMs: 0 });
    const session = server.sessions[role][0];
    if (!session) throw new Error(`No ${role} session`);
    device.useSession(session);
    await device.start();
    tills.push(device);
    return device;
  }

  beforeAll(async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server = await createSimServer({ sessionsPerRole: 1 });
  });
  afterAll(async () => {
    await Promise.all(tills.map((device) => device.close()));
    await server?.close();
  });

  it('brings back the sales synced after the backup, once each, and every till sees changes made since', async () => {
    const a = await till(0, 'staff');
    const b = await till(1, 'manager');
    const c = await till(2, 'admin');
    const before = await sell(a, 2);
    await a.sync();

    const backup = await takeTableSnapshot(server.db, 'nightly_backup');

    // The morning after the backup: sales synced and confirmed, and a till set up that the backup never knew.
    const fromA = await sell(a, 3);
    await a.sync();
    const fromB = await sell(b, 2);
    await b.sync();
    const d = await till(3, 'staff');
    const fromD = await sell(d, 2);
    await d.sync();
    await c.sync();
    for (const device of [a, b, d]) expect(await countUnsynced(device.db)).toBe(0);
    const lost = [...fromA, ...fromB, ...fromD];
    const counts = await server.saleCounts();
    for (const id of [...before, ...lost]) expect(counts.get(id)).toBe(1);

    await backup.restore();
    await server.restart();
    const restored = await server.saleCounts();
    for (const id of lost) expect(restored.get(id)).toBeUndefined();

    // Another till changes a product; the restored database numbers it below what the others had seen.
    const [product] = await c.repos.products.list();
    if (!product) throw new Error('No product');
    await c.repos.products.update(product.id, { price: 525 as Cents });
    await c.sync();
    await c.sync();

    for (const device of [a, b, d]) {
      await device.sync();
      await device.sync();
      expect((await device.db.products.get(product.id))?.price).toBe(525);
    }
    // One more round: each till pulls what the others sent again after it last pulled.
    for (const device of [a, b, c, d]) await device.sync();

    const after = await server.saleCounts();
    for (const id of [...before, ...lost]) expect(after.get(id)).toBe(1);
    expect(await server.quarantinedSales()).toBe(0);
    // Every till holds every sale, and nothing waits.
    for (const device of [a, b, c, d]) {
      expect(await countUnsynced(device.db)).toBe(0);
      for (const id of [...before, ...lost]) expect(await device.db.sales.get(id)).toBeDefined();
    }
  });
});
