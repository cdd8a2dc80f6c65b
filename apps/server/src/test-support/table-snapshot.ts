import type { Database } from '../db/database.js';

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

export interface TableSnapshot {
  /** Puts every table back as it was when the snapshot was taken, as restoring a backup does. */
  restore(): Promise<void>;
}

/**
 * A copy of every table of the public schema in a schema of its own: a backup in miniature, on PGlite and
 * PostgreSQL alike. `restore` empties the tables and copies the rows back, in one transaction.
 */
export async function takeTableSnapshot(db: Database, schema: string): Promise<TableSnapshot> {
  const tables = rowsOf(
    await db.execute("select tablename from pg_tables where schemaname = 'public' order by tablename"),
  ).map((row) => String(row.tablename));
  await db.execute(`drop schema if exists ${schema} cascade`);
  await db.execute(`create schema ${schema}`);
  for (const table of tables) {
    await db.execute(`create table ${schema}."${table}" as table public."${table}"`);
  }
  return {
    async restore() {
      const list = tables.map((table) => `public."${table}"`).join(', ');
      // One transaction, so on PostgreSQL every statement runs on the connection whose setting is changed (a pool
      // hands out any); foreign keys are not checked while the copies go back in, whatever their order.
      await db.transaction(async (tx) => {
        await tx.execute('set local session_replication_role = replica');
        await tx.execute(`truncate ${list}`);
        for (const table of tables) {
          await tx.execute(`insert into public."${table}" select * from ${schema}."${table}"`);
        }
      });
    },
  };
}
