/**
 * Users made and passwords set online (issue: settings). A password goes from the request straight into the
 * scrypt hash; it never travels through a till's outbox. Each change takes the store's next version (holding its
 * counter row, so it serialises with pushes) and so reaches every till by pull like any other row.
 */
import {
  accountChangeRefusal,
  type createUserRequestSchema,
  USER_MESSAGES,
  type User,
  userChangeRefusal,
} from '@cafe/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { nextVersion } from '../db/next-version.js';
import { users } from '../db/schema.js';
import { toDomainRow } from '../sync/entity-tables.js';
import { type ActorPublicKey, registerActorKey } from './actor-keys.js';
import { newPasswordRefusal } from './new-password.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { SignedInUser } from './require-session-user.js';
import { roleOf } from './require-session-user.js';
import { withdrawCredentials } from './withdraw-credentials.js';

type UserRow = typeof users.$inferSelect;

/** A refusal the route answers with its status and message. */
export class UserAdminError extends Error {
  override name = 'UserAdminError';
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
    readonly path?: string,
  ) {
    super(message);
  }
}

/** Refuses a password the rule does not allow (new-password.ts), naming the field it was typed in. */
async function checkNewPassword(password: string, path: string): Promise<void> {
  const refusal = await newPasswordRefusal(password);
  if (refusal) throw new UserAdminError(400, refusal, path);
}

function toUser(row: UserRow): User {
  return toDomainRow('user', row) as unknown as User;
}

/** Another live user (any store: sign-in is by email alone) holds this address. */
export async function emailInUse(db: Database, email: string, exceptId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt), ne(users.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

async function liveUserOfStore(db: Database, storeId: string, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.storeId, storeId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export function createUserAdmin(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  return {
    /** 201 with the new row; the same request retried (same id and email) answers 200 with the same row. */
    async create(
      actor: SignedInUser,
      input: z.output<typeof createUserRequestSchema>,
    ): Promise<{ user: User; created: boolean }> {
      const refusal = userChangeRefusal({
        actorRole: actor.role,
        currentRole: null,
        nextRole: input.role,
        emailChanged: false,
        self: false,
      });
      if (refusal) throw new UserAdminError(403, refusal, 'role');
      await checkNewPassword(input.password, 'password');
      const storeId = actor.user.storeId;
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const version = await nextVersion(tx, storeId);
        const [existing] = await tx.select().from(users).where(eq(users.id, input.id)).limit(1);
        if (existing) {
          const same = existing.storeId === storeId && !existing.deletedAt && existing.email === input.email;
          if (same) return { user: toUser(existing), created: false };
          throw new UserAdminError(409, 'A user with this id already exists', 'id');
        }
        if (await emailInUse(tx, input.email, input.id)) {
          throw new UserAdminError(409, USER_MESSAGES.emailTaken, 'email');
        }
        const now = clock.now();
        const [row] = await tx
          .insert(users)
          .values({
            id: input.id,
            storeId,
            name: input.name,
            email: input.email,
            role: input.role,
            avatarFileId: input.avatarFileId,
            passwordHash,
            createdAt: now,
            updatedAt: now,
            version,
          })
          .returning();
        if (!row) throw new Error('Inserting the user returned no row');
        return { user: toUser(row), created: true };
      });
    },

    /**
     * Someone else's password, set by an admin (anyone) or by someone whose role is above the target's (a manager
     * for staff: user-authority.ts). Ends all of that user's sign-ins.
     */
    async resetPassword(actor: SignedInUser, targetId: string, password: string): Promise<User> {
      if (targetId === actor.user.id) {
        throw new UserAdminError(400, 'Change your own password in Your Profile, with your current one');
      }
      const target = async (tx: Database) => {
        const row = await liveUserOfStore(tx, actor.user.storeId, targetId);
        if (!row) throw new UserAdminError(404, USER_MESSAGES.notFound);
        const refusal = accountChangeRefusal(actor.role, { role: roleOf(row), self: false }, 'password');
        if (refusal) throw new UserAdminError(403, refusal);
        return row;
      };
      // Who may is answered before what password, and before the slow hash; and again in the transaction, where
      // the target's role cannot change under it.
      await target(db);
      await checkNewPassword(password, 'password');
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const version = await nextVersion(tx, actor.user.storeId);
        return toUser(await storeNewPassword(tx, await target(tx), passwordHash, version, {}));
      });
    },

    /**
     * The signed-in user's own password: the current one must match. Their other sessions end and their old keys
     * stop signing; `sessionId` stays signed in and `actorKey`, made for the new password, is registered.
     */
    async changeOwnPassword(
      actor: SignedInUser,
      input: { currentPassword: string; newPassword: string },
      kept: { sessionId: string; actorKey: ActorPublicKey | undefined },
    ): Promise<User> {
      // Before the current password is checked: a weak new one is no guess at the current one.
      await checkNewPassword(input.newPassword, 'newPassword');
      if (!(await verifyPassword(input.currentPassword, actor.user.passwordHash))) {
        throw new UserAdminError(400, USER_MESSAGES.currentPasswordWrong, 'currentPassword');
      }
      const passwordHash = await hashPassword(input.newPassword);
      return db.transaction(async (tx) => {
        const version = await nextVersion(tx, actor.user.storeId);
        const target = await liveUserOfStore(tx, actor.user.storeId, actor.user.id);
        if (!target) throw new UserAdminError(404, USER_MESSAGES.notFound);
        const row = await storeNewPassword(tx, target, passwordHash, version, {
          sessionId: kept.sessionId,
          ...(kept.actorKey ? { actorKeyId: kept.actorKey.id } : {}),
        });
        if (kept.actorKey) {
          await registerActorKey(tx, { storeId: row.storeId, userId: row.id }, kept.actorKey, clock.now());
        }
        return toUser(row);
      });
    },
  };

  async function storeNewPassword(
    tx: Database,
    target: UserRow,
    passwordHash: string,
    version: number,
    kept: { sessionId?: string; actorKeyId?: string },
  ): Promise<UserRow> {
    const now = clock.now();
    await withdrawCredentials(tx, target.id, now, kept);
    const [row] = await tx
      .update(users)
      .set({
        passwordHash,
        credentialsVersion: sql`${users.credentialsVersion} + 1`,
        updatedAt: now,
        version,
      })
      .where(eq(users.id, target.id))
      .returning();
    if (!row) throw new Error('The user vanished while their password was set');
    return row;
  }
}

export type UserAdmin = ReturnType<typeof createUserAdmin>;
