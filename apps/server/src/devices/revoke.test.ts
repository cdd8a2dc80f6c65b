import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appFixture } from '../test-support/app-fixture.js';
import {
  deviceCookieFrom,
  listDevices,
  registerDevice,
  revokeDevice,
  type SignedInTill,
  signIn,
  signInTill,
} from '../test-support/sync-client.js';
import { meRequest } from '../test-support/user-requests.js';
import { DEVICE_REVOKED_MESSAGE } from './routes.js';

/**
 * Revoking a till stops the till, not only its device cookie: the sign-ins made on it end, and no sign-in from
 * before the revoke can register that browser again, whether or not it still sends its old cookie. Everyone's
 * sign-ins on other tills carry on.
 */
describe('[SYNC-2] revoking a till', () => {
  const t = appFixture({ sessions: { manager: 'manager@cafe.example' } });

  const revoke = (deviceId: string) => revokeDevice(t.app, t.manager.sessionCookie, deviceId);
  const me = async (sessionCookie: string) => (await meRequest(t.app, sessionCookie)).statusCode;

  it("ends the sessions made on it and only those: the same user's sign-ins on other tills stay", async () => {
    const tillA = await signInTill(t.app, 'staff@cafe.example');
    // The admin signs in on till A too (its device cookie goes along), and also on till B.
    const adminOnA = await signInTill(t.app, 'admin@cafe.example', tillA.deviceCookie);
    expect(adminOnA.deviceId).toBe(tillA.deviceId);
    const tillB = await signInTill(t.app, 'staff@cafe.example');
    const adminOnB = await signInTill(t.app, 'admin@cafe.example', tillB.deviceCookie);
    // A sign-in on till A that has not registered the browser yet is made on it all the same.
    const notYetRegistered = await signIn(t.app, 'staff@cafe.example', tillA.deviceCookie);
    for (const session of [tillA, adminOnA, tillB, adminOnB, notYetRegistered]) {
      expect(await me(session.sessionCookie)).toBe(200);
    }

    t.clock.advance(1_000);
    expect((await revoke(tillA.deviceId)).statusCode).toBe(204);

    expect(await me(tillA.sessionCookie)).toBe(401);
    expect(await me(adminOnA.sessionCookie)).toBe(401);
    expect(await me(notYetRegistered.sessionCookie)).toBe(401);
    expect(await me(tillB.sessionCookie)).toBe(200);
    expect(await me(adminOnB.sessionCookie)).toBe(200);
    expect(await me(t.manager.sessionCookie)).toBe(200);
    // Ended, not only refused by the sync routes: any route that needs a session says so.
    const files = await listDevices(t.app, adminOnA.sessionCookie);
    expect(files.statusCode).toBe(401);
  });

  describe('[SYNC-1, SYNC-2] a sign-in from before the revoke cannot register the till again', () => {
    let till: SignedInTill;

    beforeAll(async () => {
      till = await signInTill(t.app, 'staff@cafe.example');
      t.clock.advance(1_000);
      expect((await revoke(till.deviceId)).statusCode).toBe(204);
    });

    it('with its old device cookie', async () => {
      const again = await registerDevice(t.app, `${till.sessionCookie}; ${till.deviceCookie}`, {
        firstMutationId: 2,
      });
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({ error: DEVICE_REVOKED_MESSAGE, code: 'device_revoked' });
      expect(again.cookies).toEqual([]);
    });

    it('without it, as a brand-new device', async () => {
      const fresh = await registerDevice(t.app, till.sessionCookie, { firstMutationId: 2 });
      expect(fresh.statusCode).toBe(401);
      expect(fresh.json()).toEqual({ error: DEVICE_REVOKED_MESSAGE, code: 'device_revoked' });
      expect(fresh.cookies).toEqual([]);
      const noBody = await registerDevice(t.app, till.sessionCookie);
      expect(noBody.statusCode).toBe(401);
    });

    it('but a sign-in online after the revoke does, as a new device', async () => {
      const signedInAgain = await signIn(t.app, 'staff@cafe.example', till.deviceCookie);
      const again = await registerDevice(t.app, `${signedInAgain.sessionCookie}; ${till.deviceCookie}`, {
        firstMutationId: 2,
      });
      expect(again.statusCode).toBe(201);
      expect(again.json().deviceId).not.toBe(till.deviceId);
      expect(deviceCookieFrom(again)).not.toBe(till.deviceCookie);
      expect(await me(signedInAgain.sessionCookie)).toBe(200);
    });
  });

  it('refuses a sign-in made before links to tills existed, if a till its user worked on was revoked since', async () => {
    const till = await signInTill(t.app, 'manager@cafe.example');
    // A session of the previous server version: nothing names the till it was made on.
    await t.database.db.execute(sql`update sessions set device_id = null where device_id = ${till.deviceId}`);
    t.clock.advance(1_000);
    expect((await revoke(till.deviceId)).statusCode).toBe(204);
    const fresh = await registerDevice(t.app, till.sessionCookie, { firstMutationId: 2 });
    expect(fresh.statusCode).toBe(401);
    expect(fresh.json()).toEqual({ error: DEVICE_REVOKED_MESSAGE, code: 'device_revoked' });
  });
});
