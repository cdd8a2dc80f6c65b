/** Orders taken ahead: mobile pick-ups and custom orders. */
import { date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';
import { baseColumns } from './synced-columns.js';

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
