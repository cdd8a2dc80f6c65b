import { can, type Permission, type Role, storedRole } from '@cafe/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { readSessionToken } from './session-cookie.js';
import { findSessionUser, type SessionUser } from './sessions.js';

export const NOT_SIGNED_IN_ERROR = 'Not signed in';
export const FORBIDDEN_ERROR = 'You do not have permission to do that';

export interface SignedInUser {
  user: SessionUser;
  /** The stored role, or the least privilege when the stored value is unknown (spec §6 defaults to staff). */
  role: Role;
}

/** The stored role, or the least privilege when the stored value is unknown (the user module's rule). */
export const roleOf = storedRole;

/**
 * The signed-in user of the request, or null after answering 401 (no live session) or 403 (none of `anyOf`).
 * Permissions are checked on the user's current role, read fresh on every request.
 */
export async function requireSessionUser(
  deps: { db: Database; clock: Clock },
  request: FastifyRequest,
  reply: FastifyReply,
  anyOf: readonly Permission[] = [],
): Promise<SignedInUser | null> {
  const token = readSessionToken(request);
  const user = token ? await findSessionUser(deps.db, token, deps.clock.now()) : null;
  if (!user) {
    await reply.code(401).send({ error: NOT_SIGNED_IN_ERROR, code: 'signed_out' });
    return null;
  }
  const role = roleOf(user);
  if (anyOf.length > 0 && !anyOf.some((permission) => can(role, permission))) {
    await reply.code(403).send({ error: FORBIDDEN_ERROR });
    return null;
  }
  return { user, role };
}
