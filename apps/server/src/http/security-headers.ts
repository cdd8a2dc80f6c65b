import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet with a CSP the built PWA runs under: its own scripts and service worker only (and the page's one inline
 * script, by its hash), inline styles (motion and React set style attributes), images from data:/blob: (receipt
 * and avatar previews), no framing.
 * No upgrade-insecure-requests and HSTS only behind HTTPS: a cafe often serves the app over plain HTTP on its LAN,
 * where either would break it.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    https: boolean;
    /** The page's own inline scripts, by hash (inline-script-hashes.ts): those run, no other inline script. */
    scriptHashes?: readonly string[];
  },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.scriptHashes ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  });
  app.addHook('onSend', async (request, reply) => {
    const contentType = reply.getHeader('content-type');
    if (isStaticSubresource(request.url, contentType)) {
      for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    } else if (isApiAnswer(request.url, contentType)) {
      // An answer is data, never a page: opened as one, it may load and run nothing and be framed by nobody.
      for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
      reply.header('content-security-policy', API_CSP);
      reply.header('x-frame-options', 'DENY');
    }
  });
}

/** What a JSON answer opened as a page may do: nothing (OWASP's REST Security Cheat Sheet). */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

function isApiAnswer(url: string, contentType: unknown): boolean {
  const path = url.split('?')[0] ?? '';
  return (
    (path === '/api' || path.startsWith('/api/')) &&
    typeof contentType === 'string' &&
    contentType.startsWith('application/json')
  );
}

/** The service worker's script: a CSP on it governs what the worker may fetch, so it keeps every header. */
const SERVICE_WORKER_PATH = '/sw.js';

/**
 * A file of the web app that is neither a page nor the service worker: the build's scripts and styles, the
 * manifest, icons and the theme script. The API's JSON answers get a CSP of their own (API_CSP); a file it serves
 * (a receipt, an avatar) keeps the headers its route sets.
 */
function isStaticSubresource(url: string, contentType: unknown): boolean {
  const path = url.split('?')[0] ?? '';
  if (path === '/api' || path.startsWith('/api/') || path === SERVICE_WORKER_PATH) return false;
  return typeof contentType === 'string' && !contentType.startsWith('text/html');
}

/**
 * Headers that only a page (or a worker script) acts on. On the twenty-odd files of a first load they are most of a
 * kilobyte each of plain HTTP/1.1 headers, a sixth of what /login transfers, for nothing: a browser ignores a CSP
 * or X-Frame-Options on a script. What a subresource does use stays: nosniff, Cross-Origin-Resource-Policy and the
 * Referrer-Policy its own imports are fetched under. A JSON answer loses them too, for API_CSP and
 * X-Frame-Options: DENY, which say all there is to say about a page that runs nothing.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;
