import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';
import { devices } from './devices.js';
import { stores } from './store.js';

/**
 * The store's network receipt printers (raw TCP, port 9100 as a rule), kept by an admin. The server sends print jobs
 * only to an address listed here, so a till cannot make it open a connection anywhere else.
 */
export const networkPrinters = pgTable(
  'network_printers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('network_printers_store_idx').on(t.storeId)],
);

/**
 * Each print job a till sent through the server, by the till's own job id: a retry of the same id never prints twice.
 * `status` is 'sending' while the bytes are on their way, 'printed' once the printer took them, 'failed' when it did
 * not answer (a retry may claim it again).
 */
export const printJobs = pgTable('print_jobs', {
  id: uuid('id').primaryKey(),
  storeId: uuid('store_id')
    .notNull()
    .references(() => stores.id),
  deviceId: uuid('device_id')
    .notNull()
    .references(() => devices.id),
  printerId: uuid('printer_id').notNull(),
  status: text('status').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});
