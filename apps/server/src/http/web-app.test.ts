import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('serving the built web app', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'cafe-pos-web-'));
    await mkdir(join(webRoot, 'assets'));
    await mkdir(join(webRoot, 'icons'));
    await writeFile(join(webRoot, 'index.html'), INDEX_HTML);
    await writeFile(join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(join(webRoot, 'registerSW.js'), 'navigator.serviceWorker.register("/sw.js");');
    await writeFile(join(webRoot, 'manifest.webmanifest'), '{"name":"Cafe POS"}');
    await writeFile(join(webRoot, 'assets', 'index-3f2a9c1b.js'), 'console.log("app");');
    await writeFile(join(webRoot, 'assets', 'index-8d7e6f5a.css'), 'body{margin:0}');
    await writeFile(join(webRoot, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await writeFile(join(webRoot, '.env'), 'SECRET=1');
    t = await createTestApp({ config: { webRoot } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves index.html at / with no-cache', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it.each([
    ['/sw.js', /javascript/],
    ['/registerSW.js', /javascript/],
    ['/manifest.webmanifest', /manifest\+json/],
    ['/index.html', /^text\/html/],
  ])('serves %s with no-cache so a new release is picked up', async (url, type) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(type);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable for a year', async () => {
    for (const url of ['/assets/index-3f2a9c1b.js', '/assets/index-8d7e6f5a.css']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates other static files', async () => {
    const response = await get('/icons/icon-192.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/dashboard', '/sales/new', '/settings/users', '/planner/tasks?view=week', '/no-such-page'])(
    'falls back to index.html for the client route %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('does not answer a missing file with index.html', async () => {
    for (const url of ['/assets/index-deadbeef.js', '/favicon.ico']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found' });
    }
  });

  it('does not serve dotfiles', async () => {
    const response = await get('/.env');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('SECRET');
  });

  it('keeps the API JSON: unknown /api paths are 404 JSON, not index.html', async () => {
    const unknown = await get('/api/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Not found' });
    const health = await get('/api/health');
    expect(health.json().status).toBe('ok');
  });

  it('does not fall back for non-GET requests', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/dashboard' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });
});
