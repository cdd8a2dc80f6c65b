import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appFixture } from '../test-support/app-fixture.js';
import { mutationPusher, type OneMutation } from '../test-support/mutation-pusher.js';
import { productData } from '../test-support/sync-client.js';

/** Two tills editing the same rows (ARCHITECTURE §4): fields merge, the server's order wins, delete wins. */
describe('conflict rules', () => {
  const t = appFixture({ tills: { tillA: 'manager@cafe.example', tillB: 'admin@cafe.example' } });
  const { pushOne } = mutationPusher(t);
  const pushA = (...change: OneMutation) => pushOne(t.tillA, ...change);
  const pushB = (...change: OneMutation) => pushOne(t.tillB, ...change);
  const createProduct = async () => {
    const data = productData({ description: 'Smooth' });
    const created = await pushA('product', 'create', data);
    expect(created.status).toBe('applied');
    return { id: data.id, version: created.version as number };
  };

  it('[SYNC-15] merges changes to different fields made against the same version', async () => {
    const { id, version } = await createProduct();
    const a = await pushA('product', 'update', { id, price: 500 }, version);
    expect(a).toMatchObject({ status: 'applied', row: { price: 500 } });
    const b = await pushB('product', 'update', { id, name: 'Oat Flat White' }, version);
    expect(b).toMatchObject({ status: 'applied', row: { price: 500, name: 'Oat Flat White' } });
    expect(b.version).toBeGreaterThan(a.version);
  });

  it('[SYNC-15] keeps the earlier-committed value of a field both changed, and answers the later one with a conflict', async () => {
    const { id, version } = await createProduct();
    await pushA('product', 'update', { id, price: 500 }, version);
    const b = await pushB('product', 'update', { id, price: 600, description: 'Velvety' }, version);
    // The price stays A's (server order); B's other field still merges; B learns the row as it is now.
    expect(b).toMatchObject({ status: 'conflict', row: { price: 500, description: 'Velvety' } });
    // Made against the version that includes A's change, B's price applies.
    const retry = await pushB('product', 'update', { id, price: 600 }, b.version);
    expect(retry).toMatchObject({ status: 'applied', row: { price: 600 } });
  });

  it('[SYNC-15] does not call a replayed change a conflict: the same value is no change', async () => {
    const { id, version } = await createProduct();
    await pushA('product', 'update', { id, price: 525 }, version);
    const b = await pushB('product', 'update', { id, price: 525 }, version);
    expect(b).toMatchObject({ status: 'applied', row: { price: 525 } });
  });

  it('[SYNC-16] lets a delete win over a concurrent update, and answers an update after the delete with the tombstone', async () => {
    const { id, version } = await createProduct();
    const deleted = await pushA('product', 'delete', { id });
    expect(deleted).toMatchObject({ status: 'applied', row: { id, deletedAt: t.clock.now().toISOString() } });
    const update = await pushB('product', 'update', { id, price: 999 }, version);
    expect(update).toMatchObject({ status: 'conflict', version: deleted.version, row: { id, price: 450 } });
    expect(update.row.deletedAt).not.toBeNull();
    // Deleting again is harmless.
    const again = await pushB('product', 'delete', { id });
    expect(again).toMatchObject({ status: 'applied', version: deleted.version });
  });

  it('[SYNC-14] answers a create whose id exists: identical → applied once, different → conflict', async () => {
    const data = productData();
    const first = await pushA('product', 'create', data);
    const replay = await pushB('product', 'create', data);
    expect(replay).toMatchObject({ status: 'applied', version: first.version });
    const clash = await pushB('product', 'create', { ...data, name: 'Something else' });
    expect(clash).toMatchObject({ status: 'conflict', row: { name: 'Flat White' } });
  });

  it('[SYNC-15] needs a baseVersion for an update, and the row must exist', async () => {
    const { id } = await createProduct();
    expect(await pushA('product', 'update', { id, price: 1 }, null)).toMatchObject({
      status: 'rejected',
      reason: 'invalid',
    });
    expect(await pushA('product', 'update', { id: randomUUID(), price: 1 }, 0)).toMatchObject({
      status: 'rejected',
      reason: 'not_found',
    });
  });

  it('[SYNC-13, SYNC-15] stamps a completed task with server time and clears it when un-completed', async () => {
    const id = randomUUID();
    const created = await pushA('task', 'create', { id, title: 'Descale the machine' });
    expect(created.row).toMatchObject({ completed: false, completedAt: null, createdBy: t.tillA.userId });
    const done = await pushB('task', 'update', { id, completed: true }, created.version);
    expect(done.row).toMatchObject({ completed: true, completedAt: t.clock.now().toISOString() });
    const undone = await pushB('task', 'update', { id, completed: false }, done.version);
    expect(undone.row).toMatchObject({ completed: false, completedAt: null });
  });
});
