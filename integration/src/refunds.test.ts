import { REFUND_MESSAGES, refundAllChoice, refundLinesFor } from '@cafe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimDevice, type SimDevice } from './support/sim-device';
import { createSimServer, type SimServer } from './support/sim-server';

// Issue 34: two tills, both offline, refund the same sale in full. Through the REAL server app and the web app's own
// repositories and sync engine, under the fault model: one refund is applied once, the other is quarantined with its
// reason, and nothing is lost.

describe('[SYNC-11] two offline tills refunding the same sale in full', () => {
  let server: SimServer;
  const devices: SimDevice[] = [];

  async function till(index: number): Promise<SimDevice> {
    const device = createSimDevice({ index, role: 'staff', server, stale: [], clockSkewMs: 0 });
    const session = server.sessions.staff[index];
    if (!session) throw new Error('No staff session');
    device.useSession(session);
    await device.start();
    devices.push(device);
    return device;
  }

  beforeAll(async () => {
    server = await createSimServer({ sessionsPerRole: 2 });
  });
  afterAll(async () => {
    await Promise.all(devices.map((device) => device.close()));
    await server.close();
  });

  /** The whole of what is left of the sale, as the Refund dialog's "Refund all" makes it on `device`. */
  async function refundAll(device: SimDevice, saleId: string): Promise<string> {
    const found = await device.repos.refunds.found(saleId);
    const lines = refundLinesFor(found.sale, found.refunds, refundAllChoice(found.sale, found.refunds));
    if (!lines.ok) throw new Error(lines.refusal.message);
    const amount = lines.lines.reduce((sum, line) => sum + line.amount, 0);
    return device.repos.refunds.create({
      saleId,
      lines: lines.lines,
      amount,
      method: 'cash',
      reason: 'mis_tap',
    });
  }

  it('applies one refund once, quarantines the other with its reason, and loses nothing', async () => {
    const a = await till(0);
    const b = await till(1);
    const saleId = await a.repos.sales.create({
      items: [{ productId: crypto.randomUUID(), productName: 'Latte', quantity: 2, unitPrice: 450 }],
      paymentMethod: 'cash',
    } as never);
    await a.sync();
    await b.sync();
    expect(await b.db.sales.get(saleId)).toBeDefined();

    a.online = false;
    b.online = false;
    const fromA = await refundAll(a, saleId);
    const fromB = await refundAll(b, saleId);
    // Each till refused a second full refund of its own before storing anything.
    const itemId = (await a.db.sales.get(saleId))?.items[0]?.id ?? '';
    await expect(
      a.repos.refunds.create({
        saleId,
        lines: [{ itemId, quantity: 1, amount: 487 }],
        amount: 487,
        method: 'cash',
        reason: 'mis_tap',
      }),
    ).rejects.toThrow(REFUND_MESSAGES.overRefund);
    expect(await a.db.refunds.count()).toBe(1);

    // A's answer is lost on the way back: the server applied it, and A's retry is answered as a duplicate.
    a.online = true;
    a.net.arm('drop-response', 'push', 0);
    await a.sync();
    await a.sync();
    // B's push arrives second, and a proxy sends it twice.
    b.online = true;
    b.net.arm('duplicate', 'push', 0);
    await b.sync();
    await a.sync();

    const rows = await server.rows();
    const refunds = [...(rows.get('refund')?.values() ?? [])].map((entry) => entry.row);
    expect(refunds.map((row) => row.id)).toEqual([fromA]);
    expect(refunds[0]).toMatchObject({ saleId, amount: 974, method: 'cash' });

    const quarantined = await server.quarantined();
    expect(quarantined).toHaveLength(1);
    expect(quarantined[0]).toMatchObject({
      entity: 'refund',
      reason: 'invalid',
      message: REFUND_MESSAGES.overRefund,
      data: { id: fromB, saleId, amount: 974 },
    });

    // B's own refund row goes (the server never made it); its outbox keeps the refusal in words; A's row arrives.
    const entry = (await b.db.syncLog.toArray()).find((row) => row.entity === 'refund');
    expect(entry).toMatchObject({ outcome: 'rejected', rejection: { message: REFUND_MESSAGES.overRefund } });
    await b.sync();
    expect((await b.db.refunds.toArray()).map((row) => row.id)).toEqual([fromA]);
    expect((await a.db.refunds.toArray()).map((row) => row.id)).toEqual([fromA]);
  });
});
