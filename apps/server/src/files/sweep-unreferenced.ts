import { and, eq, lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { expenses, files, users } from '../db/schema.js';
import type { FileBytes } from './file-bytes.js';
import type { KeyedLock } from './keyed-lock.js';

/**
 * How long a file may go unreferenced before it is removed. A till uploads a receipt first and pushes the expense
 * that names it right after, but a push can wait out a long outage; a week covers that with room to spare.
 */
export const UNREFERENCED_FILE_GRACE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Files nothing refers to: no live expense names it as its receipt and no live user as their avatar (a deleted
 * row's file is no longer shown anywhere). A new row that can point at a file must be added here.
 */
function unreferenced() {
  return sql`not exists (select 1 from ${expenses} where ${expenses.storeId} = ${files.storeId} and ${expenses.receiptFileId} = ${files.id} and ${expenses.deletedAt} is null)
    and not exists (select 1 from ${users} where ${users.storeId} = ${files.storeId} and ${users.avatarFileId} = ${files.id} and ${users.deletedAt} is null)`;
}

/**
 * Removes the files nothing has referred to for the grace period since they were last uploaded: the rows in one
 * short statement, then bytes on disk that no store's row names any more, including bytes whose row was never
 * written (the server stopped between the two). Bytes shared with another store's row stay.
 */
export async function sweepUnreferencedFiles(deps: {
  db: Database;
  clock: Clock;
  bytes: FileBytes;
  withLock: KeyedLock;
}): Promise<{ removed: number }> {
  const { db, bytes, withLock } = deps;
  const cutoff = new Date(deps.clock.now().getTime() - UNREFERENCED_FILE_GRACE_DAYS * DAY_MS);
  const gone = await db
    .delete(files)
    .where(and(lt(files.createdAt, cutoff), unreferenced()))
    .returning({ id: files.id });
  if (!bytes.onDisk) return { removed: gone.length };

  const stillNamed = async (hash: string) =>
    (await db.select({ id: files.id }).from(files).where(eq(files.id, hash)).limit(1)).length > 0;
  const removeUnlessNamed = (hash: string) =>
    withLock(hash, async () => {
      if (await stillNamed(hash)) return false;
      await bytes.remove(hash);
      return true;
    });

  for (const hash of new Set(gone.map((row) => row.id))) await removeUnlessNamed(hash);

  // Bytes without any row: read the names once, then re-check each candidate under its lock.
  const named = new Set((await db.selectDistinct({ id: files.id }).from(files)).map((row) => row.id));
  let strays = 0;
  for await (const { hash, writtenAt } of bytes.list()) {
    if (named.has(hash) || writtenAt >= cutoff) continue;
    if (await removeUnlessNamed(hash)) strays++;
  }
  return { removed: gone.length + strays };
}
