import { randomUUID } from 'node:crypto';
import { SYNC_PROTOCOL_VERSION } from '@cafe/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deviceMutations, products, quarantinedSales, sales } from '../db/schema.js';
import { appFixture } from '../test-support/app-fixture.js';
import {
  deviceCookieFrom,
  mutation,
  productData,
  pull,
  push,
  registerDevice,
  type SignedInTill,
  saleData,
} from '../test-support/sync-client.js';

describe('POST /api/sync/push', () => {
  const t = appFixture({ tills: { manager: 'manager@cafe.example', staff: 'staff@cafe.example' } });

  /** A fresh device per scenario, so mutationIds start at 1 each time. */
  const freshTill = async (till: SignedInTill) => {
    const response = await registerDevice(t.app, till.sessionCookie);
    return { deviceId: response.json().deviceId as string, deviceCookie: deviceCookieFrom(response) };
  };
  const productCount = async (id: string) =>
    (await t.database.db.select({ n: count() }).from(products).where(eq(products.id, id)))[0]?.n;

  it('[SYNC-4, SYNC-13, SYNC-14] applies a create with the server clock and version, and answers a duplicate with the stored result', async () => {
    const till = await freshTill(t.manager);
    const data = productData();
    const first = await push(t.app, till, [mutation(1, 'product', 'create', data, t.manager.userId)]);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.lastMutationId).toBe(1);
    expect(body.results[0]).toMatchObject({
      mutationId: 1,
      status: 'applied',
      version: expect.any(Number),
      row: {
        id: data.id,
        name: 'Flat White',
        price: 450,
        available: true,
        description: null,
        createdAt: t.clock.now().toISOString(),
        deletedAt: null,
      },
    });
    expect(body.results[0].row).not.toHaveProperty('fieldVersions');

    const again = await push(t.app, till, [mutation(1, 'product', 'create', data, t.manager.userId)]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      lastMutationId: 1,
      results: [{ mutationId: 1, status: 'duplicate', original: body.results[0] }],
    });
    expect(await productCount(data.id)).toBe(1);
  });

  it('[SYNC-4, SYNC-6] handles the same batch sent three times at once exactly once, with consistent answers', async () => {
    const till = await freshTill(t.manager);
    const batch = [1, 2, 3, 4].map((id) =>
      mutation(id, 'product', 'create', productData(), t.manager.userId),
    );
    const responses = await Promise.all([1, 2, 3].map(() => push(t.app, till, batch)));
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.json().lastMutationId).toBe(4);
    }
    for (const [index, m] of batch.entries()) {
      expect(await productCount(String(m.data.id))).toBe(1);
      const answers = responses.map((response) => response.json().results[index]);
      const applied = answers.filter((answer) => answer.status === 'applied');
      expect(applied).toHaveLength(1);
      for (const answer of answers.filter((a) => a.status === 'duplicate')) {
        expect(answer.original).toEqual(applied[0]);
      }
    }
  });

  it('[SYNC-5] answers a gap with 409 and the expected mutationId, applies nothing, and recovers on resend', async () => {
    const till = await freshTill(t.manager);
    const batch = [1, 2, 3].map((id) => mutation(id, 'product', 'create', productData(), t.manager.userId));
    const gap = await push(t.app, till, batch.slice(1));
    expect(gap.statusCode).toBe(409);
    expect(gap.json()).toMatchObject({ expectedMutationId: 1, error: expect.any(String) });
    expect(await productCount(String(batch[1]?.data.id))).toBe(0);

    const resend = await push(t.app, till, batch);
    expect(resend.statusCode).toBe(200);
    expect(resend.json().results.map((r: { status: string }) => r.status)).toEqual([
      'applied',
      'applied',
      'applied',
    ]);
  });

  it('[SYNC-7, SYNC-9] rejects a staff product create as forbidden and still applies the later mutations of the batch', async () => {
    const product = productData();
    const sale = saleData();
    const response = await push(t.app, t.staff, [
      mutation(1, 'product', 'create', product, t.staff.userId),
      mutation(2, 'sale', 'create', sale, t.staff.userId),
    ]);
    expect(response.statusCode).toBe(200);
    const [rejected, applied] = response.json().results;
    expect(rejected).toMatchObject({ mutationId: 1, status: 'rejected', reason: 'forbidden' });
    expect(applied).toMatchObject({
      mutationId: 2,
      status: 'applied',
      // 2 × 350 = 700, tax 8.25% = 57.75 → 58.
      row: { subtotal: 700, tax: 58, total: 758, createdBy: t.staff.userId, paymentStatus: 'completed' },
    });
    expect(response.json().lastMutationId).toBe(2);
    expect(await productCount(product.id)).toBe(0);
  });

  it('[SYNC-8] rejects an unsigned change, and an actor who does not exist', async () => {
    const till = await freshTill(t.manager);
    const response = await push(t.app, till, [
      { ...mutation(1, 'product', 'create', productData(), t.manager.userId), proof: undefined },
      mutation(2, 'product', 'create', productData(), randomUUID()),
    ]);
    expect(response.json().results.map((r: { reason: string }) => r.reason)).toEqual([
      'unknown_actor',
      'unknown_actor',
    ]);
  });

  it('[SYNC-10] rejects invalid data with the issues and stores nothing', async () => {
    const till = await freshTill(t.manager);
    const data = productData({ name: '', price: -5, version: 7 });
    const response = await push(t.app, till, [mutation(1, 'product', 'create', data, t.manager.userId)]);
    const [result] = response.json().results;
    expect(result).toMatchObject({ status: 'rejected', reason: 'invalid' });
    const paths = result.issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'price']));
    expect(result.issues.find((issue: { path: string }) => issue.path === 'name').message).toBe(
      'Please fill all required fields correctly',
    );
    expect(await productCount(data.id)).toBe(0);
  });

  it("[SYNC-13] times a sale by the till's clock, held between 30 days before its arrival and the arrival", async () => {
    const till = await freshTill(t.manager);
    const arrival = t.clock.now();
    const soldLastNight = new Date(arrival.getTime() - 14 * 3_600_000).toISOString();
    const timed = (mutationId: number, clientTime: string) => ({
      ...mutation(mutationId, 'sale', 'create', saleData(), t.manager.userId),
      clientTime,
    });
    const response = await push(t.app, till, [
      timed(1, soldLastNight),
      timed(2, new Date(arrival.getTime() + 2 * 86_400_000).toISOString()),
      timed(3, '2019-06-01T12:00:00.000Z'),
    ]);
    const rows = response.json().results.map((r: { row: { soldAt: string; createdAt: string } }) => r.row);
    expect(rows.map((row: { soldAt: string }) => row.soldAt)).toEqual([
      soldLastNight,
      arrival.toISOString(),
      new Date(arrival.getTime() - 30 * 86_400_000).toISOString(),
    ]);
    expect(rows.every((row: { createdAt: string }) => row.createdAt === arrival.toISOString())).toBe(true);
    const pulled = (await pull(t.app, till.deviceCookie, 0, 1000)).json().changes as {
      id: string;
      row: { soldAt?: string } | null;
    }[];
    expect(pulled.find((change) => change.row?.soldAt === soldLastNight)).toBeDefined();
  });

  it('[SYNC-17] rejects changing or deleting a sale as immutable', async () => {
    const till = await freshTill(t.manager);
    const sale = saleData();
    const response = await push(t.app, till, [
      mutation(1, 'sale', 'create', sale, t.manager.userId),
      mutation(2, 'sale', 'update', { id: sale.id, paymentMethod: 'debit_card' }, t.manager.userId, 1),
      mutation(3, 'sale', 'delete', { id: sale.id }, t.manager.userId),
    ]);
    expect(
      response.json().results.map((r: { status: string; reason?: string }) => r.reason ?? r.status),
    ).toEqual(['applied', 'immutable', 'immutable']);
    const [row] = await t.database.db.select().from(sales).where(eq(sales.id, sale.id));
    expect(row?.paymentMethod).toBe('cash');
    expect(row?.deletedAt).toBeNull();
  });

  it('[SYNC-11] quarantines a rejected sale; a manager sees it, staff get 403', async () => {
    const till = await freshTill(t.staff);
    const sale = saleData({ items: [] });
    const response = await push(t.app, till, [mutation(1, 'sale', 'create', sale, t.staff.userId)]);
    expect(response.json().results[0]).toMatchObject({ status: 'rejected', reason: 'invalid' });
    expect(await t.database.db.select().from(sales).where(eq(sales.id, sale.id))).toEqual([]);

    const seen = await t.app.inject({
      method: 'GET',
      url: '/api/sync/quarantine',
      headers: { cookie: t.manager.sessionCookie },
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().sales).toContainEqual(
      expect.objectContaining({
        deviceId: till.deviceId,
        actorId: t.staff.userId,
        mutationId: 1,
        reason: 'invalid',
        data: sale,
      }),
    );
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/sync/quarantine',
      headers: { cookie: t.staff.sessionCookie },
    });
    expect(denied.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/sync/quarantine' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('[SYNC-11, SYNC-14] rejects sale totals that do not match the items, keeping the sale in quarantine', async () => {
    const till = await freshTill(t.staff);
    const sale = saleData({ total: 1 });
    const response = await push(t.app, till, [mutation(1, 'sale', 'create', sale, t.staff.userId)]);
    expect(response.json().results[0]).toMatchObject({ status: 'rejected', reason: 'invalid' });
    const kept = await t.database.db
      .select()
      .from(quarantinedSales)
      .where(eq(quarantinedSales.deviceId, till.deviceId));
    expect(kept).toHaveLength(1);
  });

  describe('[SYNC-3] garbled bodies get a 4xx and change nothing', () => {
    const send = (till: { deviceCookie: string }, payload: unknown, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/api/sync/push',
        headers: { cookie: till.deviceCookie, 'content-type': contentType },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });

    it.each([
      ['bad JSON', '{"protocol": 1, "deviceId": '],
      ['an array', '[1,2,3]'],
      ['no body', ''],
      ['wrong types', { protocol: SYNC_PROTOCOL_VERSION, deviceId: 42, mutations: 'all of them' }],
      ['no mutations', { protocol: SYNC_PROTOCOL_VERSION, deviceId: 'DEVICE', mutations: [] }],
      ['a hole inside the batch', 'HOLE'],
      ['501 mutations', 'TOO_MANY'],
      ['a mismatched deviceId', 'MISMATCH'],
    ])('%s → 400', async (_label, payload) => {
      const till = await freshTill(t.manager);
      const make = (id: number) => mutation(id, 'product', 'create', productData(), t.manager.userId);
      const bodies: Record<string, unknown> = {
        HOLE: { protocol: SYNC_PROTOCOL_VERSION, deviceId: till.deviceId, mutations: [make(1), make(3)] },
        TOO_MANY: {
          protocol: SYNC_PROTOCOL_VERSION,
          deviceId: till.deviceId,
          mutations: Array.from({ length: 501 }, (_, index) => make(index + 1)),
        },
        MISMATCH: { protocol: SYNC_PROTOCOL_VERSION, deviceId: randomUUID(), mutations: [make(1)] },
      };
      const body =
        typeof payload === 'string' && payload in bodies
          ? bodies[payload]
          : typeof payload === 'object' &&
              payload !== null &&
              'deviceId' in payload &&
              payload.deviceId === 'DEVICE'
            ? { ...payload, deviceId: till.deviceId }
            : payload;
      const response = await send(till, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
      const handled = await t.database.db
        .select({ n: count() })
        .from(deviceMutations)
        .where(eq(deviceMutations.deviceId, till.deviceId));
      expect(handled[0]?.n).toBe(0);
    });

    it('[SYNC-3] answers another protocol version (the unsigned protocol 1 too) with 426 and the supported version', async () => {
      const till = await freshTill(t.manager);
      const response = await send(till, {
        protocol: 1,
        deviceId: till.deviceId,
        mutations: [mutation(1, 'product', 'create', productData(), t.manager.userId)],
      });
      expect(response.statusCode).toBe(426);
      expect(response.json()).toMatchObject({ minProtocol: SYNC_PROTOCOL_VERSION });
    });

    it('[SYNC-3] answers no device cookie or an unknown one with 401 device_unknown', async () => {
      const none = await t.app.inject({ method: 'POST', url: '/api/sync/push', payload: {} });
      expect(none.statusCode).toBe(401);
      expect(none.json().code).toBe('device_unknown');
      const forged = await send({ deviceCookie: 'cafe_device=forged' }, {});
      expect(forged.json().code).toBe('device_unknown');
      // A session is not a device credential.
      const sessionOnly = await send({ deviceCookie: t.manager.sessionCookie }, {});
      expect(sessionOnly.statusCode).toBe(401);
    });
  });
});
