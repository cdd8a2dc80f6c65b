import {
  DEFAULT_ROLE,
  isRole,
  type PublicUser,
  permissionsFor,
  type SessionResponse,
  type SetupAdmin,
  type SignIn,
  type SignInOptions,
} from '@cafe/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppConfig } from '../app-config.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { nextVersion } from '../db/next-version.js';
import { stores, users } from '../db/schema.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { type ActorPublicKey, registerActorKey } from './actor-keys.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.js';
import {
  createSession,
  findSessionUser,
  type NewSession,
  revokeSession,
  type SessionUser,
} from './sessions.js';

export interface SignedIn {
  session: NewSession;
  response: SessionResponse;
}

export class SetupNotAllowedError extends Error {
  override name = 'SetupNotAllowedError';
}

function toSessionResponse(user: SessionUser): SessionResponse {
  // A stored role outside the three known ones gets the least privilege, as spec §6 defaults to staff.
  const role = isRole(user.role) ? user.role : DEFAULT_ROLE;
  const publicUser: PublicUser = {
    id: user.id,
    name: user.name,
    email: user.email,
    role,
    avatarFileId: user.avatarFileId,
  };
  return { user: publicUser, permissions: permissionsFor(role), credentialsVersion: user.credentialsVersion };
}

async function hasAnyUser(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}

export interface AuthServiceDeps {
  db: Database;
  clock: Clock;
  config: Pick<AppConfig, 'demo'>;
  /** The live device of the store a device cookie names (devices/service.ts), else null. */
  liveDeviceId: (deviceToken: string | null, storeId: string) => Promise<string | null>;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, config } = deps;
  // Made now, so the first unknown-email sign-in is not slower than the rest (which would reveal it).
  dummyPasswordHash().catch(() => undefined);

  return {
    async signInOptions(): Promise<SignInOptions> {
      return {
        needsSetup: !(await hasAnyUser(db)),
        demo: config.demo ? { password: DEMO_PASSWORD, accounts: [...DEMO_ACCOUNTS] } : null,
      };
    },

    /**
     * null when the email is unknown or the password wrong; the two take the same time and look the same.
     * `actorKey`, checked by the caller, is registered as the user's only once the password matched.
     * `deviceToken` is the browser's device cookie: the session is made on that till, and ends if it is revoked.
     */
    async signIn(
      input: SignIn,
      actorKey: ActorPublicKey | undefined,
      deviceToken: string | null,
    ): Promise<SignedIn | null> {
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.email, input.email), isNull(users.deletedAt)))
        .limit(1);
      const matches = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user || !matches) return null;
      const now = clock.now();
      const deviceId = await deps.liveDeviceId(deviceToken, user.storeId);
      const session = await createSession(db, user.id, now, deviceId);
      if (actorKey) await registerActorKey(db, { storeId: user.storeId, userId: user.id }, actorKey, now);
      return { session, response: toSessionResponse(user) };
    },

    /** Creates the first admin. Throws SetupNotAllowedError once any user exists (demo accounts included). */
    async setupAdmin(input: SetupAdmin, actorKey?: ActorPublicKey): Promise<SignedIn> {
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        // Lock the store row: two concurrent set-ups serialise here and the second sees the first's admin.
        const [store] = await tx
          .select({ id: stores.id })
          .from(stores)
          .where(isNull(stores.deletedAt))
          .orderBy(asc(stores.createdAt))
          .limit(1)
          .for('update');
        if (!store) throw new Error('No store exists; the server seeds one at start');
        if (await hasAnyUser(tx)) throw new SetupNotAllowedError('The cafe is already set up');
        const now = clock.now();
        const [user] = await tx
          .insert(users)
          .values({
            storeId: store.id,
            name: input.name,
            email: input.email,
            passwordHash,
            role: 'admin',
            createdAt: now,
            updatedAt: now,
            version: await nextVersion(tx, store.id),
          })
          .returning();
        if (!user) throw new Error('Inserting the admin returned no row');
        const session = await createSession(tx, user.id, now);
        if (actorKey) await registerActorKey(tx, { storeId: store.id, userId: user.id }, actorKey, now);
        return { session, response: toSessionResponse(user) };
      });
    },

    async currentSession(token: string): Promise<SessionResponse | null> {
      const user = await findSessionUser(db, token, clock.now());
      return user ? toSessionResponse(user) : null;
    },

    async signOut(token: string): Promise<void> {
      await revokeSession(db, token, clock.now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
