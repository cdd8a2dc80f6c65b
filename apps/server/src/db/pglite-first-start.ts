import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PGLITE_START_PARAMS } from './pglite-settings.js';

/**
 * Creates the PGlite cluster in `dataDir` in a child process that exits when it is done, if none is there yet.
 *
 * Why a child: PGlite's first open runs initdb in a second PGlite instance and copies the new cluster across, which
 * takes about 750 MB; closing both gives the WebAssembly heaps back but the process keeps most of the rest (the
 * allocator does not return it), so a server that ran initdb itself sat on ~600 MB before its first request. Done
 * in a child, all of it goes back to the OS when the child exits, and the server opens a ready cluster like on
 * every later start.
 */
export async function createPgliteClusterIfMissing(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  // CommonJS entry resolved here, so the child needs no module resolution of its own (works from src and dist).
  const pglitePath = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `const { PGlite } = require(process.argv[1]);
(async () => {
  const db = new PGlite(process.argv[2], { startParams: JSON.parse(process.argv[3]) });
  await db.waitReady;
  await db.close();
})().catch((error) => { console.error(error); process.exit(1); });`;
  const child = spawn(
    process.execPath,
    ['-e', script, pglitePath, dataDir, JSON.stringify(PGLITE_START_PARAMS)],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4096);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new Error(`Could not create the database in ${dataDir}: ${errors.trim()}`);
}
