import { statfs } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

/** The folder of the embedded database, and the free space its disk must keep. */
export interface DataDisk {
  dir: string;
  minFreeBytes: number;
}

export type HealthProblem =
  | { code: 'database_unavailable'; cause: unknown }
  | { code: 'disk_nearly_full'; freeBytes: number; minFreeBytes: number };

/** A round trip that takes longer than this counts as a database that is away. */
const ROUND_TRIP_DEADLINE_MS = 3_000;

/**
 * What /api/health checks, cheapest first:
 * - a round trip to the database, with a deadline, so a load balancer stops sending tills to a server whose
 *   database is gone or hangs;
 * - for the embedded database, the free space on the data folder's disk. PGlite on a full disk refuses writes and,
 *   once a checkpoint fails for want of space, hangs the whole process for good (measured with PGlite 0.5 on a
 *   full tmpfs: every later query spins, even after space is freed). A write probe would not see it coming: a
 *   small write or a rolled-back transaction still succeeds on a full disk (PostgreSQL writes its pages later), so
 *   health warns while there is still room.
 */
export async function checkHealth(db: Database, disk: DataDisk | undefined): Promise<HealthProblem | null> {
  let deadline: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.execute(sql`select 1`),
      new Promise((_, reject) => {
        deadline = setTimeout(
          () => reject(new Error(`No answer from the database within ${ROUND_TRIP_DEADLINE_MS} ms`)),
          ROUND_TRIP_DEADLINE_MS,
        );
      }),
    ]);
  } catch (cause) {
    return { code: 'database_unavailable', cause };
  } finally {
    clearTimeout(deadline);
  }
  if (disk) {
    const stats = await statfs(disk.dir);
    // bavail, not bfree: the blocks an unprivileged process may use, as the server usually is one.
    const freeBytes = stats.bavail * stats.bsize;
    if (freeBytes < disk.minFreeBytes) {
      return { code: 'disk_nearly_full', freeBytes, minFreeBytes: disk.minFreeBytes };
    }
  }
  return null;
}
