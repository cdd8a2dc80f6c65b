import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { actorKeys, devices, products } from '../db/schema.js';
import { newActorKey, proofBy, proofFor, signed } from '../test-support/actor-signing.js';
import { appFixture } from '../test-support/app-fixture.js';
import {
  DEMO_PASSWORD,
  mutation,
  productData,
  push,
  registerDevice,
  type SignedInTill,
  signInTill,
} from '../test-support/sync-client.js';
import { login } from '../test-support/test-app.js';

type Result = { status: string; reason?: string };
const statuses = (body: { results: Result[] }) => body.results.map((r) => r.reason ?? r.status);

describe('[SYNC-8] actor proof: a change is applied only for the user who signed it', () => {
  /** A till where the staff member works and where the manager signed in once, yesterday. */
  const t = appFixture({ tills: { staff: 'staff@cafe.example' } });
  let manager: SignedInTill;
  let nextId = 1;
  const productExists = async (id: string) =>
    (await t.database.db.select({ id: products.id }).from(products).where(eq(products.id, id))).length === 1;

  beforeAll(async () => {
    manager = await signInTill(t.app, 'manager@cafe.example', t.staff.deviceCookie);
  });

  it("refuses a staff member's hand-made change in the name of a manager who signed in on the till", async () => {
    const forgedKey = newActorKey();
    const attempts = [
      // No proof at all, as the app before signing sent it.
      { ...mutation(nextId++, 'product', 'create', productData(), manager.userId), proof: undefined },
      // Signed with a key the server never registered.
      (() => {
        const m = mutation(nextId, 'product', 'create', productData(), manager.userId);
        return { ...m, mutationId: nextId++, proof: proofFor(forgedKey, m) };
      })(),
    ];
    const response = await push(t.app, t.staff, attempts);
    expect(response.statusCode).toBe(200);
    expect(statuses(response.json())).toEqual(['unknown_actor', 'unknown_actor']);
    for (const attempt of attempts) expect(await productExists(String(attempt.data.id))).toBe(false);
  });

  it("refuses a staff member's own signature on a change named as the manager's", async () => {
    // The staff member's key is registered (they signed in), but it is theirs: it cannot speak for the manager.
    const m = mutation(nextId, 'product', 'create', productData(), manager.userId);
    const m2 = mutation(nextId + 1, 'product', 'create', productData(), manager.userId);
    nextId += 2;
    const response = await push(t.app, t.staff, [
      // Over the very change, naming the manager ...
      { ...m, proof: proofBy(t.staff.userId, m) },
      // ... and over the change as if it were the staff member's own.
      { ...m2, proof: proofBy(t.staff.userId, { ...m2, actorId: t.staff.userId }) },
    ]);
    expect(statuses(response.json())).toEqual(['unknown_actor', 'unknown_actor']);
    expect(await productExists(String(m.data.id))).toBe(false);
    expect(await productExists(String(m2.data.id))).toBe(false);
  });

  it("refuses the manager's genuine signature once the change is altered", async () => {
    // The manager's real signature, as the browser they signed in on made it (the helpers hold that key).
    const [genuine] = signed([
      mutation(nextId++, 'product', 'create', productData({ price: 450 }), manager.userId),
    ]);
    if (!genuine?.proof) throw new Error('The manager has no key');
    const altered = { ...genuine, data: { ...genuine.data, price: 1 } };
    const response = await push(t.app, t.staff, [altered]);
    expect(statuses(response.json())).toEqual(['unknown_actor']);
    expect(await productExists(String(genuine.data.id))).toBe(false);
  });

  it("applies the manager's own signed change, from any till, and the staff member's own", async () => {
    const byManager = mutation(nextId++, 'product', 'create', productData(), manager.userId);
    const byStaff = mutation(nextId++, 'sale', 'create', saleLike(), t.staff.userId);
    const response = await push(t.app, t.staff, [byManager, byStaff]);
    expect(statuses(response.json())).toEqual(['applied', 'applied']);
  });

  it('keeps accepting signed changes after a server restart (keys live in the database)', async () => {
    const restarted: FastifyInstance = await buildApp({
      db: t.database.db,
      dbKind: t.database.kind,
      clock: t.clock,
      config: t.config,
    });
    try {
      const m = mutation(nextId++, 'product', 'create', productData(), manager.userId);
      const response = await push(restarted, t.staff, [m]);
      expect(statuses(response.json())).toEqual(['applied']);
    } finally {
      await restarted.close();
    }
  });
});

