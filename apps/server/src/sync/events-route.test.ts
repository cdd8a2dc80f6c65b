import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream as openStream } from '../test-support/event-stream.js';
import {
  mutation,
  productData,
  push,
  type SignedInTill,
  saleData,
  signInTill,
} from '../test-support/sync-client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('GET /api/sync/events', () => {
  let t: TestApp;
  let baseUrl: string;
  let manager: SignedInTill;
  let other: SignedInTill;

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    manager = await signInTill(t.app, 'manager@cafe.example');
    other = await signInTill(t.app, 'staff@cafe.example');
  });
  afterAll(() => t.close());

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

  it("nudges the store's other tills after each push that applies a change, not the pushing till", async () => {
    const stream = await openStream(baseUrl, other.deviceCookie);
    const own = await openStream(baseUrl, manager.deviceCookie);
    try {
      expect(await own.next()).toBe('retry: 2000\n: following store changes');
      expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
      expect(await stream.next()).toBe('retry: 2000\n: following store changes');

      const create = mutation(1, 'product', 'create', productData(), manager.userId);
      expect((await push(t.app, manager, [create])).statusCode).toBe(200);
      expect(await stream.next()).toBe('event: changed\ndata: {}');

      const second = mutation(2, 'product', 'create', productData({ name: 'Cortado' }), manager.userId);
      expect((await push(t.app, manager, [second])).statusCode).toBe(200);
      expect(await stream.next()).toBe('event: changed\ndata: {}');

      // The pusher's own stream heard nothing: its first event is the one another till's push causes.
      const fromOther = mutation(1, 'sale', 'create', saleData(), other.userId);
      expect((await push(t.app, other, [fromOther])).statusCode).toBe(200);
      expect(await own.next()).toBe('event: changed\ndata: {}');
    } finally {
      stream.close();
      own.close();
    }
  });
});
