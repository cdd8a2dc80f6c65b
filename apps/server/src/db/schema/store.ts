/** The store and the version history its synced rows are numbered from. */
import { bigint, boolean, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { fieldVersions, timestamptz } from './columns.js';

export const stores = pgTable('stores', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Thousandths of a percent: 8.875% is 8875 (basis points until migration 0014). */
  taxRateMilliPercent: integer('tax_rate_milli_percent').notNull(),
  currency: text('currency').notNull(),
  timeZone: text('time_zone').notNull(),
  cashupVarianceThreshold: integer('cashup_variance_threshold').notNull().default(500),
  /** Discounts above this share of a sale need a manager's approval: thousandths of a percent (issue 33). */
  discountLimitMilliPercent: integer('discount_limit_milli_percent').notNull().default(20000),
  /** Staff may refund up to this many cents of a sale of the current business day without a manager (issue 34). */
  refundLimitCents: integer('refund_limit_cents').notNull().default(2000),
  /** Cash drawer sessions (issue 34): off by default, so a card-only cafe and every store before them sell as before. */
  drawersEnabled: boolean('drawers_enabled').notNull().default(false),
  /** Cents: the float a drawer opens with by default. */
  drawerDefaultFloat: integer('drawer_default_float').notNull().default(10000),
  /** Printed above and below every receipt; null prints nothing. */
  receiptHeader: text('receipt_header'),
  receiptFooter: text('receipt_footer'),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
  version: bigint('version', { mode: 'number' }).notNull(),
  deletedAt: timestamptz('deleted_at'),
  fieldVersions: fieldVersions(),
  /** Tombstones up to this version have been purged; a pull cursor below it must start again from 0. */
  purgedThroughVersion: bigint('purged_through_version', { mode: 'number' }).notNull().default(0),
});

/** One row per store: the last version handed out. `UPDATE ... SET last_version = last_version + 1 RETURNING`. */
export const versionCounters = pgTable('version_counters', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id),
  lastVersion: bigint('last_version', { mode: 'number' }).notNull().default(0),
});

/**
 * The stretches of a store's version history this database has issued, one begun at every server start (and
 * whenever a process sees the version counter go backwards). A pull cursor is one this database issued only if it
 * lies within the stretch the till names: after a restore from a backup, the stretches begun since the backup are
 * gone and the backup's last one ends at the restored head, so a till that saw later versions is told to start
 * over instead of skipping the versions the restored database hands out again (docs/sync.md, "Restore").
 */
export const syncHistories = pgTable(
  'sync_histories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    /** The first version handed out in this stretch; it ends just below the next stretch's first version. */
    firstVersion: bigint('first_version', { mode: 'number' }).notNull(),
    startedAt: timestamptz('started_at').notNull(),
  },
  (t) => [uniqueIndex('sync_histories_store_first_key').on(t.storeId, t.firstVersion)],
);
