import type { SyncEntity } from '@cafe/domain';
import {
  cashups,
  customOrders,
  events,
  expenses,
  mobileOrders,
  products,
  sales,
  shifts,
  stores,
  tasks,
  users,
} from '../db/schema.js';

/** The table behind each synced entity. The store settings are the store's own row (its storeId is its id). */
export const ENTITY_TABLES = {
  user: users,
  product: products,
  sale: sales,
  expense: expenses,
  cashup: cashups,
  shift: shifts,
  task: tasks,
  event: events,
  mobileOrder: mobileOrders,
  customOrder: customOrders,
  storeSettings: stores,
} as const satisfies Record<SyncEntity, unknown>;

export type EntityTable = (typeof ENTITY_TABLES)[SyncEntity];

/** The column that says which store a row belongs to. */
export function storeColumnOf(entity: SyncEntity) {
  const table = ENTITY_TABLES[entity];
  return 'storeId' in table ? table.storeId : table.id;
}

/** Server-only columns that never leave it: the password hash and the bookkeeping of sync itself. */
const PRIVATE_FIELDS = new Set(['passwordHash', 'fieldVersions', 'purgedThroughVersion']);

export type DbRow = Record<string, unknown>;

/**
 * A stored row in the domain's row shape: camelCase (Drizzle's keys are the domain's field names), timestamps as
 * ISO strings, no private columns. A sale's absent discount is left out, as its schema has it optional.
 */
export function toDomainRow(entity: SyncEntity, row: DbRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (PRIVATE_FIELDS.has(key)) continue;
    if (entity === 'sale' && key === 'discount' && value === null) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  if (entity === 'storeSettings') out.storeId = row.id;
  return out;
}
