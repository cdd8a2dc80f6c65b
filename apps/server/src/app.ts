import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './app-config.js';
import { type Sleep, timerSleep } from './auth/login-rate-limit.js';
import { authRoutes } from './auth/routes.js';
import { createAuthService } from './auth/service.js';
import { createUserAdmin } from './auth/user-admin.js';
import { userRoutes } from './auth/user-routes.js';
import type { Clock } from './clock.js';
import type { Database, DatabaseKind } from './db/database.js';
import type { DatabaseNotifications } from './db/postgres-notifications.js';
import { deviceRoutes } from './devices/routes.js';
import { createDeviceService } from './devices/service.js';
import { fileRoutes } from './files/routes.js';
import { createFileService, type FileService } from './files/service.js';
import type { DataDisk } from './health/health-check.js';
import { healthRoutes } from './health/routes.js';
import { readServerVersion } from './health/server-version.js';
import { registerCompression } from './http/compression.js';
import { errorHandler } from './http/error-handler.js';
import { webAppScriptHashes } from './http/inline-script-hashes.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { hasWebApp, isSpaRoute, registerWebApp } from './http/web-app.js';
import { printingRoutes } from './printing/routes.js';
import { PRINTER_TIMEOUT_MS, sendToPrinter } from './printing/send-to-printer.js';
import { createPrintingService } from './printing/service.js';
import { createDeviceStreams } from './sync/device-streams.js';
import { syncEventsRoute } from './sync/events-route.js';
import { syncRoutes } from './sync/routes.js';
import { createSyncService, type SyncService } from './sync/service.js';
import { createStoreChanges } from './sync/store-changes.js';
import { beginSyncHistories } from './sync/sync-history.js';
import { fastifyTrustProxy } from './trust-proxy.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sync service, for main.ts's scheduled tombstone purge. */
    sync: SyncService;
    /** The file service, for main.ts's start-up step and daily sweep of files nothing refers to. */
    files: FileService;
  }
}

export interface AppDependencies {
  db: Database;
  dbKind: DatabaseKind;
  clock: Clock;
  config: AppConfig;
  /** PostgreSQL's NOTIFY, so a push on one server process nudges the tills following another (store-changes.ts). */
  notifications?: DatabaseNotifications | null;
  /** The embedded database's folder and the free space /api/health insists on (none on PostgreSQL). */
  dataDisk?: DataDisk;
  /** How sign-in waits out its per-email slowdown; a timer unless a test records the waits instead. */
  sleep?: Sleep;
  /** How often an open change stream sends a heartbeat and checks its device is still live; 25 s when omitted. */
  streamHeartbeatMs?: number;
  /** How long a network printer may take to take a print job; 5 s when omitted. */
  printerTimeoutMs?: number;
  /** Fastify's logger options (pino); off when omitted. */
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole HTTP app from its dependencies; nothing is read from globals, so tests build their own. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { db, dbKind, clock, config } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  acceptEmptyJsonBodies(app);

  const serveWebApp = hasWebApp(config.webRoot);
  await registerSecurityHeaders(app, {
    https: config.secureCookies,
    scriptHashes: webAppScriptHashes(config.webRoot, serveWebApp),
  });
  await registerCompression(app);
  await app.register(cookie);

  await app.register(healthRoutes, { db, dbKind, version: readServerVersion(), dataDisk: deps.dataDisk });
  const devices = createDeviceService({ db, clock });
  const auth = createAuthService({ db, clock, config, liveDeviceId: devices.liveDeviceId });
  await app.register(authRoutes, {
    auth,
    secureCookies: config.secureCookies,
    loginAttemptsPerMinute: config.loginAttemptsPerMinute,
    clock,
    sleep: deps.sleep ?? timerSleep,
  });
  // A change stream's device may be revoked while it is open; the streams' bookkeeping ends it (events-route.ts).
  const streams = createDeviceStreams();
  await app.register(deviceRoutes, {
    db,
    clock,
    devices,
    secureCookies: config.secureCookies,
    onRevoked: (deviceId) => streams.endDevice(deviceId),
  });
  const sync = createSyncService({ db, clock });
  app.decorate('sync', sync);
  // Every start begins a new stretch of each store's history, so a backup restored under it is told apart.
  app.addHook('onReady', () => beginSyncHistories(db, clock));
  const changes = createStoreChanges(deps.notifications);
  app.addHook('onClose', async () => changes.stop());
  await app.register(syncRoutes, { db, clock, devices, sync, changes });
  await app.register(syncEventsRoute, { devices, changes, streams, heartbeatMs: deps.streamHeartbeatMs });
  await app.register(userRoutes, {
    db,
    clock,
    userAdmin: createUserAdmin({ db, clock }),
    changes,
    loginAttemptsPerMinute: config.loginAttemptsPerMinute,
    sleep: deps.sleep ?? timerSleep,
  });
  const files = createFileService({
    db,
    clock,
    filesDir: config.filesDir,
    quotaBytes: config.fileQuotaBytes,
  });
  app.decorate('files', files);
  await app.register(fileRoutes, { db, clock, files });
  const printerTimeoutMs = deps.printerTimeoutMs ?? PRINTER_TIMEOUT_MS;
  const printing = createPrintingService({
    db,
    clock,
    send: (address, bytes) => sendToPrinter(address, bytes, printerTimeoutMs),
  });
  await app.register(printingRoutes, { db, clock, devices, printing });

  if (serveWebApp) await registerWebApp(app, config.webRoot);
  app.log.info(
    { webRoot: config.webRoot },
    serveWebApp ? 'serving the web app' : 'no built web app found; serving the API only',
  );

  app.setNotFoundHandler((request, reply) => {
    if (serveWebApp && isSpaRoute(request.method, request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ error: 'Not found' });
  });

  return app;
}

/**
 * `fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' } })` with no body is common
 * (sign-out); treat it as no body instead of a 400. Anything else goes through Fastify's safe JSON parser.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
