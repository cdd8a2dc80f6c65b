import { gunzipSync, gzipSync } from 'node:zlib';
import { SYNC_PROTOCOL_VERSION } from '@cafe/domain';
import { describe, expect, it } from 'vitest';
import { signed } from '../test-support/actor-signing.js';
import { appFixture } from '../test-support/app-fixture.js';
import { mutation, productData, signInTill } from '../test-support/sync-client.js';

describe("the API's answers on the wire", () => {
  const t = appFixture({ tills: { till: 'manager@cafe.example' } });

  const pullWith = (acceptEncoding: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/sync/pull?cursor=0',
      headers: { cookie: t.till.deviceCookie, 'accept-encoding': acceptEncoding },
    });

  it('compresses a pull page with gzip to the same JSON the plain answer holds', async () => {
    const plain = await pullWith('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const page = plain.json();
    expect(page.changes.length).toBeGreaterThan(0);

    // What a browser asks for: gzip, chosen over brotli for its speed (compression.ts).
    const gzip = await pullWith('gzip, deflate, br, zstd');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(page);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('sends a small answer as it is: the headers would cost more than they save', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().status).toBe('ok');
  });

  it('does not expand a compressed request body: a push must arrive as plain JSON', async () => {
    const fresh = await signInTill(t.app, 'manager@cafe.example');
    const product = productData();
    const body = JSON.stringify({
      protocol: SYNC_PROTOCOL_VERSION,
      deviceId: fresh.deviceId,
      mutations: signed([mutation(1, 'product', 'create', product, fresh.userId)]),
    });
    const send = (payload: string | Buffer, encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sync/push',
        headers: {
          cookie: fresh.deviceCookie,
          'content-type': 'application/json',
          ...(encoding ? { 'content-encoding': encoding } : {}),
        },
        payload,
      });
    const compressed = await send(gzipSync(body), 'gzip');
    expect(compressed.statusCode).toBe(400);
    // The same push sent plainly applies: only the encoding was refused.
    const plain = await send(body);
    expect(plain.statusCode).toBe(200);
    expect(plain.json().results[0]).toMatchObject({ mutationId: 1, status: 'applied' });
  });
});
