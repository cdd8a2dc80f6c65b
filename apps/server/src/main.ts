import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { systemClock } from './clock.js';
import { type DatabaseHandle, openDatabase } from './db/open-database.js';
import { favourSmallHeap } from './db/pglite-settings.js';
import { EnvError, parseEnv } from './env.js';
import { seedDatabase } from './seed/seed-database.js';
import { trustProxyWarning } from './trust-proxy.js';

/** The process entry point: the only file that reads process.env or handles signals. */
async function main(): Promise<void> {
  const env = parseEnv(process.env, process.cwd());
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  let stopping = false;

  // Installed before anything opens, so a SIGTERM during start-up (e.g. mid-migration) still closes the
  // database cleanly instead of killing the process with PGlite half-written.
  const stop = async (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    app?.log.info({ reason }, 'shutting down');
    try {
      await app?.close();
      await database?.close();
      app?.log.info('stopped');
    } catch (error) {
      app?.log.error({ err: error }, 'shutdown failed');
      exitCode = 1;
    }
    process.exit(exitCode);
  };
  process.once('SIGTERM', () => void stop('SIGTERM', 0));
  process.once('SIGINT', () => void stop('SIGINT', 0));

  // The embedded database shares this process's memory, and its box is often small (docs/operations.md).
  if (!('url' in env.database)) favourSmallHeap();
  // `app` is read when a warning comes, by then the app and its logger exist.
  database = await openDatabase(env.database, {
    warn: (error, message) => app?.log.warn({ err: error }, message),
  });
  app = await buildApp({
    db: database.db,
    dbKind: database.kind,
    notifications: database.notifications,
    dataDisk:
      'dataDir' in env.database
        ? { dir: env.database.dataDir, minFreeBytes: env.minFreeDiskBytes }
        : undefined,
    clock: systemClock,
    config: env.config,
    logger: { level: env.logLevel },
  });
  const log = app.log;
  const proxyWarning = trustProxyWarning(env.config.trustProxy, env.host);
  if (proxyWarning) log.warn(proxyWarning);
  try {
    log.info(
      { db: database.kind, ...('dataDir' in env.database ? { dataDir: env.database.dataDir } : {}) },
      'database open',
    );
    await database.migrate();
    log.info('migrations applied');
    log.info(await app.files.prepareStorage(), 'file storage ready');
    if (stopping) return;
    const seeded = await seedDatabase({ db: database.db, clock: systemClock, demo: env.config.demo });
    log.info({ ...seeded, demo: env.config.demo }, 'seed checked');
    if (stopping) return;
    await app.listen({ port: env.port, host: env.host });
    schedulePurge(app, env.config.tombstoneRetentionDays);
  } catch (error) {
    if (stopping) return;
    log.fatal({ err: error }, 'could not start');
    await stop('start-up failed', 1);
  }
}

const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Purges old tombstones and removes files nothing refers to, now and daily; a failure is logged and tried again
 * the next day.
 */
function schedulePurge(app: FastifyInstance, retentionDays: number): void {
  const purge = async () => {
    await app.sync
      .purgeTombstones(retentionDays)
      .then((result) => app.log.info({ ...result, retentionDays }, 'tombstones purged'))
      .catch((error: unknown) => app.log.error({ err: error }, 'tombstone purge failed'));
    await app.files
      .sweepUnreferenced()
      .then((result) => app.log.info(result, 'unreferenced files removed'))
      .catch((error: unknown) => app.log.error({ err: error }, 'file sweep failed'));
  };
  void purge();
  const timer = setInterval(purge, PURGE_INTERVAL_MS);
  // unref: the timer never keeps a stopping process alive.
  timer.unref();
}

main().catch((error: unknown) => {
  // Before the logger exists (bad environment, database unreachable): say why plainly and exit non-zero.
  if (error instanceof EnvError) console.error(error.message);
  else console.error('Could not start the server:', error);
  process.exit(1);
});
