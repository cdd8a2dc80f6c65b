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

  it('sends the security headers, with a CSP a PWA runs under', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
    // Plain HTTP (a cafe LAN) must not be told to insist on HTTPS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the security headers on errors too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
