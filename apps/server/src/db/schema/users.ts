/** The store's people: who may sign in, and as what. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns } from './synced-columns.js';

export const users = pgTable(
  'users',
  {
    ...baseColumns(),
    name: text('name').notNull(),
    /** Stored trimmed and lower-cased; sign-in looks it up the same way. */
    email: text('email').notNull(),
    /** `scrypt$N$r$p$salt$hash`; never leaves the server. */
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    /** sha256 hex of the file (content-addressed, see files). */
    avatarFileId: text('avatar_file_id'),
    /**
     * Bumped whenever what let this user sign in is withdrawn (password changed or reset, role lowered): tills
     * drop offline verifiers saved under a lower number at their next pull (docs/security.md).
     */
    credentialsVersion: integer('credentials_version').notNull().default(0),
  },
  (t) => [
    // Sign-in is by email across stores, so one live account per address; a deleted user's address is free again.
    uniqueIndex('users_email_key').on(t.email).where(sql`${t.deletedAt} is null`),
    index('users_store_version_idx').on(t.storeId, t.version),
  ],
);
