/**
 * Ending what lets a user act: their sessions (every browser signed in as them is signed out at its next request)
 * and their actor keys (a till's wrapped key, unlockable by the old password, signs nothing the server accepts).
 * Used when a password changes or is reset and when a role is lowered; the caller raises the user's
 * credentialsVersion in the same transaction, so every till drops its offline verifier at its next pull.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { actorKeys, sessions } from '../db/schema.js';

export interface Kept {
  /** The session (sha256 id) that made the change and stays signed in. */
  sessionId?: string;
  /** The key registered with the new password in the same request. */
  actorKeyId?: string;
}

export async function withdrawCredentials(
  tx: Database,
  userId: string,
  now: Date,
  kept: Kept = {},
): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        kept.sessionId ? ne(sessions.id, kept.sessionId) : undefined,
      ),
    );
  await tx
    .delete(actorKeys)
    .where(
      and(eq(actorKeys.userId, userId), kept.actorKeyId ? ne(actorKeys.id, kept.actorKeyId) : undefined),
    );
}