describe('[SYNC-8] actor proof: keys are registered only with a correct password', () => {
  const t = appFixture();

  const keyCount = async () => (await t.database.db.select({ id: actorKeys.id }).from(actorKeys)).length;

  it('registers the key of a sign-in that succeeds, and none of one that fails', async () => {
    const before = await keyCount();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        email: 'manager@cafe.example',
        password: 'wrong-password',
        actorKey: newActorKey().publicKey,
      },
    });
    expect(wrong.statusCode).toBe(401);
    expect(await keyCount()).toBe(before);
    const right = await login(t.app, 'manager@cafe.example', DEMO_PASSWORD);
    expect(right.statusCode).toBe(200);
    expect(await keyCount()).toBe(before + 1);
  });

  it('answers a key that is not a P-256 public key with 400 and signs nobody in', async () => {
    for (const actorKey of ['AAAA', newActorKey().publicKey.slice(0, 60), 'not base64!']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'manager@cafe.example', password: DEMO_PASSWORD, actorKey },
      });
      expect(response.statusCode).toBe(400);
      expect(response.cookies.find((c) => c.name === 'cafe_session')).toBeUndefined();
    }
  });
});

describe('[SYNC-8] actor proof: changes queued by the app before it signed', () => {
  const t = appFixture({ tills: { manager: 'manager@cafe.example', staff: 'staff@cafe.example' } });

  /** A device as migration 0002 leaves one that was registered before: it still takes unsigned changes. */
  async function legacyTill(): Promise<SignedInTill> {
    const till = await signInTill(t.app, 'manager@cafe.example');
    await t.database.db.update(devices).set({ acceptsUnsigned: true }).where(eq(devices.id, till.deviceId));
    return till;
  }
  const unsigned = (m: ReturnType<typeof mutation>) => ({ ...m, proof: undefined });
  const acceptsUnsigned = async (deviceId: string) =>
    (await t.database.db.select().from(devices).where(eq(devices.id, deviceId)))[0]?.acceptsUnsigned;

  it('a new device never takes an unsigned change', async () => {
    const response = await push(t.app, t.manager, [
      unsigned(mutation(1, 'product', 'create', productData(), t.manager.userId)),
    ]);
    expect(statuses(response.json())).toEqual(['unknown_actor']);
  });

  it('an old device takes them from users who signed in on it, until its first signed change', async () => {
    const till = await legacyTill();
    const first = await push(t.app, till, [
      unsigned(mutation(1, 'product', 'create', productData(), t.manager.userId)),
      // Staff never signed in on this device: the old rule refuses them too.
      unsigned(mutation(2, 'sale', 'create', saleLike(), t.staff.userId)),
    ]);
    expect(statuses(first.json())).toEqual(['applied', 'unknown_actor']);
    expect(await acceptsUnsigned(till.deviceId)).toBe(true);

    // The queue then reaches what the new app wrote: signed. From there on, unsigned is refused.
    const second = await push(t.app, till, [
      unsigned(mutation(3, 'product', 'create', productData(), t.manager.userId)),
      mutation(4, 'product', 'create', productData(), t.manager.userId),
      unsigned(mutation(5, 'product', 'create', productData(), t.manager.userId)),
    ]);
    expect(statuses(second.json())).toEqual(['applied', 'applied', 'unknown_actor']);
    expect(await acceptsUnsigned(till.deviceId)).toBe(false);
    const third = await push(t.app, till, [
      unsigned(mutation(6, 'product', 'create', productData(), t.manager.userId)),
    ]);
    expect(statuses(third.json())).toEqual(['unknown_actor']);
  });

  it('a device registered again after the migration does not inherit the window', async () => {
    const session = (await login(t.app, 'manager@cafe.example', DEMO_PASSWORD)).cookies.find(
      (c) => c.name === 'cafe_session',
    );
    const registered = await registerDevice(t.app, `cafe_session=${session?.value}`);
    expect(registered.statusCode).toBe(201);
    expect(await acceptsUnsigned(registered.json().deviceId)).toBe(false);
  });
});

function saleLike() {
  return {
    id: randomUUID(),
    items: [
      { id: randomUUID(), productId: randomUUID(), productName: 'Espresso', quantity: 1, unitPrice: 350 },
    ],
    paymentMethod: 'cash',
  };
}
