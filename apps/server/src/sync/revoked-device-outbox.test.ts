import { count, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devices, sales } from '../db/schema.js';
import { appFixture } from '../test-support/app-fixture.js';
import {
  deviceCookieFrom,
  mutation,
  pull,
  push,
  registerDevice,
  revokeDevice,
  saleData,
  signIn,
  signInTill,
} from '../test-support/sync-client.js';
import { meRequest } from '../test-support/user-requests.js';

/**
 * "A signed-out or revoked device keeps its outbox", at the protocol level: signing out does not stop a till's
 * sales from syncing (the device credential is not the session), and a revoked device's pushes are refused with
 * nothing applied, so the browser keeps its entries and, once signed in again, registers with `firstMutationId`
 * and the same mutations apply exactly once, even one the old registration had already applied.
 */
describe('[SYNC-2, SYNC-4] a signed-out or revoked device keeps its outbox', () => {
  const t = appFixture({ sessions: { manager: 'manager@cafe.example' } });

  const salesStored = async (ids: string[]) =>
    (await t.database.db.select({ n: count() }).from(sales).where(inArray(sales.id, ids)))[0]?.n;
  const lastMutationIdOf = async (deviceId: string) =>
    (await t.database.db.select().from(devices)).find((device) => device.id === deviceId)?.lastMutationId;

  it('pushes after sign-out, is refused while revoked, and applies the same mutations once after re-registering', async () => {
    const till = await signInTill(t.app, 'staff@cafe.example');
    const s = Array.from({ length: 5 }, () => saleData());
    const m = s.map((sale, index) => mutation(index + 1, 'sale', 'create', sale, till.userId));

    // Signed out: the session is gone, the device credential still syncs the offline sales.
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: till.sessionCookie },
    });
    expect(signOut.statusCode).toBe(204);
    const me = await meRequest(t.app, till.sessionCookie);
    expect(me.statusCode).toBe(401);
    const afterSignOut = await push(t.app, till, m.slice(0, 2));
    expect(afterSignOut.statusCode).toBe(200);
    expect(afterSignOut.json()).toMatchObject({
      lastMutationId: 2,
      results: [{ status: 'applied' }, { status: 'applied' }],
    });

    // m3 is applied, but its answer is lost: the browser still holds it as unsynced.
    const lostAnswer = await push(t.app, till, m.slice(2, 3));
    expect(lostAnswer.json()).toMatchObject({ lastMutationId: 3 });

    const revoked = await revokeDevice(t.app, t.manager.sessionCookie, till.deviceId);
    expect(revoked.statusCode).toBe(204);

    // Revoked: the outbox's m3..m5 are refused as a whole, and nothing of them is applied.
    const refused = await push(t.app, till, m.slice(2));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'device_revoked' });
    expect(await salesStored(s.slice(3).map((sale) => sale.id))).toBe(0);
    expect(await lastMutationIdOf(till.deviceId)).toBe(3);
    expect((await pull(t.app, till.deviceCookie, 0)).statusCode).toBe(401);
    // Registering needs a session: the browser waits for the next online sign-in, outbox intact.
    expect((await registerDevice(t.app, till.deviceCookie, { firstMutationId: 3 })).statusCode).toBe(401);

    // Signed in again: a new registration continuing at the first unsynced entry.
    const session = await signIn(t.app, 'staff@cafe.example');
    const again = await registerDevice(t.app, `${session.sessionCookie}; ${till.deviceCookie}`, {
      firstMutationId: 3,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ lastMutationId: 2 });
    const renewed = { deviceCookie: deviceCookieFrom(again), deviceId: again.json().deviceId as string };
    expect(renewed.deviceId).not.toBe(till.deviceId);

    const resumed = await push(t.app, renewed, m.slice(2));
    expect(resumed.statusCode).toBe(200);
    const results = resumed.json().results;
    expect(resumed.json().lastMutationId).toBe(5);
    // m3 had been applied under the old registration: the same create again is a replay of the same row.
    expect(results[0]).toMatchObject({ mutationId: 3, status: 'applied', row: { id: s[2]?.id } });
    expect(results.slice(1)).toMatchObject([
      { mutationId: 4, status: 'applied' },
      { mutationId: 5, status: 'applied' },
    ]);

    // Sent again (another lost answer): duplicates, and still one row per sale.
    const resent = await push(t.app, renewed, m);
    expect(resent.json().results.map((result: { status: string }) => result.status)).toEqual(
      m.map(() => 'duplicate'),
    );
    expect(await salesStored(s.map((sale) => sale.id))).toBe(s.length);
    const pulled = (await pull(t.app, renewed.deviceCookie, 0, 2000)).json();
    const pulledSales = pulled.changes.filter((change: { entity: string }) => change.entity === 'sale');
    expect(pulledSales.map((change: { id: string }) => change.id).sort()).toEqual(
      s.map((sale) => sale.id).sort(),
    );
  });

  it('applies nothing it queued before the revoke through any path until someone signs in on it online', async () => {
    const till = await signInTill(t.app, 'staff@cafe.example');
    // Someone else signed in on it too: their session is the till's as much as the first one.
    const alsoOnTill = await signInTill(t.app, 'admin@cafe.example', till.deviceCookie);
    const s = Array.from({ length: 3 }, () => saleData());
    const m = s.map((sale, index) => mutation(index + 1, 'sale', 'create', sale, till.userId));
    t.clock.advance(1_000);
    const revoked = await revokeDevice(t.app, t.manager.sessionCookie, till.deviceId);
    expect(revoked.statusCode).toBe(204);

    // Its own credential: refused.
    expect((await push(t.app, till, m)).statusCode).toBe(401);
    // A new registration by any sign-in from before the revoke, with the old cookie or as a new browser: refused,
    // so no new credential exists to push with.
    for (const session of [till.sessionCookie, alsoOnTill.sessionCookie]) {
      for (const cookie of [`${session}; ${till.deviceCookie}`, session]) {
        const again = await registerDevice(t.app, cookie, { firstMutationId: 1 });
        expect(again.statusCode).toBe(401);
        expect(again.json()).toMatchObject({ code: 'device_revoked' });
        expect(again.cookies).toEqual([]);
      }
    }
    expect(await salesStored(s.map((sale) => sale.id))).toBe(0);

    // Someone signs in on it online: then, and only then, the queued sales apply, once.
    const session = await signIn(t.app, 'staff@cafe.example', till.deviceCookie);
    const again = await registerDevice(t.app, `${session.sessionCookie}; ${till.deviceCookie}`, {
      firstMutationId: 1,
    });
    expect(again.statusCode).toBe(201);
    const renewed = { deviceCookie: deviceCookieFrom(again), deviceId: again.json().deviceId as string };
    expect((await push(t.app, renewed, m)).json().lastMutationId).toBe(3);
    expect(await salesStored(s.map((sale) => sale.id))).toBe(s.length);
  });
});
