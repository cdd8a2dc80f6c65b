/**
 * The server's tables (Drizzle pg-core). Every synced row carries the same base columns: id, store_id,
 * created_at, updated_at, version (from the store's version counter: commit order = version order) and
 * deleted_at (soft delete, so a deletion can be pulled by other devices). Money is integer cents.
 * Enumerations (category, role, status ...) are plain text: the zod schemas in @cafe/domain are the one rule.
 *
 * This file must stay importable by drizzle-kit on its own, so it imports nothing from the workspace.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Raw bytes (files). Drizzle's pg-core has no bytea column, so declare one. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The version at which each field of an editable row last changed, { field: version }; a field not listed has not
 * changed since the row was created. An update made against an older version loses exactly the fields someone
 * else changed since (ARCHITECTURE §4: different fields merge, the same field goes to the server's order).
 */
const fieldVersions = () =>
  jsonb('field_versions').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`);

export const stores = pgTable('stores', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Thousandths of a percent: 8.875% is 8875 (basis points until migration 0014). */
  taxRateMilliPercent: integer('tax_rate_milli_percent').notNull(),
  currency: text('currency').notNull(),
  timeZone: text('time_zone').notNull(),
  cashupVarianceThreshold: integer('cashup_variance_threshold').notNull().default(500),
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

const insertOnlyColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  storeId: uuid('store_id')
    .notNull()
    .references(() => stores.id),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
  version: bigint('version', { mode: 'number' }).notNull(),
  deletedAt: timestamptz('deleted_at'),
});

const baseColumns = () => ({ ...insertOnlyColumns(), fieldVersions: fieldVersions() });

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

export const products = pgTable(
  'products',
  {
    ...baseColumns(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    price: integer('price').notNull(),
    description: text('description'),
    available: boolean('available').notNull().default(true),
    barcode: text('barcode'),
    unitCost: integer('unit_cost'),
  },
  (t) => [
    index('products_store_version_idx').on(t.storeId, t.version),
    index('products_store_category_idx').on(t.storeId, t.category),
    // One live product per barcode in a store: a scan must find one product. The push checks it first to answer
    // with a message (entity-rules.ts); the index keeps it true whatever writes the table.
    uniqueIndex('products_store_barcode_idx')
      .on(t.storeId, t.barcode)
      .where(sql`${t.barcode} is not null and ${t.deletedAt} is null`),
  ],
);

/** Sale items live as jsonb on the sale: a sale is written once, whole, and never edited line by line. */
export const sales = pgTable(
  'sales',
  {
    // Insert-only: a void or refund is a new sale, so no field ever changes and none needs a field version.
    ...insertOnlyColumns(),
    items: jsonb('items').notNull(),
    subtotal: integer('subtotal').notNull(),
    tax: integer('tax').notNull(),
    total: integer('total').notNull(),
    discount: integer('discount'),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull(),
    /** A user id, or 'unknown' as spec §6 allows, hence text. */
    createdBy: text('created_by').notNull(),
    /** When the till sold it (domain `saleTime`); created_at is when the server received it. */
    soldAt: timestamptz('sold_at').notNull(),
  },
  (t) => [
    index('sales_store_version_idx').on(t.storeId, t.version),
    index('sales_store_created_at_idx').on(t.storeId, t.createdAt),
    index('sales_store_payment_method_idx').on(t.storeId, t.paymentMethod),
  ],
);

export const expenses = pgTable(
  'expenses',
  {
    ...baseColumns(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    category: text('category').notNull(),
    vendor: text('vendor'),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    receiptFileId: text('receipt_file_id'),
    paidFromTill: boolean('paid_from_till').notNull().default(false),
    createdBy: text('created_by').notNull(),
  },
  (t) => [
    index('expenses_store_version_idx').on(t.storeId, t.version),
    index('expenses_store_date_idx').on(t.storeId, t.date),
    index('expenses_store_category_idx').on(t.storeId, t.category),
  ],
);

export const cashups = pgTable(
  'cashups',
  {
    ...baseColumns(),
    date: date('date', { mode: 'string' }).notNull(),
    morningShiftCash: integer('morning_shift_cash').notNull(),
    afternoonShiftCash: integer('afternoon_shift_cash').notNull(),
    onTheGoSalesCash: integer('on_the_go_sales_cash').notNull(),
    fcaCreditCardTransactions: integer('fca_credit_card_transactions').notNull(),
    zigCreditCardTransactions: integer('zig_credit_card_transactions').notNull(),
    ecoCashMobilePayments: integer('eco_cash_mobile_payments').notNull(),
    zigCashPayments: integer('zig_cash_payments').notNull(),
    bankTransfers: integer('bank_transfers').notNull(),
    loyaltyCardTransactions: integer('loyalty_card_transactions').notNull(),
    extras: integer('extras').notNull(),
    expenses: integer('expenses').notNull(),
    dailyGrandTotal: integer('daily_grand_total').notNull(),
    gaapCashTotal: integer('gaap_cash_total').notNull(),
    notes: text('notes'),
    status: text('status').notNull(),
    createdBy: text('created_by').notNull(),
    /** Set by the server from the actor when the status becomes approved; cleared when it leaves approved. */
    approvedBy: text('approved_by'),
    approvedAt: timestamptz('approved_at'),
  },
  (t) => [
    index('cashups_store_version_idx').on(t.storeId, t.version),
    index('cashups_store_date_idx').on(t.storeId, t.date),
  ],
);

export const shifts = pgTable(
  'shifts',
  {
    ...baseColumns(),
    userId: uuid('user_id').notNull(),
    userName: text('user_name').notNull(),
    start: timestamptz('start').notNull(),
    end: timestamptz('end').notNull(),
    role: text('role').notNull(),
    notes: text('notes'),
  },
  (t) => [
    index('shifts_store_version_idx').on(t.storeId, t.version),
    index('shifts_store_user_start_idx').on(t.storeId, t.userId, t.start),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    ...baseColumns(),
    title: text('title').notNull(),
    description: text('description'),
    dueDate: date('due_date', { mode: 'string' }),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamptz('completed_at'),
    priority: text('priority').notNull(),
    category: text('category').notNull(),
    repeat: text('repeat').notNull().default('none'),
    createdBy: text('created_by').notNull(),
  },
  (t) => [
    index('tasks_store_version_idx').on(t.storeId, t.version),
    index('tasks_store_due_date_idx').on(t.storeId, t.dueDate),
  ],
);

export const events = pgTable(
  'events',
  {
    ...baseColumns(),
    title: text('title').notNull(),
    description: text('description'),
    startDate: timestamptz('start_date').notNull(),
    endDate: timestamptz('end_date').notNull(),
    location: text('location'),
    attendees: jsonb('attendees').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    isImportant: boolean('is_important').notNull().default(false),
    createdBy: text('created_by').notNull(),
  },
  (t) => [
    index('events_store_version_idx').on(t.storeId, t.version),
    index('events_store_start_date_idx').on(t.storeId, t.startDate),
  ],
);

export const mobileOrders = pgTable(
  'mobile_orders',
  {
    ...baseColumns(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    items: jsonb('items').notNull(),
    total: integer('total').notNull(),
    pickupTime: timestamptz('pickup_time').notNull(),
    status: text('status').notNull(),
    notes: text('notes'),
  },
  (t) => [
    index('mobile_orders_store_version_idx').on(t.storeId, t.version),
    index('mobile_orders_store_status_idx').on(t.storeId, t.status),
    index('mobile_orders_store_pickup_time_idx').on(t.storeId, t.pickupTime),
  ],
);

export const customOrders = pgTable(
  'custom_orders',
  {
    ...baseColumns(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    description: text('description').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    price: integer('price').notNull(),
    deposit: integer('deposit').notNull(),
    status: text('status').notNull(),
    notes: text('notes'),
    createdBy: text('created_by').notNull(),
  },
  (t) => [
    index('custom_orders_store_version_idx').on(t.storeId, t.version),
    index('custom_orders_store_status_idx').on(t.storeId, t.status),
    index('custom_orders_store_due_date_idx').on(t.storeId, t.dueDate),
  ],
);

/**
 * A registered browser (ARCHITECTURE §5). Its cookie holds a random token; only the token's sha256 is stored.
 * `last_mutation_id` advances in the same transaction as each applied mutation, so a retry is recognised.
 */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    tokenHash: text('token_hash').notNull(),
    /** The registering browser's User-Agent, as it sent it: read into words for people, never shown as it is. */
    name: text('name').notNull(),
    /** The till's name as an admin set it ('Counter 1'); null until someone names it. */
    label: text('label'),
    createdAt: timestamptz('created_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    lastMutationId: bigint('last_mutation_id', { mode: 'number' }).notNull().default(0),
    /**
     * True only for devices registered before mutations were signed: they may still push the unsigned changes
     * queued by the older app, under the old rule, until their first signed change arrives (docs/sync.md).
     */
    acceptsUnsigned: boolean('accepts_unsigned').notNull().default(false),
    /** Changes waiting in the till's outbox when it last pulled, as it reported them; null before it did. */
    pendingChanges: integer('pending_changes'),
    pendingReportedAt: timestamptz('pending_reported_at'),
  },
  (t) => [uniqueIndex('devices_token_hash_key').on(t.tokenHash), index('devices_store_idx').on(t.storeId)],
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

/** The answer each handled mutation got, so a duplicate gets the very same answer. */
export const deviceMutations = pgTable(
  'device_mutations',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id),
    mutationId: bigint('mutation_id', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    result: jsonb('result').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.mutationId] })],
);

/**
 * Rejected sale mutations, kept for a manager to see: a sale is never dropped silently. `data` is `json`, not
 * `jsonb`: json keeps the text as sent, so it stores what jsonb refuses (a "\u0000" escape, an unpaired
 * surrogate) and the quarantine can hold any sale a till pushes. `actor_id` is null when the mutation named no
 * valid user id.
 */
export const quarantinedSales = pgTable(
  'quarantined_sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id),
    actorId: uuid('actor_id'),
    mutationId: bigint('mutation_id', { mode: 'number' }).notNull(),
    data: json('data'),
    reason: text('reason').notNull(),
    message: text('message').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('quarantined_sales_store_created_idx').on(t.storeId, t.createdAt)],
);

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
