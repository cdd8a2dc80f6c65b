import { existsSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** True when the folder holds a built web app; tests and API-only deployments have none. */
export function hasWebApp(webRoot: string): boolean {
  return existsSync(webRoot) && statSync(webRoot).isDirectory() && existsSync(join(webRoot, 'index.html'));
}

/**
 * Serves the built web app. Hashed files under /assets/ never change, so browsers keep them for a year;
 * everything else (index.html, sw.js, registerSW.js, manifest.webmanifest, icons) revalidates on every load,
 * so a new deployment is picked up and the service worker never mixes old HTML with new scripts.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: true,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders(reply, filePath) {
      const path = relative(webRoot, filePath).split(sep).join('/');
      reply.header('cache-control', path.startsWith('assets/') ? IMMUTABLE : NO_CACHE);
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
