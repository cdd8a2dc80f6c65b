import type { Role } from '@cafe/domain';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import {
  newActorKey,
  proofFor,
  type TestActorKey,
} from '../../../apps/server/src/test-support/actor-signing';
import { DEMO_PASSWORD } from '../../../apps/server/src/test-support/sync-client';
import { type CafeDb, openCafeDb } from '../../../apps/web/src/data/db';
import { createExpensesRepository } from '../../../apps/web/src/data/repositories/expenses-repository';
import type { RepositoryDeps } from '../../../apps/web/src/data/repositories/local-writer';
import { createProductsRepository } from '../../../apps/web/src/data/repositories/products-repository';
import { createRefundsRepository } from '../../../apps/web/src/data/repositories/refunds-repository';
import { createSalesRepository } from '../../../apps/web/src/data/repositories/sales-repository';
import { createTasksRepository } from '../../../apps/web/src/data/repositories/tasks-repository';
import { createUsersRepository } from '../../../apps/web/src/data/repositories/users-repository';
import {
  createSyncEngine,
  type SyncEngine,
  type SyncEngineOptions,
} from '../../../apps/web/src/data/sync/sync-engine';
import { manualTimers, memoryLocks } from '../../../apps/web/src/data/sync/test-kit';
import {
  createInjectFetch,
  type InjectFetch,
  type InjectFetchOptions,
  type StaleRequest,
} from './inject-fetch';
import { DEMO_EMAILS, type DemoSession, type SimServer } from './sim-server';

const CLIENT_EPOCH = Date.parse('2026-03-14T15:00:00.000Z');

export interface SimDeviceOptions {
  index: number;
  role: Role;
  server: SimServer;
  stale: StaleRequest[];
  /** This till's clock is off by this much; device clocks must never decide anything. */
  clockSkewMs: number;
  observe?: InjectFetchOptions['observe'];
  /** Page sizes and the like, so a small store still pulls in many pages. */
  engineOptions?: Partial<SyncEngineOptions>;
}

export interface SimDevice {
  readonly index: number;
  readonly role: Role;
  readonly db: CafeDb;
  readonly net: InjectFetch;
  /** This till's engine; a reload replaces it. */
  engine: SyncEngine;
  readonly repos: {
    expenses: ReturnType<typeof createExpensesRepository>;
    products: ReturnType<typeof createProductsRepository>;
    refunds: ReturnType<typeof createRefundsRepository>;
    sales: ReturnType<typeof createSalesRepository>;
    tasks: ReturnType<typeof createTasksRepository>;
    users: ReturnType<typeof createUsersRepository>;
  };
  userId(): string;
  online: boolean;
  /** Signs in online through the real endpoint (the session cookie lands in this device's jar). */
  signIn(): Promise<void>;
  /** Takes over a session made earlier through the same endpoint (see SimServer.sessions). */
  useSession(session: DemoSession): void;
  /** Starts the engine (which registers the device) and waits for its first sync. */
  start(): Promise<void>;
  /** One sync run, driven directly: no timer, no backoff wait. */
  sync(): Promise<void>;
  /** The page reloads: the engine stops mid-whatever and a new one starts on the same database and network. */
  reload(): Promise<void>;
  /** Moves this till's clock on a second. */
  tick(): void;
  close(): Promise<void>;
}

/**
 * One simulated till: its own IndexedDB (a separate fake-indexeddb factory), the web app's real repositories and
 * sync engine, and its own cookie jar and faulty network to the one server. Ids are deterministic per device so
 * a replayed failure makes the same rows.
 */
export function createSimDevice(options: SimDeviceOptions): SimDevice {
  const { index, role, server } = options;
  const db = openCafeDb(`cafeposdb-till-${index}`, { indexedDB: new IDBFactory(), IDBKeyRange });
  const net = createInjectFetch({
    app: server.app,
    stale: options.stale,
    ...(options.observe ? { observe: options.observe } : {}),
  });
  let ticks = 0;
  let ids = 0;
  let userId: string | null = null;
  /** The signing key of whoever is signed in, as the browser's signing session would hold it. */
  let actorKey: TestActorKey | null = null;
  const now = () => new Date(CLIENT_EPOCH + options.clockSkewMs + ticks * 1000);
  const newId = () =>
    `${(index + 1).toString(16).padStart(8, '0')}-0000-4000-8000-${(++ids).toString(16).padStart(12, '0')}`;

  const deps: RepositoryDeps = {
    db,
    now,
    newId,
    currentUserId: () => userId,
    signerFor: async (actorId) => {
      const key = actorKey;
      if (actorId !== userId || !key) return undefined;
      return async (mutation) => proofFor(key, mutation);
    },
    // Syncs happen when the model says so (the app would wake the engine here), keeping each run replayable.
    onCommitted: () => {},
    onLocalWriteError: () => {},
  };
  const newEngine = () =>
    createSyncEngine({
      db,
      fetch: net.fetch,
      baseUrl: 'http://cafe.test',
      now,
      // Retry and tick timers are recorded, never fired: every sync is an explicit step of the model.
      timers: manualTimers().timers,
      random: () => 0.5,
      locks: memoryLocks(),
      isOnline: () => device.online,
      isSignedIn: () => userId !== null,
      ...(options.engineOptions ? { options: options.engineOptions } : {}),
    });
  const device: SimDevice = {
    index,
    role,
    db,
    net,
    engine: newEngine(),
    repos: {
      expenses: createExpensesRepository(deps),
      products: createProductsRepository(deps),
      refunds: createRefundsRepository(deps),
      sales: createSalesRepository(deps),
      tasks: createTasksRepository(deps),
      users: createUsersRepository(deps),
    },
    userId() {
      if (!userId) throw new Error(`Till ${index} is not signed in`);
      return userId;
    },
    online: true,
    async signIn() {
      const key = newActorKey();
      const response = await net.fetch('http://cafe.test/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: DEMO_EMAILS[role], password: DEMO_PASSWORD, actorKey: key.publicKey }),
      });
      if (response.status !== 200) throw new Error(`Sign-in of till ${index} failed: ${response.status}`);
      const body = (await response.json()) as { user: { id: string } };
      userId = body.user.id;
      actorKey = key;
    },
    useSession(session) {
      net.setCookie('cafe_session', session.cookie);
      userId = session.userId;
      actorKey = session.actorKey;
    },
    async start() {
      device.engine.start();
      await device.engine.syncNow();
    },
    sync: () => device.engine.syncNow(),
    async reload() {
      await device.engine.stop();
      device.engine = newEngine();
      await device.start();
    },
    tick() {
      ticks++;
    },
    async close() {
      await device.engine.stop();
      db.close();
    },
  };
  return device;
}
