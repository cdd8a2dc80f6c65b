import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeMigratedPglite } from './migrated-pglite.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated PGlite data folder of this run (test-database.ts), when one was made. */
    migratedPgliteFile: string | null;
  }
}

/** Shared by every project of one run (server-pglite, integration): they run in this one main process. */
const RUN_SNAPSHOT = Symbol.for('cafe.migratedPgliteFile');
type RunGlobal = typeof globalThis & { [RUN_SNAPSHOT]?: Promise<{ dir: string; file: string }> };

/**
 * Vitest global set-up: makes the migrated PGlite data folder once per run and hands its file to the test
 * processes. Each test file runs in a process of its own, so made there it was made once per file: 34 server files
 * each paid initdb and the migrations, minutes of CPU on two cores, and a start-up hook crowded by it ran past its
 * timeout on a loaded machine.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (project.config.env?.CAFE_TEST_DB === 'postgres') {
    project.provide('migratedPgliteFile', null);
    return undefined;
  }
  const run = globalThis as RunGlobal;
  run[RUN_SNAPSHOT] ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cafe-pglite-snapshot-'));
    const file = join(dir, 'migrated.tar');
    await writeFile(file, new Uint8Array(await (await makeMigratedPglite()).arrayBuffer()));
    return { dir, file };
  })();
  const { dir, file } = await run[RUN_SNAPSHOT];
  project.provide('migratedPgliteFile', file);
  // Teardown runs once every project's files are done; a second project's call finds the folder gone.
  return () => rm(dir, { recursive: true, force: true });
}
