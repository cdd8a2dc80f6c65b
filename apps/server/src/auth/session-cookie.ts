import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NewSession } from './sessions.js';

export const SESSION_COOKIE = 'cafe_session';

export interface SessionCookieOptions {
  secure: boolean;
}

// HttpOnly keeps the token away from scripts; SameSite=Lax keeps it off cross-site POSTs (CSRF).
const baseOptions = (options: SessionCookieOptions) =>
  ({ httpOnly: true, sameSite: 'lax', path: '/', secure: options.secure }) as const;

export function setSessionCookie(
  reply: FastifyReply,
  session: NewSession,
  options: SessionCookieOptions,
): void {
  reply.setCookie(SESSION_COOKIE, session.token, { ...baseOptions(options), expires: session.expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, options: SessionCookieOptions): void {
  reply.clearCookie(SESSION_COOKIE, baseOptions(options));
}

export function readSessionToken(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token ? token : null;
}
