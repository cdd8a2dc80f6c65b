/** Who is signed in where: sessions, the users a till has seen online, and the keys that sign their changes. */
import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';
import { devices } from './devices.js';
import { stores } from './store.js';
import { users } from './users.js';

/** A signed-in browser. The id is the sha256 of the cookie's token, so a leaked table cannot be replayed. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    /**
     * The till this browser is: the live device whose cookie came with the sign-in, then the one the session last
     * registered. Revoking that device ends the session (auth/sessions.ts). Null until the browser has a device,
     * and for sessions made before this column.
     */
    deviceId: uuid('device_id').references(() => devices.id),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Users who signed in online on a device: only they may act in its pushed mutations. */
export const deviceUsers = pgTable(
  'device_users',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    firstSeenAt: timestamptz('first_seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.userId] })],
);

/**
 * Public keys that sign a user's changes (docs/security.md, "Who made a change"). A browser makes one at each
 * online sign-in and the server registers it only after checking the password; the private half stays on that
 * browser, wrapped by a key derived from the password. Named by the sha256 of the key, base64url.
 */
export const actorKeys = pgTable(
  'actor_keys',
  {
    id: text('id').primaryKey(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** SubjectPublicKeyInfo DER, base64url. */
    publicKey: text('public_key').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('actor_keys_user_idx').on(t.userId)],
);
