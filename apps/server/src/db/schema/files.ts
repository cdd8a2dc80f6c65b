import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from './columns.js';
import { stores } from './store.js';

/**
 * Uploaded receipts and avatars, named by the sha256 of their bytes (so a re-upload is the same row). The bytes
 * live in the data folder's files/ with the embedded database and here, in `data`, on PostgreSQL (docs/operations.md, Files).
 */
export const files = pgTable(
  'files',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    id: text('id').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** The bytes when the database keeps them; null when they are in the files folder. */
    data: bytea('data'),
    /** When these bytes were last uploaded to the store: a file nothing refers to is removed a while after. */
    createdAt: timestamptz('created_at').notNull(),
    /** Who uploaded them last. */
    createdBy: uuid('created_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.id] })],
);
