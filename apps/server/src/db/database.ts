import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/**
 * The one Drizzle type the rest of the server uses, whichever driver is underneath (PGlite or node-postgres).
 * A transaction is also a Database, so services take this and work inside or outside one.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';
