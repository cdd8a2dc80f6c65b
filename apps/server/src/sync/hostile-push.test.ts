import { randomUUID } from 'node:crypto';
import {
  LIST_LIMITS,
  MALFORMED_MUTATION_MESSAGE,
  MUTATION_SHAPE_LIMITS,
  PROTOTYPE_KEY_MESSAGE,
  type PushMutation,
  SYNC_PROTOCOL_VERSION,
  UNSTORABLE_TEXT_MESSAGE,
} from '@cafe/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, quarantinedSales, sales } from '../db/schema.js';
import { signed } from '../test-support/actor-signing.js';
import { appFixture } from '../test-support/app-fixture.js';
import { mutation, productData, push, saleData, signInTill } from '../test-support/sync-client.js';
import { MAX_STORED_ISSUES, TOO_DEEP } from './storable-json.js';

/**
 * Issue 11: whatever a till pushes, each mutation ends as applied, duplicate, rejected or conflict and the queue
 * moves on. Each case sends the hostile mutation between two good ones: the good ones must apply, the bad one must
 * leave no row, and the next push must carry on from there (no 500, no 400, no 409).
 */
describe('[SYNC-7] a push with hostile input never stalls the queue', () => {
  const t = appFixture({ tills: { manager: 'manager@cafe.example' } });

  const freshTill = () => signInTill(t.app, 'manager@cafe.example');
  const storedSales = async (ids: string[]) =>
    (await t.database.db.select({ id: sales.id }).from(sales).where(inArray(sales.id, ids))).map(
      (row) => row.id,
    );
  const quarantineOf = (deviceId: string) =>
    t.database.db.select().from(quarantinedSales).where(eq(quarantinedSales.deviceId, deviceId));

  /** Pushes good sale, `hostile`, good sale as mutations 1..3, then a fourth good sale: the queue must move on. */
  async function sandwich(hostile: (mutationId: number) => unknown, body?: (text: string) => string) {
    const till = await freshTill();
    const before = saleData();
    const after = saleData();
    // Signed as the app signs (the hostile one too, where it names a signed-in actor), so only the garbage decides.
    const payload = JSON.stringify({
      protocol: SYNC_PROTOCOL_VERSION,
      deviceId: till.deviceId,
      mutations: signed([
        mutation(1, 'sale', 'create', before, t.manager.userId),
        hostile(2) as PushMutation,
        mutation(3, 'sale', 'create', after, t.manager.userId),
      ]),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: { cookie: till.deviceCookie, 'content-type': 'application/json' },
      payload: body ? body(payload) : payload,
    });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    const { lastMutationId, results } = response.json();
    expect(lastMutationId).toBe(3);
    expect(results.map((result: { status: string }) => result.status)).toEqual([
      'applied',
      expect.any(String),
      'applied',
    ]);
    expect(await storedSales([before.id, after.id])).toHaveLength(2);
    const next = saleData();
    const followUp = await push(t.app, till, [mutation(4, 'sale', 'create', next, t.manager.userId)]);
    expect(followUp.statusCode).toBe(200);
    expect(followUp.json().results[0]).toMatchObject({ status: 'applied' });
    return { till, result: results[1] };
  }

  it("[SYNC-10] stores a sale whose line notes hold a NUL (a scanner's stray byte), cleaned", async () => {
    const sale = saleData();
    const [line] = sale.items;
    const noisy = {
      ...sale,
      items: [{ ...line, productName: 'Esp\u0000resso\ud800', notes: 'oat\u0000milk\u001b' }],
    };
    const { result } = await sandwich((id) => mutation(id, 'sale', 'create', noisy, t.manager.userId));
    expect(result).toMatchObject({ status: 'applied' });
    expect(result.row.items[0]).toMatchObject({ productName: 'Espresso\ufffd', notes: 'oatmilk' });
    const [stored] = await t.database.db.select().from(sales).where(eq(sales.id, sale.id));
    expect(stored?.items).toEqual([expect.objectContaining({ notes: 'oatmilk' })]);
  });

  it('[SYNC-10] rejects a product whose name holds a NUL with the named reason, writing no row', async () => {
    const product = productData({ name: 'Oat\u0000Latte' });
    const { result } = await sandwich((id) => mutation(id, 'product', 'create', product, t.manager.userId));
    expect(result).toMatchObject({
      status: 'rejected',
      reason: 'invalid',
      issues: [{ path: 'name', message: UNSTORABLE_TEXT_MESSAGE }],
    });
    expect(await t.database.db.select().from(products).where(eq(products.id, product.id))).toEqual([]);
  });

  it('[SYNC-7, SYNC-11] rejects and quarantines a sale nested 5,000 levels deep, keeping what can be kept', async () => {
    // Written as text: JSON.stringify itself overflows its stack at this depth.
    const sale = { ...saleData(), extra: 'DEEP' };
    const deep = `${'['.repeat(5000)}"bottom"${']'.repeat(5000)}`;
    const { till, result } = await sandwich(
      (id) => mutation(id, 'sale', 'create', sale, t.manager.userId),
      (text) => text.replace('"DEEP"', deep),
    );
    expect(result).toMatchObject({
      status: 'rejected',
      reason: 'invalid',
      message: MALFORMED_MUTATION_MESSAGE,
      issues: [{ message: MUTATION_SHAPE_LIMITS.depth.message }],
    });
    expect(await storedSales([sale.id])).toEqual([]);
    const [kept] = await quarantineOf(till.deviceId);
    expect(kept).toMatchObject({ mutationId: 2, reason: 'invalid' });
    expect(kept?.data).toMatchObject({ id: sale.id });
    expect(JSON.stringify(kept?.data)).toContain(TOO_DEEP);
  });

  it.each([
    ['an unknown entity', { entity: 'invoice' }, 'entity'],
    ['an actorId that is no id', { actorId: 'me' }, 'actorId'],
    ['a clientTime that is no time', { clientTime: 'yesterday' }, 'clientTime'],
    ['a negative baseVersion', { baseVersion: -1 }, 'baseVersion'],
    ['a huge baseVersion', { baseVersion: 1e308 }, 'baseVersion'],
    ['data that is no object', { data: 'all of it' }, 'data'],
    ['no data at all', { data: undefined }, 'data'],
  ])('rejects a sale with %s alone, and quarantines it', async (_label, change, path) => {
    const sale = saleData();
    const { till, result } = await sandwich((id) => ({
      ...mutation(id, 'sale', 'create', sale, t.manager.userId),
      ...change,
    }));
    expect(result).toMatchObject({
      status: 'rejected',
      reason: 'invalid',
      message: MALFORMED_MUTATION_MESSAGE,
    });
    expect(result.issues.map((issue: { path: string }) => issue.path)).toContain(path);
    expect(await storedSales([sale.id])).toEqual([]);
    const kept = await quarantineOf(till.deviceId);
    // Only what says it is a sale can be kept as one.
    if (path === 'entity') return expect(kept).toEqual([]);
    expect(kept).toEqual([
      expect.objectContaining({
        mutationId: 2,
        actorId: path === 'actorId' ? null : t.manager.userId,
        data: 'data' in change ? (change.data ?? null) : sale,
      }),
    ]);
  });

  it.each([
    ['__proto__ inside the data', '"__proto__":{"polluted":true},'],
    ['constructor.prototype inside the data', '"constructor":{"prototype":{"polluted":true}},'],
  ])('rejects a mutation with %s alone (Fastify would have refused the whole body)', async (_label, key) => {
    const product = productData();
    const { result } = await sandwich(
      (id) => mutation(id, 'product', 'create', product, t.manager.userId),
      (text) => text.replace(`{"id":"${product.id}",`, `{"id":"${product.id}",${key}`),
    );
    expect(result).toMatchObject({
      status: 'rejected',
      reason: 'invalid',
      issues: [{ message: PROTOTYPE_KEY_MESSAGE }],
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await t.database.db.select().from(products).where(eq(products.id, product.id))).toEqual([]);
  });

  it('[SYNC-3] still answers 400 to a body that is not JSON, and applies a __proto__ key outside the mutations nowhere', async () => {
    const till = await freshTill();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: { cookie: till.deviceCookie, 'content-type': 'application/json' },
      payload: '{"protocol": 1,',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Invalid JSON' });
    const sale = saleData();
    const body = JSON.stringify({
      protocol: SYNC_PROTOCOL_VERSION,
      deviceId: till.deviceId,
      mutations: signed([mutation(1, 'sale', 'create', sale, t.manager.userId)]),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: { cookie: till.deviceCookie, 'content-type': 'application/json' },
      payload: `{"__proto__":{"deviceId":"x"},${body.slice(1)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results[0]).toMatchObject({ status: 'applied' });
  });

  it('[SYNC-10, SYNC-11] rejects a sale of 201 lines (a 27,000-line sale made every first pull 4 MB) and quarantines it', async () => {
    const sale = saleData();
    const [line] = sale.items;
    const huge = { ...sale, items: Array.from({ length: 201 }, () => ({ ...line, id: randomUUID() })) };
    const { till, result } = await sandwich((id) => mutation(id, 'sale', 'create', huge, t.manager.userId));
    expect(result).toMatchObject({
      status: 'rejected',
      reason: 'invalid',
      issues: [{ path: 'items', message: LIST_LIMITS.saleItems.message }],
    });
    expect(await quarantineOf(till.deviceId)).toHaveLength(1);
  });

  it('[SYNC-12] records a rejection whose issues quote NUL and broken keys, and repeats it for a duplicate', async () => {
    const till = await freshTill();
    const bad = {
      ...productData(),
      'na\u0000me': 'x',
      'pri\ud800ce': 1,
      [`${'k'.repeat(5000)}\u0000`]: 1,
    };
    const batch = [mutation(1, 'product', 'create', bad, t.manager.userId)];
    const first = await push(t.app, till, batch);
    expect(first.statusCode).toBe(200);
    const [result] = first.json().results;
    expect(result).toMatchObject({ status: 'rejected', reason: 'invalid' });
    expect(JSON.stringify(result)).not.toMatch(/\\u0000|\\ud800/);
    const again = await push(t.app, till, batch);
    expect(again.statusCode).toBe(200);
    expect(again.json().results).toEqual([{ mutationId: 1, status: 'duplicate', original: result }]);
  });

  it('[SYNC-12] keeps a bounded number of issues per answer', async () => {
    const sale = saleData();
    const [line] = sale.items;
    const bad = {
      ...sale,
      items: Array.from({ length: 200 }, () => ({ ...line, quantity: 0, unitPrice: -1 })),
    };
    const { result } = await sandwich((id) => mutation(id, 'sale', 'create', bad, t.manager.userId));
    expect(result).toMatchObject({ status: 'rejected', reason: 'invalid' });
    expect(result.issues).toHaveLength(MAX_STORED_ISSUES);
  });

  it('[SYNC-11, SYNC-12] keeps a quarantined sale exactly as the till sent it, NUL characters and broken surrogates included', async () => {
    const sale = { ...saleData(), paymentMethod: 'ca\u0000sh\ud800' };
    const { till, result } = await sandwich((id) => mutation(id, 'sale', 'create', sale, t.manager.userId));
    expect(result).toMatchObject({ status: 'rejected', reason: 'invalid' });
    const seen = await t.app.inject({
      method: 'GET',
      url: '/api/sync/quarantine',
      headers: { cookie: t.manager.sessionCookie },
    });
    expect(seen.statusCode).toBe(200);
    const kept = seen.json().sales.find((entry: { deviceId: string }) => entry.deviceId === till.deviceId);
    expect(kept).toMatchObject({ mutationId: 2, data: sale });
  });
});
