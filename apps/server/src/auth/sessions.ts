import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { devices, sessions, users } from '../db/schema.js';

/** How long a sign-in lasts. A till stays signed in through a working month; sign-out revokes at once. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is a hint for people, not security; refresh it at most this often to spare the writes. */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

/** Only the hash is stored: a copy of the sessions table does not let anyone sign in. */
export function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** `deviceId`: the live till the browser signing in is (its device cookie came along), so revoking it ends this. */
export async function createSession(
  db: Database,
  userId: string,
  now: Date,
  deviceId: string | null = null,
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .insert(sessions)
    .values({ id: sessionId(token), userId, createdAt: now, expiresAt, lastSeenAt: now, deviceId });
  return { token, expiresAt };
}

export type SessionUser = typeof users.$inferSelect;

/**
 * The live session's user, or null. Live: not revoked, not expired, its user not deleted and the till it was made
 * on not revoked. The last is read here, not stamped on the session at the revoke, so a sign-in that links to the
 * till just as it is revoked is dead all the same.
 */
export async function findSessionUser(db: Database, token: string, now: Date): Promise<SessionUser | null> {
  const id = sessionId(token);
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(devices, eq(devices.id, sessions.deviceId))
    .where(
      and(
        eq(sessions.id, id),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.deletedAt),
        isNull(devices.revokedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return row.user;
}

export async function revokeSession(db: Database, token: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId(token)), isNull(sessions.revokedAt)));
}
