import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'cafe_device';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The device credential: long-lived, sent only to the API (Path=/api), never to scripts (HttpOnly) and never on a
 * cross-site request (SameSite=Strict), so no other site can push into a till's name.
 */
export function setDeviceCookie(reply: FastifyReply, token: string, options: { secure: boolean }): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/api',
    secure: options.secure,
    maxAge: ONE_YEAR_SECONDS,
  });
}

export function readDeviceToken(request: FastifyRequest): string | null {
  const token = request.cookies[DEVICE_COOKIE];
  return token ? token : null;
}

export function newDeviceToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so a copy of the devices table cannot push as a till. */
export function deviceTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
