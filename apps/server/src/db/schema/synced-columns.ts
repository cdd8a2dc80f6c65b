/**
 * The base columns of a synced row: id, store_id, created_at, updated_at, version (from the store's version counter:
 * commit order = version order) and deleted_at (soft delete, so a deletion can be pulled by other devices).
 */
import { bigint, uuid } from 'drizzle-orm/pg-core';
import { fieldVersions, timestamptz } from './columns.js';
import { stores } from './store.js';

export const insertOnlyColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  storeId: uuid('store_id')
    .notNull()
    .references(() => stores.id),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
  version: bigint('version', { mode: 'number' }).notNull(),
  deletedAt: timestamptz('deleted_at'),
});

export const baseColumns = () => ({ ...insertOnlyColumns(), fieldVersions: fieldVersions() });
