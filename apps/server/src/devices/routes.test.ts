import { describe, expect, it } from 'vitest';
import { appFixture } from '../test-support/app-fixture.js';
import {
  deviceCookieFrom,
  listDevices,
  mutation,
  productData,
  push,
  registerDevice,
  revokeDevice,
  saleData,
  signIn,
  signInTill,
} from '../test-support/sync-client.js';
import { DEVICE_REVOKED_MESSAGE } from './routes.js';

describe('devices', () => {
  const t = appFixture({ sessions: { manager: 'manager@cafe.example', staff: 'staff@cafe.example' } });

  it('[SYNC-1] needs a signed-in session to register', async () => {
    const response = await registerDevice(t.app, '');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'signed_out' });
    expect(response.cookies).toEqual([]);
  });

  it('[SYNC-1] registers a browser with a long-lived, API-only, strict device cookie', async () => {
    const response = await registerDevice(t.app, t.manager.sessionCookie);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      deviceId: expect.any(String),
      storeId: expect.any(String),
      lastMutationId: 0,
      serverTime: t.clock.now().toISOString(),
    });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^cafe_device=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/api');
    expect(header).toContain('Max-Age=31536000');
    expect(header).not.toContain('Secure');
  });

  it('[SYNC-1] reuses the device its cookie names, adding the new user to it', async () => {
    const first = await registerDevice(t.app, t.manager.sessionCookie);
    const deviceCookie = deviceCookieFrom(first);
    const again = await registerDevice(t.app, `${t.staff.sessionCookie}; ${deviceCookie}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().deviceId).toBe(first.json().deviceId);
    expect(again.cookies).toEqual([]);
    // Both users signed in on it, so both may act in its mutations.
    const till = { deviceCookie, deviceId: first.json().deviceId as string };
    const response = await push(t.app, till, [
      mutation(1, 'product', 'create', productData(), t.manager.userId),
      mutation(2, 'sale', 'create', saleData(), t.staff.userId),
    ]);
    expect(response.json().results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
  });

  it('[SYNC-1] lists devices to managers and admins only', async () => {
    const listed = await listDevices(t.app, t.manager.sessionCookie);
    expect(listed.statusCode).toBe(200);
    // The browser in words, never its User-Agent.
    expect(listed.json().devices[0]).toMatchObject({
      name: 'Chrome on Android tablet',
      named: false,
      revokedAt: null,
    });
    expect(listed.body).not.toContain('Mozilla');
    const denied = await listDevices(t.app, t.staff.sessionCookie);
    expect(denied.statusCode).toBe(403);
  });

  it('[SYNC-1] lets an admin name a till, and refuses a manager or staff member on the server', async () => {
    const admin = await signIn(t.app, 'admin@cafe.example');
    const till = await signInTill(t.app, 'staff@cafe.example');
    const rename = (cookie: string, name: unknown, id = till.deviceId) =>
      t.app.inject({ method: 'PUT', url: `/api/devices/${id}/name`, headers: { cookie }, payload: { name } });

    for (const someone of [t.manager, t.staff]) {
      const refused = await rename(someone.sessionCookie, 'Counter 1');
      expect(refused.statusCode).toBe(403);
    }
    expect((await rename('', 'Counter 1')).statusCode).toBe(401);
    expect((await rename(admin.sessionCookie, '   ')).statusCode).toBe(400);
    expect((await rename(admin.sessionCookie, 'x'.repeat(101))).statusCode).toBe(400);
    expect((await rename(admin.sessionCookie, 'Counter 1', crypto.randomUUID())).statusCode).toBe(404);

    const named = await rename(admin.sessionCookie, '  Counter 1 ');
    expect(named.statusCode).toBe(204);
    const listed = await listDevices(t.app, admin.sessionCookie);
    expect(listed.json().devices.find((device: { id: string }) => device.id === till.deviceId)).toMatchObject(
      {
        name: 'Counter 1',
        named: true,
      },
    );

    // The till itself, whoever is signed in on it, reads its name by its own cookie.
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/devices/current',
      headers: { cookie: `${t.staff.sessionCookie}; ${till.deviceCookie}` },
    });
    expect(current.json()).toEqual({ id: till.deviceId, name: 'Counter 1', named: true });
    const noTill = await t.app.inject({
      method: 'GET',
      url: '/api/devices/current',
      headers: { cookie: t.staff.sessionCookie },
    });
    expect(noTill.statusCode).toBe(404);
  });

  it('[SYNC-2] revokes a device: its pushes get 401, and a new registration continues its unsynced entries', async () => {
    const till = await signInTill(t.app, 'staff@cafe.example');
    const [s1, s2, s3] = [saleData(), saleData(), saleData()];
    await push(t.app, till, [mutation(1, 'sale', 'create', s1, till.userId)]);

    const staffRevokes = await revokeDevice(t.app, t.staff.sessionCookie, till.deviceId);
    expect(staffRevokes.statusCode).toBe(403);
    // The till's session is older than the revoke, as it always is outside a test's fixed clock.
    t.clock.advance(1_000);
    const revoked = await revokeDevice(t.app, t.manager.sessionCookie, till.deviceId);
    expect(revoked.statusCode).toBe(204);

    const refused = await push(t.app, till, [mutation(2, 'sale', 'create', s2, till.userId)]);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'device_revoked' });
    const pulled = await t.app.inject({
      method: 'GET',
      url: '/api/sync/pull',
      headers: { cookie: till.deviceCookie },
    });
    expect(pulled.statusCode).toBe(401);

    // The session from before the revoke may not register the till anew: it stays stopped while left signed in.
    const stillSignedIn = await registerDevice(t.app, `${till.sessionCookie}; ${till.deviceCookie}`, {
      firstMutationId: 2,
    });
    expect(stillSignedIn.statusCode).toBe(401);
    expect(stillSignedIn.json()).toEqual({ error: DEVICE_REVOKED_MESSAGE, code: 'device_revoked' });

    // Someone signs in on it again online: its old cookie is revoked, so it gets a new device that starts at 2.
    const signedInAgain = await signIn(t.app, 'staff@cafe.example');
    const again = await registerDevice(t.app, `${signedInAgain.sessionCookie}; ${till.deviceCookie}`, {
      firstMutationId: 2,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ lastMutationId: 1 });
    expect(again.json().deviceId).not.toBe(till.deviceId);
    const renewed = { deviceCookie: deviceCookieFrom(again), deviceId: again.json().deviceId as string };
    const resumed = await push(t.app, renewed, [
      mutation(2, 'sale', 'create', s2, till.userId),
      mutation(3, 'sale', 'create', s3, till.userId),
    ]);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      lastMutationId: 3,
      results: [{ status: 'applied' }, { status: 'applied' }],
    });
    // An entry from before the new registration is answered as handled, with no stored answer to repeat.
    const old = await push(t.app, renewed, [mutation(1, 'sale', 'create', s1, till.userId)]);
    expect(old.json().results[0]).toEqual({ mutationId: 1, status: 'duplicate', original: null });
  });

  it('shows the changes a till said were waiting as it last pulled, with the time', async () => {
    const till = await signInTill(t.app, 'staff@cafe.example');
    const list = async () =>
      (await listDevices(t.app, t.manager.sessionCookie)).json().devices as {
        id: string;
        pendingChanges: number | null;
        pendingReportedAt: string | null;
      }[];
    expect((await list()).find((device) => device.id === till.deviceId)).toMatchObject({
      pendingChanges: null,
      pendingReportedAt: null,
    });
    const pulled = await t.app.inject({
      method: 'GET',
      url: '/api/sync/pull?cursor=0&pending=3',
      headers: { cookie: till.deviceCookie },
    });
    expect(pulled.statusCode).toBe(200);
    expect((await list()).find((device) => device.id === till.deviceId)).toMatchObject({
      pendingChanges: 3,
      pendingReportedAt: t.clock.now().toISOString(),
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/sync/pull?cursor=0&pending=-1',
      headers: { cookie: till.deviceCookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('[SYNC-2] answers revoking an unknown device with 404', async () => {
    const response = await revokeDevice(
      t.app,
      t.manager.sessionCookie,
      '00000000-0000-4000-8000-000000000000',
    );
    expect(response.statusCode).toBe(404);
  });
});
