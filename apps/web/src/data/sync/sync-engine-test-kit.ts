/**
 * The sync engine tests' world, made afresh before each test of a file that calls `useSyncEngineWorld()`: a database,
 * a fake server, manual timers, and a till that is online and signed in (`connection`). `engine()` builds an engine
 * on it and `started()` one that has started and synced once; every engine built is stopped after the test.
 */
import type { Cents } from '@cafe/domain';
import { afterEach, beforeEach, vi } from 'vitest';
import type { CafeDb } from '../db';
import { createFakeSyncServer, type FakeSyncServer } from './fake-sync-server';
import { createSyncEngine, type SyncEngine, type SyncEngineDeps } from './sync-engine';
import { freshDb, manualTimers, memoryLocks, NOW, STORE_ID } from './test-kit';

export const tea = { name: 'Tea', price: 300 as Cents };

export let db: CafeDb;
export let server: FakeSyncServer;
export let clock: ReturnType<typeof manualTimers>;
/** What the engines are told: both true at the start of each test. */
export const connection = { online: true, signedIn: true };
const engines: SyncEngine[] = [];

export function useSyncEngineWorld(): void {
  beforeEach(() => {
    db = freshDb();
    server = createFakeSyncServer({ storeId: STORE_ID });
    clock = manualTimers();
    connection.online = true;
    connection.signedIn = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(async () => {
    await Promise.all(engines.splice(0).map((created) => created.stop()));
  });
}

export function engine(overrides: Partial<SyncEngineDeps> = {}): SyncEngine {
  const created = createSyncEngine({
    db,
    fetch: server.fetch,
    now: () => new Date(NOW),
    timers: clock.timers,
    random: () => 0.5,
    locks: memoryLocks(),
    isOnline: () => connection.online,
    isSignedIn: () => connection.signedIn,
    options: { pullLimit: 2 },
    ...overrides,
  });
  engines.push(created);
  return created;
}

export async function started(overrides: Partial<SyncEngineDeps> = {}): Promise<SyncEngine> {
  const created = engine(overrides);
  created.start();
  await created.syncNow();
  return created;
}
