import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import {
  type AppConfig,
  DEFAULT_BODY_LIMIT_BYTES,
  DEFAULT_FILE_QUOTA_BYTES,
  DEFAULT_TOMBSTONE_RETENTION_DAYS,
} from '../app-config.js';
import type { Sleep } from '../auth/login-rate-limit.js';
import type { DataDisk } from '../health/health-check.js';
import { seedDatabase } from '../seed/seed-database.js';
import { newActorKey, rememberActorKey } from './actor-signing.js';
import { createTestClock, type TestClock } from './test-clock.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export const TEST_TIME_ZONE = 'America/Chicago';

export interface TestAppOptions {
  demo?: boolean;
  config?: Partial<AppConfig>;
  clock?: TestClock;
  /** How sign-in waits out its per-email slowdown (a real timer when omitted). */
  sleep?: Sleep;
  /** A data folder whose disk /api/health watches, as main.ts passes for the embedded database. */
  dataDisk?: DataDisk;
  /** How long a network printer may take (printing tests shorten it). */
  printerTimeoutMs?: number;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  clock: TestClock;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The app on a fresh, migrated and seeded database with a fixed clock, as main.ts would start it.
 * The sign-in limit is raised so that a file's many logins do not trip it; its own test uses the default.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const demo = options.demo ?? true;
  const clock = options.clock ?? createTestClock();
  const database = await createTestDatabase();
  // As main.ts decides: the embedded database keeps file bytes in a folder of their own, PostgreSQL in itself.
  const filesDir = database.kind === 'pglite' ? await mkdtemp(join(tmpdir(), 'cafe-files-')) : null;
  await seedDatabase({ db: database.db, clock, demo, timeZone: TEST_TIME_ZONE });
  const config: AppConfig = {
    demo,
    secureCookies: false,
    trustProxy: false,
    webRoot: join(import.meta.dirname, 'no-web-app-here'),
    loginAttemptsPerMinute: 1000,
    bodyLimitBytes: DEFAULT_BODY_LIMIT_BYTES,
    tombstoneRetentionDays: DEFAULT_TOMBSTONE_RETENTION_DAYS,
    filesDir,
    fileQuotaBytes: DEFAULT_FILE_QUOTA_BYTES,
    ...options.config,
  };
  const app = await buildApp({
    db: database.db,
    dbKind: database.kind,
    notifications: database.notifications,
    dataDisk: options.dataDisk,
    clock,
    config,
    sleep: options.sleep,
    printerTimeoutMs: options.printerTimeoutMs,
  });
  await app.files.prepareStorage();
  return {
    app,
    database,
    clock,
    config,
    close: async () => {
      await app.close();
      await database.destroy();
      if (filesDir) await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** The `cafe_session` cookie a response set, as a Cookie request header value. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'cafe_session');
  if (!cookie) throw new Error(`No cafe_session cookie in the response (status ${response.statusCode})`);
  return `cafe_session=${cookie.value}`;
}

/**
 * Signs in as the web app does, with a new actor key that later pushes of this user are signed with. `cookie` is
 * what the browser sends along: a till's device cookie, when it signs in on a registered till.
 */
export async function login(app: FastifyInstance, email: string, password: string, cookie?: string) {
  const key = newActorKey();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, actorKey: key.publicKey },
    ...(cookie ? { headers: { cookie } } : {}),
  });
  if (response.statusCode === 200) rememberActorKey(response.json().user.id, key);
  return response;
}
