import { describe, expect, it } from 'vitest';
import { DEEP_LEVELS, deepJson } from '../test-support/hostile-input.js';
import { hostileInputApps, JSON_TYPE, object, PROTOCOL, text } from '../test-support/hostile-input-apps.js';
import { DEMO_PASSWORD } from '../test-support/sync-client.js';

/**
 * Issue 11's probes: the requests that found 500s (NUL in an address or a name, a broken user agent, nesting too
 * deep to parse), sent every run whatever the random draw of hostile-input-endpoints.test.ts.
 */
describe('every endpoint answers hostile input with a 4xx, never a 5xx', () => {
  const h = hostileInputApps();

  // The probes of issue 11, always sent, whatever the draw.
  it('answers the probes that found 500s with 4xx, and a hostile push still moves the queue on', async () => {
    // A NUL inside the address passes the address pattern and used to reach the database (22021 → 500).
    for (const email of ['ad\u0000min@cafe.example', 'admin@cafe.example\u0000']) {
      const login = await h.send({
        method: 'POST',
        url: '/api/auth/login',
        headers: JSON_TYPE,
        payload: object({ email: text(email), password: text(DEMO_PASSWORD) }),
      });
      expect(login.statusCode, email).toBe(400);
    }
    // One bad field at a time in an otherwise valid set-up, so each reaches the insert it used to break.
    const setupBody = {
      name: text('Alex'),
      email: text('alex@cafe.example'),
      password: text('pour-over-2026'),
    };
    for (const bad of [{ name: text('Al\u0000ex') }, { email: text('al\u0000ex@cafe.example') }]) {
      const setup = await h.send({
        method: 'POST',
        url: '/api/auth/setup',
        headers: JSON_TYPE,
        payload: object({ ...setupBody, ...bad }),
      });
      expect(setup.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const device = await h.send({
      method: 'POST',
      url: '/api/devices',
      headers: { cookie: h.manager.sessionCookie, 'user-agent': 'Till\u0000 \ud800' },
    });
    expect(device.statusCode).toBe(201);
    const deep = await h.send({
      method: 'POST',
      url: '/api/sync/push',
      headers: { ...JSON_TYPE, cookie: h.manager.deviceCookie },
      payload: object({
        protocol: PROTOCOL,
        deviceId: text(h.manager.deviceId),
        mutations: `[${object({
          mutationId: String(h.nextMutationId),
          entity: text('sale'),
          action: text('create'),
          data: object({ id: text(crypto.randomUUID()), items: deepJson(DEEP_LEVELS) }),
          baseVersion: 'null',
          actorId: text(h.manager.userId),
          clientTime: text('2026-03-14T15:00:00.000Z'),
        })}]`,
      }),
    });
    expect(deep.statusCode).toBe(200);
    expect(deep.json().results[0]).toMatchObject({ status: 'rejected', reason: 'invalid' });
  });
});
