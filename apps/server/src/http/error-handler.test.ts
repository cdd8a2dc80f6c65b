import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('errors, unknown routes and security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Test-only routes, added to this app instance before it starts: src has no test branches.
    t.app.get('/api/test/throws', async () => {
      throw new Error('secret internal detail at /srv/cafe/db.ts:42');
    });
    // What the drivers throw when the database is away, as they throw it (pg, pg-pool, PGlite, Drizzle's wrapper).
    const databaseErrors: Record<string, () => Error> = {
      terminated: () =>
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      cut: () => new Error('Connection terminated unexpectedly'),
      refused: () =>
        new Error('Failed query: select 1\nparams: ', {
          cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
        }),
      'disk-full': () =>
        Object.assign(new Error('could not extend file "base/5/16385": No space left on device'), {
          code: '53100',
        }),
      'starting-up': () => Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    };
    for (const [name, error] of Object.entries(databaseErrors)) {
      t.app.get(`/api/test/database-${name}`, async () => {
        throw error();
      });
    }
    t.app.get('/api/test/constraint', async () => {
      throw Object.assign(new Error('duplicate key value violates unique constraint "users_pkey"'), {
        code: '23505',
      });
    });
    t.app.get('/api/test/rejects-with-status', async () => {
      const error = new Error('database password is hunter2') as Error & { statusCode: number };
      error.statusCode = 503;
      throw error;
    });
  });
  afterAll(() => t.close());

  it('answers an unknown /api path with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: 'Not found' });
    }
  });

  it('answers a non-API path with a JSON 404 when no web app is built', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });

  it('never sends a stack trace or an internal message with a 500', async () => {
    for (const url of ['/api/test/throws', '/api/test/rejects-with-status']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'Internal server error' });
      expect(response.body).not.toMatch(/secret|hunter2|stack|\.ts:/);
    }
  });

  it('[SYNC-12] answers 503 with Retry-After and a sentence when the database is away or cannot write', async () => {
    for (const name of ['terminated', 'cut', 'refused', 'disk-full', 'starting-up']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/test/database-${name}` });
      expect(response.statusCode, name).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toEqual({
        error: expect.stringMatching(/^The server can't reach its database right now\./),
        code: 'database_unavailable',
      });
      expect(response.body).not.toMatch(/SQLSTATE|ECONN|terminat|5\d{4}|57P|No space|127\.0/);
    }
  });

  it('keeps a database error that a retry cannot cure a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/constraint' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error' });
  });

  it('sends an answer the security headers of data: nothing may run or frame it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
    // Plain HTTP (a cafe LAN) must not be told to insist on HTTPS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the security headers on errors too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
