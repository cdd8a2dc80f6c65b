import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { type ActorSigningKey, generateActorKey, signMutation } from '../auth/actor-key';
import { type CafeDb, openCafeDb } from '../db';
import type { RepositoryDeps } from '../repositories/local-writer';
import { createRepositories } from '../repositories/repositories';
import type { createFakeSyncServer } from './fake-sync-server';
import type { LockProvider } from './lock-provider';
import type { SyncTimers } from './sync-engine';

export const STORE_ID = '5e1f2c3d-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
export const ACTOR_ID = '0b7f6c1e-9d4e-4c59-9a63-6f2f1a3c0a01';
export const NOW = '2026-03-14T10:00:00.000Z';

let databases = 0;

/** A database on its own fresh IndexedDB, so tests share nothing. */
export function freshDb(): CafeDb {
  databases++;
  return openCafeDb(`cafeposdb-test-${databases}`, { indexedDB: new IDBFactory(), IDBKeyRange });
}

/** One signing key for the tests of this realm, as a signed-in user's would be (checked on the server's side). */
let testKey: Promise<ActorSigningKey> | null = null;

/** Signs as whoever acts, as the app does for the user signed in on it. */
export const testSignerFor: RepositoryDeps['signerFor'] = async () => {
  testKey ??= generateActorKey(crypto).then(({ keyId, privateKey }) => ({ keyId, privateKey }));
  const key = await testKey;
  return (mutation) => signMutation(crypto, key, mutation);
};

export function testRepositories(db: CafeDb, overrides: Partial<RepositoryDeps> = {}) {
  return createRepositories({
    db,
    now: () => new Date(NOW),
    newId: () => crypto.randomUUID(),
    currentUserId: () => ACTOR_ID,
    signerFor: testSignerFor,
    onCommitted: () => {},
    onLocalWriteError: () => {},
    ...overrides,
  });
}

/** Timers that fire only when the test says so; `pending` shows what is scheduled and for how long. */
export function manualTimers() {
  let next = 1;
  const pending = new Map<number, { callback: () => void; ms: number }>();
  const timers: SyncTimers = {
    setTimeout(callback, ms) {
      const handle = next++;
      pending.set(handle, { callback, ms });
      return handle;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    pending,
    delays: () => [...pending.values()].map((timer) => timer.ms),
    /** Fires every timer scheduled for at most `maxMs` (the retry, not the 30 s tick). */
    fire(maxMs: number) {
      for (const [handle, timer] of [...pending]) {
        if (timer.ms > maxMs) continue;
        pending.delete(handle);
        timer.callback();
      }
    },
  };
}

/** One lock per name inside one JavaScript realm: requests queue in order, as Web Locks do. */
export function memoryLocks(): LockProvider {
  const tails = new Map<string, Promise<void>>();
  return {
    request(name, signal, holder) {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(() => {
        if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
        return holder();
      });
      tails.set(
        name,
        run.catch(() => {}),
      );
      return run;
    },
  };
}

type FakeSyncServer = ReturnType<typeof createFakeSyncServer>;

/** Products (the till scope) at versions 1…products, then tasks (the history) after them. */
export function seedProductsThenTasks(server: FakeSyncServer, products: number, tasks = 0): void {
  for (let index = 0; index < products; index++)
    server.seed('product', crypto.randomUUID(), {
      name: `P${index}`,
      category: 'beverages',
      price: 300,
      description: null,
      available: true,
    });
  for (let index = 0; index < tasks; index++)
    server.seed('task', crypto.randomUUID(), {
      title: `Task ${index}`,
      description: null,
      dueDate: null,
      completed: false,
      completedAt: null,
      priority: 'medium',
      category: 'daily',
      repeat: 'none',
      createdBy: ACTOR_ID,
    });
}

/** The pulls the server was asked for, as 'scope@cursor' (and ' pending=N' with `pending`). */
export function pullsAskedOf(server: FakeSyncServer, options: { pending?: boolean } = {}): string[] {
  return server.requests
    .filter((request) => request.path === '/api/sync/pull')
    .map((request) => {
      const query = new URLSearchParams(request.query);
      const pending = options.pending && query.has('pending') ? ` pending=${query.get('pending')}` : '';
      return `${query.get('scope')}@${query.get('cursor')}${pending}`;
    });
}
