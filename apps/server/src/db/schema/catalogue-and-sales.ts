/** What the till sells and what it sold. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';
import { baseColumns, insertOnlyColumns } from './synced-columns.js';

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
    /** The option groups a sale of it asks for, in order (ids of modifier_groups). */
    modifierGroupIds: jsonb('modifier_group_ids').$type<string[]>().notNull().default([]),
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

/**
 * A product's choices (Size, Milk, Extras). The options live as jsonb on the group: a group is offered, priced and
 * edited whole, and a sale line keeps copies of the options it was sold with.
 */
export const modifierGroups = pgTable(
  'modifier_groups',
  {
    ...baseColumns(),
    name: text('name').notNull(),
    kitchenName: text('kitchen_name'),
    minChoices: integer('min_choices').notNull(),
    maxChoices: integer('max_choices').notNull(),
    repeatable: boolean('repeatable').notNull().default(false),
    options: jsonb('options').notNull(),
  },
  (t) => [index('modifier_groups_store_version_idx').on(t.storeId, t.version)],
);

/** A named discount a cashier applies with one tap (issue 33); a sale keeps a copy of what it applied. */
export const discountPresets = pgTable(
  'discount_presets',
  {
    ...baseColumns(),
    name: text('name').notNull(),
    /** 'percent' or 'amount'. */
    kind: text('kind').notNull(),
    /** Thousandths of a percent for a percent, cents for an amount. */
    value: integer('value').notNull(),
    /** 'line' or 'sale'. */
    scope: text('scope').notNull(),
  },
  (t) => [index('discount_presets_store_version_idx').on(t.storeId, t.version)],
);

/** Sale items live as jsonb on the sale: a sale is written once, whole, and never edited line by line. */
export const sales = pgTable(
  'sales',
  {
    // Insert-only: a refund is a record of its own (refunds), so no field ever changes and none needs a field version.
    ...insertOnlyColumns(),
    items: jsonb('items').notNull(),
    subtotal: integer('subtotal').notNull(),
    tax: integer('tax').notNull(),
    total: integer('total').notNull(),
    discount: integer('discount'),
    /** The sale's own discounts (issue 33), as applied; null for a sale without (and every sale before). */
    discounts: jsonb('discounts'),
    /** The manager's signed approval of discounts above the store's limit; null when none was needed. */
    discountApproval: jsonb('discount_approval'),
    paymentMethod: text('payment_method').notNull(),
    /** Its legs (issue 33, split tender): method, amount, and for cash tendered and change; a tip on any leg. */
    payments: jsonb('payments').notNull(),
    paymentStatus: text('payment_status').notNull(),
    /** A user id, or 'unknown' as spec §6 allows, hence text. */
    createdBy: text('created_by').notNull(),
    /** When the till sold it (domain `saleTime`); created_at is when the server received it. */
    soldAt: timestamptz('sold_at').notNull(),
    /** Options of its lines that were sold out when it arrived: accepted (the till could not know), flagged. */
    soldOutOptionIds: jsonb('sold_out_option_ids').$type<string[]>().notNull().default([]),
    /** The custom order whose deposit or balance it takes (issue 35); null for an ordinary sale. */
    customOrderId: uuid('custom_order_id'),
  },
  (t) => [
    index('sales_store_version_idx').on(t.storeId, t.version),
    index('sales_store_custom_order_idx').on(t.storeId, t.customOrderId),
    index('sales_store_created_at_idx').on(t.storeId, t.createdAt),
    index('sales_store_payment_method_idx').on(t.storeId, t.paymentMethod),
  ],
);

/**
 * A refund (issue 34): insert-only, pointing at a sale and its lines (item id, quantity, cents in `lines`); the sale
 * never changes. Σ refunded ≤ sold per line is checked on push against the refunds already here (entity-rules.ts).
 */
export const refunds = pgTable(
  'refunds',
  {
    ...insertOnlyColumns(),
    saleId: uuid('sale_id').notNull(),
    lines: jsonb('lines').notNull(),
    amount: integer('amount').notNull(),
    /** 'cash' or the sale's own method. */
    method: text('method').notNull(),
    /** 'wrong_order', 'quality', 'mis_tap' or 'other' (with a note). */
    reason: text('reason').notNull(),
    note: text('note'),
    createdBy: text('created_by').notNull(),
    /** When the till made it (domain saleTime); created_at is when the server received it. */
    refundedAt: timestamptz('refunded_at').notNull(),
    /** The manager's signed approval above the staff limit or for an older sale; null when none was needed. */
    approval: jsonb('approval'),
  },
  (t) => [
    index('refunds_store_version_idx').on(t.storeId, t.version),
    index('refunds_store_sale_idx').on(t.storeId, t.saleId),
  ],
);
