/** Orders taken ahead: mobile pick-ups and custom orders. */
import { date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';
import { baseColumns } from './synced-columns.js';

/** Who last moved an order's status and when (the server's clock): issue 35's "who moved it is recorded". */
const statusMoveColumns = () => ({
  statusChangedBy: text('status_changed_by'),
  statusChangedAt: timestamptz('status_changed_at'),
});

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
    ...statusMoveColumns(),
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
    /** 'HH:mm' in the store's zone; null on an order made before it was asked for. */
    dueTime: text('due_time'),
    price: integer('price').notNull(),
    deposit: integer('deposit').notNull(),
    status: text('status').notNull(),
    notes: text('notes'),
    createdBy: text('created_by').notNull(),
    ...statusMoveColumns(),
  },
  (t) => [
    index('custom_orders_store_version_idx').on(t.storeId, t.version),
    index('custom_orders_store_status_idx').on(t.storeId, t.status),
    index('custom_orders_store_due_date_idx').on(t.storeId, t.dueDate),
  ],
);
