import { eq, sql } from 'drizzle-orm';
import type { Database } from './database.js';
import { versionCounters } from './schema.js';

/**
 * The store's next row version. The counter row is locked by the UPDATE until the transaction commits, so
 * versions are handed out in commit order and a pull cursor on version never skips a late commit.
 */
export async function nextVersion(db: Database, storeId: string): Promise<number> {
  const [row] = await db
    .update(versionCounters)
    .set({ lastVersion: sql`${versionCounters.lastVersion} + 1` })
    .where(eq(versionCounters.storeId, storeId))
    .returning({ version: versionCounters.lastVersion });
  if (!row) throw new Error(`No version counter for store ${storeId}`);
  return row.version;
}
