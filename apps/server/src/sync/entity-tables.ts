import { MILLI_PERCENT_PER_BASIS_POINT, SYNC_ENTITIES, type SyncEntity } from '@cafe/domain';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  cashups,
  customOrders,
  discountPresets,
  drawerEvents,
  drawerSessions,
  events,
  expenses,
  mobileOrders,
  modifierGroups,
  products,
  refunds,
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
  modifierGroup: modifierGroups,
  discountPreset: discountPresets,
  drawerSession: drawerSessions,
  drawerEvent: drawerEvents,
  sale: sales,
  refund: refunds,
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

/** A row of an entity as its table stores it (timestamps as Dates, private columns included). */
export type StoredRow<E extends SyncEntity> = (typeof ENTITY_TABLES)[E]['$inferSelect'];

/** The column that says which store a row belongs to. */
export function storeColumnOf(entity: SyncEntity) {
  const table = ENTITY_TABLES[entity];
  return 'storeId' in table ? table.storeId : table.id;
}

/** The field of a stored row that holds its store's id (storeColumnOf's key). */
export function storeKeyOf(entity: SyncEntity): 'storeId' | 'id' {
  return 'storeId' in ENTITY_TABLES[entity] ? 'storeId' : 'id';
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
  const legacy = FOR_OLDER_TILLS[entity];
  if (legacy && typeof row[legacy.from] === 'number') {
    out[legacy.field] = Math.round((row[legacy.from] as number) / legacy.divisor);
  }
  return out;
}

/** Each entity's timestamp columns, which the domain has as ISO strings and the driver takes as Dates. */
const TIMESTAMP_FIELDS = new Map<SyncEntity, ReadonlySet<string>>(
  SYNC_ENTITIES.map((entity) => {
    const columns = Object.entries(getTableColumns(ENTITY_TABLES[entity]) as Record<string, PgColumn>);
    return [
      entity,
      new Set(columns.filter(([, column]) => column.columnType === 'PgTimestamp').map(([key]) => key)),
    ];
  }),
);

/**
 * Values in the domain's shape (an entity module's, an update's data) as the entity's table stores them: a timestamp
 * takes a Date where the domain has an ISO string.
 */
export function toStoredValues(entity: SyncEntity, values: Record<string, unknown>): DbRow {
  const timestamps = TIMESTAMP_FIELDS.get(entity);
  const stored: DbRow = {};
  for (const [key, value] of Object.entries(values)) {
    stored[key] = timestamps?.has(key) && typeof value === 'string' ? new Date(value) : value;
  }
  return stored;
}

/** Column types the database renders in JSON exactly as toDomainRow has them (after the driver's parsing). */
const RENDERED_AS_STORED = new Set([
  'PgUUID',
  'PgText',
  'PgInteger',
  'PgBigInt53',
  'PgBoolean',
  'PgJsonb',
  'PgDateString',
]);

/**
 * Fields a pulled row still carries for tills running the app from before a rename, until they update (the app
 * updates on its next load): without it such a till would read no rate and charge its built-in default. A whole
 * number of basis points is what it can hold; a three-decimal rate reaches it rounded to the nearest one.
 * docs/sync-protocol.md, "Fields renamed since".
 */
const FOR_OLDER_TILLS: Partial<Record<SyncEntity, { field: string; from: string; divisor: number }>> = {
  storeSettings: { field: 'taxRateBps', from: 'taxRateMilliPercent', divisor: MILLI_PERCENT_PER_BASIS_POINT },
};

/** Fields left out while null, as toDomainRow leaves them. */
const OMITTED_WHEN_NULL: Partial<Record<SyncEntity, string>> = { sale: 'discount' };

function columnJson(column: PgColumn): SQL {
  // toISOString: UTC, milliseconds, 'Z'. Stored microseconds are cut, as the driver's Date cuts them.
  if (column.columnType === 'PgTimestamp') {
    return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  }
  if (RENDERED_AS_STORED.has(column.columnType)) return sql`${column}`;
  // A new column type must be taught here before it can reach a pull, or the two shapes would drift apart.
  throw new Error(`No JSON rendering for ${column.columnType} (${column.name})`);
}

/** A JSON object of the fields, compact (json_build_object would put spaces around every colon). */
function jsonObject(fields: readonly [string, SQL][]): SQL {
  const columns = fields.map(([key, value]) => sql`${value} as ${sql.raw(`"${key}"`)}`);
  return sql`(select row_to_json(fields) from (select ${sql.join(columns, sql`, `)}) as fields)`;
}

function buildRowJson(entity: SyncEntity): SQL {
  const columns = getTableColumns(ENTITY_TABLES[entity]) as Record<string, PgColumn>;
  const fields: [string, SQL][] = [];
  for (const [key, column] of Object.entries(columns)) {
    if (PRIVATE_FIELDS.has(key)) continue;
    if (!/^[A-Za-z]+$/.test(key)) throw new Error(`Unexpected field name ${key}`);
    fields.push([key, columnJson(column)]);
  }
  if (entity === 'storeSettings') fields.push(['storeId', sql`${columns.id}`]);
  const legacy = FOR_OLDER_TILLS[entity];
  const legacyFrom = legacy ? columns[legacy.from] : undefined;
  // round() on numeric goes half away from zero: for a rate (never negative) the same as Math.round.
  if (legacy && legacyFrom)
    fields.push([legacy.field, sql`round(${legacyFrom}::numeric / ${legacy.divisor})::integer`]);
  const omitted = OMITTED_WHEN_NULL[entity];
  if (!omitted) return jsonObject(fields);
  const without = fields.filter(([key]) => key !== omitted);
  return sql`case when ${columns[omitted]} is null then ${jsonObject(without)} else ${jsonObject(fields)} end`;
}

/** Built once, when the server loads: a column type columnJson does not know stops it there, not in a pull. */
const ROW_JSON = new Map<SyncEntity, SQL>(
  SYNC_ENTITIES.map((entity) => [entity, sql`(${buildRowJson(entity)})::text`]),
);

/**
 * A select expression that renders the row as JSON text exactly as JSON.stringify(toDomainRow(entity, row))
 * would parse back, for a pull page the server only concatenates: a 5,000-row page would otherwise be parsed
 * by the driver, mapped, reshaped and serialized again, which is most of the server's work in a first pull.
 */
export function rowJsonSql(entity: SyncEntity): SQL {
  const built = ROW_JSON.get(entity);
  if (!built) throw new Error(`Not a synced entity: ${entity}`);
  return built;
}
