import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet with a CSP the built PWA runs under: its own scripts and service worker only, inline styles (motion and
 * React set style attributes), images from data:/blob: (receipt and avatar previews), no framing.
 * No upgrade-insecure-requests and HSTS only behind HTTPS: a cafe often serves the app over plain HTTP on its LAN,
 * where either would break it.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
}
