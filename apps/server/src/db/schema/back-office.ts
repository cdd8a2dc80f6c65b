/** The back office's records: expenses and the day's cash-up. */
import { boolean, date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';
import { baseColumns, insertOnlyColumns } from './synced-columns.js';

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

/**
 * A till's cash drawer from its counted float to its closing count (issue 34): opened once, closed once by an
 * update, final once closed. One open session per device (entity-rules.ts).
 */
export const drawerSessions = pgTable(
  'drawer_sessions',
  {
    ...baseColumns(),
    deviceId: uuid('device_id').notNull(),
    openedBy: text('opened_by').notNull(),
    openedAt: timestamptz('opened_at').notNull(),
    openingFloat: integer('opening_float').notNull(),
    closedBy: text('closed_by'),
    closedAt: timestamptz('closed_at'),
    countedCash: integer('counted_cash'),
    /** [{ value, count }] when counted by denomination; null when a total was typed. */
    denominations: jsonb('denominations'),
    expectedCash: integer('expected_cash'),
    note: text('note'),
  },
  (t) => [
    index('drawer_sessions_store_version_idx').on(t.storeId, t.version),
    index('drawer_sessions_store_device_idx').on(t.storeId, t.deviceId),
  ],
);

/** A pay-in, pay-out or "No sale" of a drawer session: insert-only, never changed. */
export const drawerEvents = pgTable(
  'drawer_events',
  {
    ...insertOnlyColumns(),
    sessionId: uuid('session_id').notNull(),
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason'),
    expenseId: uuid('expense_id'),
    createdBy: text('created_by').notNull(),
    occurredAt: timestamptz('occurred_at').notNull(),
  },
  (t) => [
    index('drawer_events_store_version_idx').on(t.storeId, t.version),
    index('drawer_events_session_idx').on(t.sessionId),
  ],
);
