/** The tills (registered browsers), the answers their mutations got, and the sales the server refused. */
import {
  bigint,
  boolean,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';
import { stores } from './store.js';

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
 * Rejected sale and refund mutations, kept for a manager to see: money moved is never dropped silently. `data` is `json`, not
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
    /** The entity the mutation named ('sale', 'refund'): rows before migration 0019 are all sales. */
    entity: text('entity').notNull().default('sale'),
    data: json('data'),
    reason: text('reason').notNull(),
    message: text('message').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('quarantined_sales_store_created_idx').on(t.storeId, t.createdAt)],
);
