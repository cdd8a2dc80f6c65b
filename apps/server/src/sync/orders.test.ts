import { randomUUID } from 'node:crypto';
import { CUSTOM_ORDER_PRICE_MESSAGE, customOrderMoveRefusal, mobileOrderMoveRefusal } from '@cafe/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customOrders, mobileOrders, sales } from '../db/schema.js';
import { appFixture } from '../test-support/app-fixture.js';
import { mutationPusher } from '../test-support/mutation-pusher.js';

const cake = () => ({
  id: randomUUID(),
  customerName: 'Sam Lee',
  customerPhone: '07700 900123',
  description: 'Chocolate birthday cake, "Happy 40th Sam"',
  dueDate: '2026-06-06',
  dueTime: '15:30',
  price: 4500,
  deposit: 1000,
});

const pickup = () => ({
  id: randomUUID(),
  customerName: 'Jo',
  items: [
    {
      id: randomUUID(),
      productId: randomUUID(),
      productName: 'Latte',
      quantity: 1,
      unitPrice: 450,
    },
  ],
  pickupTime: '2026-06-06T09:30:00.000Z',
});

describe('[SYNC-9] order status moves through the push API (issue 35, part 6)', () => {
  const t = appFixture({
    tills: { staff: 'staff@cafe.example', manager: 'manager@cafe.example' },
  });
  const { pushOne } = mutationPusher(t);
  const storedCustom = async (id: string) =>
    (await t.database.db.select().from(customOrders).where(eq(customOrders.id, id)))[0];
  const storedMobile = async (id: string) =>
    (await t.database.db.select().from(mobileOrders).where(eq(mobileOrders.id, id)))[0];

  it('moves a custom order forward step by step and records who moved it', async () => {
    const order = cake();
    const created = await pushOne(t.staff, 'customOrder', 'create', order);
    expect(created).toMatchObject({
      status: 'applied',
      row: { status: 'pending', dueTime: '15:30', statusChangedBy: t.staff.userId },
    });

    const started = await pushOne(
      t.manager,
      'customOrder',
      'update',
      { id: order.id, status: 'in_progress' },
      created.version,
    );
    expect(started).toMatchObject({
      status: 'applied',
      row: { status: 'in_progress', statusChangedBy: t.manager.userId },
    });
    expect(Date.parse(started.row.statusChangedAt)).toBeGreaterThanOrEqual(Date.parse(created.row.createdAt));
    expect(await storedCustom(order.id)).toMatchObject({
      status: 'in_progress',
      statusChangedBy: t.manager.userId,
    });
  });

  it('refuses a custom order skipping a step or going back, and changes nothing', async () => {
    const order = cake();
    const created = await pushOne(t.staff, 'customOrder', 'create', order);
    const skipped = await pushOne(
      t.staff,
      'customOrder',
      'update',
      { id: order.id, status: 'completed' },
      created.version,
    );
    expect(skipped).toMatchObject({
      status: 'rejected',
      reason: 'forbidden',
      message: customOrderMoveRefusal('pending', 'completed'),
    });
    const started = await pushOne(
      t.staff,
      'customOrder',
      'update',
      { id: order.id, status: 'in_progress' },
      created.version,
    );
    const back = await pushOne(
      t.staff,
      'customOrder',
      'update',
      { id: order.id, status: 'pending' },
      started.version,
    );
    expect(back).toMatchObject({ status: 'rejected', reason: 'forbidden' });
    expect(back.message).toContain('never back');
    expect((await storedCustom(order.id))?.status).toBe('in_progress');
  });

  it('a cancelled custom order is final, and the same move sent twice is no move', async () => {
    const order = cake();
    const created = await pushOne(t.staff, 'customOrder', 'create', order);
    const cancelled = await pushOne(
      t.staff,
      'customOrder',
      'update',
      { id: order.id, status: 'cancelled' },
      created.version,
    );
    expect(cancelled).toMatchObject({ status: 'applied', row: { status: 'cancelled' } });
    const again = await pushOne(
      t.manager,
      'customOrder',
      'update',
      { id: order.id, status: 'cancelled' },
      created.version,
    );
    expect(again.status).not.toBe('rejected');
    for (const status of ['pending', 'in_progress', 'ready', 'completed']) {
      const revived = await pushOne(
        t.manager,
        'customOrder',
        'update',
        { id: order.id, status },
        cancelled.version,
      );
      expect(revived).toMatchObject({ status: 'rejected', reason: 'forbidden' });
      expect(revived.message).toContain('already cancelled');
    }
    expect((await storedCustom(order.id))?.status).toBe('cancelled');
  });

  it('only a role that edits products may change the price; staff may move it and change the rest', async () => {
    const order = cake();
    const created = await pushOne(t.staff, 'customOrder', 'create', order);
    const byStaff = await pushOne(
      t.staff,
      'customOrder',
      'update',
      { id: order.id, price: 3000 },
      created.version,
    );
    expect(byStaff).toMatchObject({
      status: 'rejected',
      reason: 'forbidden',
      message: CUSTOM_ORDER_PRICE_MESSAGE,
    });
    expect((await storedCustom(order.id))?.price).toBe(4500);
    const noted = await pushOne(
      t.staff,
      'customOrder',
      'update',
      { id: order.id, notes: 'Nut free', price: 4500 },
      created.version,
    );
    expect(noted).toMatchObject({ status: 'applied', row: { notes: 'Nut free', price: 4500 } });
    const byManager = await pushOne(
      t.manager,
      'customOrder',
      'update',
      { id: order.id, price: 5000 },
      noted.version,
    );
    expect(byManager).toMatchObject({ status: 'applied', row: { price: 5000 } });
  });

  it('a mobile order goes new → preparing → ready → picked up and never back', async () => {
    const order = pickup();
    let answer = await pushOne(t.staff, 'mobileOrder', 'create', order);
    expect(answer).toMatchObject({ status: 'applied', row: { status: 'new' } });
    for (const status of ['preparing', 'ready', 'picked_up']) {
      answer = await pushOne(t.staff, 'mobileOrder', 'update', { id: order.id, status }, answer.version);
      expect(answer).toMatchObject({ status: 'applied', row: { status, statusChangedBy: t.staff.userId } });
    }
    const back = await pushOne(
      t.manager,
      'mobileOrder',
      'update',
      { id: order.id, status: 'new' },
      answer.version,
    );
    expect(back).toMatchObject({
      status: 'rejected',
      reason: 'forbidden',
      message: mobileOrderMoveRefusal('picked_up', 'new'),
    });
    expect((await storedMobile(order.id))?.status).toBe('picked_up');
  });

  it('a sale taking an order deposit keeps its link to the order', async () => {
    const order = cake();
    await pushOne(t.staff, 'customOrder', 'create', order);
    const saleId = randomUUID();
    const deposit = await pushOne(t.staff, 'sale', 'create', {
      id: saleId,
      customOrderId: order.id,
      items: [
        {
          id: randomUUID(),
          productId: order.id,
          productName: 'Deposit: Sam Lee',
          quantity: 1,
          unitPrice: 1000,
        },
      ],
      paymentMethod: 'cash',
      taxRateMilliPercent: 0,
    });
    expect(deposit).toMatchObject({ status: 'applied', row: { customOrderId: order.id, total: 1000 } });
    const [stored] = await t.database.db.select().from(sales).where(eq(sales.id, saleId));
    expect(stored?.customOrderId).toBe(order.id);
  });
});
