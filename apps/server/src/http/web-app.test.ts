import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const THEME_SCRIPT = "document.documentElement.classList.toggle('dark', true);";
const INDEX_HTML = `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script src="/registerSW.js"></script></head><body><div id="root"></div></body></html>`;
const APP_JS = `export const menu = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Latte ${i}`))};`;

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
    // As the build leaves them: a brotli and a gzip copy beside each text file.
    await writeFile(join(webRoot, 'assets', 'app-5c6d7e8f.js'), APP_JS);
    await writeFile(join(webRoot, 'assets', 'app-5c6d7e8f.js.br'), brotliCompressSync(APP_JS));
    await writeFile(join(webRoot, 'assets', 'app-5c6d7e8f.js.gz'), gzipSync(APP_JS));
    await writeFile(join(webRoot, 'index.html.br'), brotliCompressSync(INDEX_HTML));
    await writeFile(join(webRoot, 'index.html.gz'), gzipSync(INDEX_HTML));
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
      // Never revalidated, so nothing to revalidate with.
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers['last-modified']).toBeUndefined();
      expect(response.headers['accept-ranges']).toBeUndefined();
    }
  });

  it('sends a page every security header, and a build asset only those a script or style acts on', async () => {
    const page = await get('/sales/new');
    // The CSP the PWA runs under, and never upgrade-insecure-requests: a cafe LAN serves plain HTTP.
    const csp = String(page.headers['content-security-policy']);
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
    // The page's one inline script, by the hash of its text (CSP Level 3), and no 'unsafe-inline' for scripts.
    const themeHash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${themeHash}';`);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    const worker = await get('/sw.js');
    expect(worker.headers['content-security-policy']).toContain("script-src 'self'");
    const asset = await get('/assets/index-3f2a9c1b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['referrer-policy']).toBe('no-referrer');
    for (const header of [
      'content-security-policy',
      'x-frame-options',
      'x-xss-protection',
      'origin-agent-cluster',
    ]) {
      expect(asset.headers[header]).toBeUndefined();
    }
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-security-policy']).toBeUndefined();
    expect(manifest.headers['x-content-type-options']).toBe('nosniff');
    const api = await get('/api/health');
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-xss-protection']).toBeUndefined();
  });

  it('revalidates other static files', async () => {
    const response = await get('/icons/icon-192.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeDefined();
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

  describe('compressed once at build time, sent as the browser accepts', () => {
    const getWith = (url: string, acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });

    it('sends the brotli copy to a browser that accepts it, still immutable for a year', async () => {
      const response = await getWith('/assets/app-5c6d7e8f.js', 'gzip, deflate, br, zstd');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(APP_JS);
      expect(response.rawPayload.length).toBeLessThan(APP_JS.length / 2);
    });

    it('sends the gzip copy to one that accepts only gzip, and the file itself to one that accepts neither', async () => {
      const gzip = await getWith('/assets/app-5c6d7e8f.js', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);
      const plain = await getWith('/assets/app-5c6d7e8f.js', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(APP_JS);
    });

    it('compresses the page a client route falls back to', async () => {
      const response = await getWith('/sales/new', 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
    });
  });

  it('does not fall back for non-GET requests', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/dashboard' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });
});
