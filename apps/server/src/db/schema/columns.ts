/** Column kinds the tables share: instants with their zone, raw bytes, the field versions of an editable row. */
import { sql } from 'drizzle-orm';
import { customType, jsonb, timestamp } from 'drizzle-orm/pg-core';

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Raw bytes (files). Drizzle's pg-core has no bytea column, so declare one. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The version at which each field of an editable row last changed, { field: version }; a field not listed has not
 * changed since the row was created. An update made against an older version loses exactly the fields someone
 * else changed since (ARCHITECTURE §4: different fields merge, the same field goes to the server's order).
 */
export const fieldVersions = () =>
  jsonb('field_versions').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`);
