import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { appFixture } from '../test-support/app-fixture.js';
import { openEventStream as openStream } from '../test-support/event-stream.js';
import {
  mutation,
  productData,
  push,
  revokeDevice,
  saleData,
  signIn,
  signInTill,
} from '../test-support/sync-client.js';
import { createTestApp } from '../test-support/test-app.js';
import { MAX_STREAMS_PER_DEVICE } from './device-streams.js';

const FIRST_BLOCK = 'retry: 2000\n: following store changes';

describe('[SYNC-24] GET /api/sync/events', () => {
  const t = appFixture({ tills: { manager: 'manager@cafe.example', other: 'staff@cafe.example' } });
  let baseUrl: string;

  beforeAll(async () => {
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('ends open streams when the server closes, so it can shut down', async () => {
    const other = await createTestApp();
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const till = await signInTill(other.app, 'staff@cafe.example');
    const stream = await openStream(url, till.deviceCookie);
    expect(await stream.next()).toBe('retry: 2000\n: following store changes');
    await other.close();
    await expect(stream.next()).rejects.toThrow('The stream ended');
  });

  it('refuses a browser without a device credential', async () => {
    const response = await fetch(`${baseUrl}/api/sync/events`);
    expect(response.status).toBe(401);
  });

  const revoke = async (deviceId: string) => {
    const admin = await signIn(t.app, 'admin@cafe.example');
    const answer = await revokeDevice(t.app, admin.sessionCookie, deviceId);
    expect(answer.statusCode).toBe(204);
  };

  it('[SYNC-2, SYNC-24] ends every open stream of a device when it is revoked, and refuses it from then on', async () => {
    const till = await signInTill(t.app, 'staff@cafe.example');
    const streams = [
      await openStream(baseUrl, till.deviceCookie),
      await openStream(baseUrl, till.deviceCookie),
    ];
    const bystander = await openStream(baseUrl, t.other.deviceCookie);
    try {
      for (const stream of [...streams, bystander]) expect(await stream.next()).toBe(FIRST_BLOCK);
      await revoke(till.deviceId);
      for (const stream of streams) await expect(stream.next()).rejects.toThrow('The stream ended');
      const again = await fetch(`${baseUrl}/api/sync/events`, { headers: { cookie: till.deviceCookie } });
      expect(again.status).toBe(401);
      expect(await again.json()).toEqual({
        error: 'This device was revoked; sign in online to register it again',
        code: 'device_revoked',
      });
      // Another till's stream carries on.
      const pusher = await signInTill(t.app, 'manager@cafe.example');
      const create = mutation(1, 'product', 'create', productData(), pusher.userId);
      expect((await push(t.app, pusher, [create])).statusCode).toBe(200);
      expect(await bystander.next()).toBe('event: changed\ndata: {}');
    } finally {
      for (const stream of [...streams, bystander]) stream.close();
    }
  });

  it(`keeps at most ${MAX_STREAMS_PER_DEVICE} streams per device: one more closes its oldest`, async () => {
    const till = await signInTill(t.app, 'staff@cafe.example');
    const pusher = await signInTill(t.app, 'manager@cafe.example');
    const streams = [];
    try {
      for (let index = 0; index < MAX_STREAMS_PER_DEVICE + 1; index++) {
        const stream = await openStream(baseUrl, till.deviceCookie);
        streams.push(stream);
        expect(await stream.next()).toBe(FIRST_BLOCK);
      }
      const [oldest, ...kept] = streams;
      await expect(oldest?.next()).rejects.toThrow('The stream ended');
      // The newer ones still hear every nudge.
      const create = mutation(1, 'product', 'create', productData(), pusher.userId);
      expect((await push(t.app, pusher, [create])).statusCode).toBe(200);
      for (const stream of kept) expect(await stream.next()).toBe('event: changed\ndata: {}');
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('ends a stream at its next heartbeat when another server process revoked its device', async () => {
    // A second server on the same database: a revoke made through this one is news to the other's streams.
    const second = await buildApp({
      db: t.database.db,
      dbKind: t.database.kind,
      clock: t.clock,
      config: t.config,
      streamHeartbeatMs: 50,
    });
    try {
      const secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
      const till = await signInTill(t.app, 'staff@cafe.example');
      const stream = await openStream(secondUrl, till.deviceCookie);
      expect(await stream.next()).toBe(FIRST_BLOCK);
      expect(await stream.next()).toBe(': still here');
      await revoke(till.deviceId);
      // Heartbeats may still be on their way; the stream ends after them.
      await expect(
        (async () => {
          for (;;) expect(await stream.next()).toBe(': still here');
        })(),
      ).rejects.toThrow('The stream ended');
    } finally {
      await second.close();
    }
  });

  it("nudges the store's other tills after each push that applies a change, not the pushing till", async () => {
    const stream = await openStream(baseUrl, t.other.deviceCookie);
    const own = await openStream(baseUrl, t.manager.deviceCookie);
    try {
      expect(await own.next()).toBe('retry: 2000\n: following store changes');
      expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
      expect(await stream.next()).toBe('retry: 2000\n: following store changes');

      const create = mutation(1, 'product', 'create', productData(), t.manager.userId);
      expect((await push(t.app, t.manager, [create])).statusCode).toBe(200);
      expect(await stream.next()).toBe('event: changed\ndata: {}');

      const second = mutation(2, 'product', 'create', productData({ name: 'Cortado' }), t.manager.userId);
      expect((await push(t.app, t.manager, [second])).statusCode).toBe(200);
      expect(await stream.next()).toBe('event: changed\ndata: {}');

      // The pusher's own stream heard nothing: its first event is the one another till's push causes.
      const fromOther = mutation(1, 'sale', 'create', saleData(), t.other.userId);
      expect((await push(t.app, t.other, [fromOther])).statusCode).toBe(200);
      expect(await own.next()).toBe('event: changed\ndata: {}');
    } finally {
      stream.close();
      own.close();
    }
  });
});
