import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The build's hashed files (Vite's assetsDir). */
const ASSETS = 'assets';

/** True when the folder holds a built web app; tests and API-only deployments have none. */
export function hasWebApp(webRoot: string): boolean {
  return existsSync(webRoot) && statSync(webRoot).isDirectory() && existsSync(join(webRoot, 'index.html'));
}

/**
 * Serves the built web app. Hashed files under /assets/ never change, so browsers keep them for a year and never
 * ask again, which is why they carry no ETag, Last-Modified or Accept-Ranges; everything else (index.html, sw.js, registerSW.js,
 * manifest.webmanifest, icons) revalidates on every load, so a new deployment is picked up and the service worker
 * never mixes old HTML with new scripts.
 * The build writes a brotli (.br) and a gzip (.gz) copy beside each text file (vite.config.ts); the one the
 * browser accepts is sent with its Content-Encoding, compressed once at the highest level instead of per request.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: join(webRoot, ASSETS),
    prefix: `/${ASSETS}/`,
    decorateReply: false,
    preCompressed: true,
    dotfiles: 'ignore',
    cacheControl: false,
    etag: false,
    lastModified: false,
    // Nothing resumes a download of a script or a stylesheet; the header was twenty bytes on each of a first
    // load's requests.
    acceptRanges: false,
    setHeaders(reply) {
      reply.header('cache-control', IMMUTABLE);
    },
  });
  // The rest of the folder; reply.sendFile (the client routes' index.html) comes from this one.
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: true,
    preCompressed: true,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', NO_CACHE);
    },
  });
}

/**
 * Client-side routes (/sales, /settings/users ...) get index.html. A path whose last segment looks like a file
 * (has a dot) does not: a missing script must be a 404, not HTML the browser tries to run.
 */
export function isSpaRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return false;
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
}
