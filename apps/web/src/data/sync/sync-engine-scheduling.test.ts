import { describe, expect, it, vi } from 'vitest';
import { countUnsynced } from './outbox';
import {
  clock,
  connection,
  db,
  engine,
  server,
  started,
  tea,
  useSyncEngineWorld,
} from './sync-engine-test-kit';
import { memoryLocks, testRepositories } from './test-kit';

/**
 * When the engine runs: once more for a write during a sync, as the one leader among engines sharing a lock,
 * never offline or signed out (and what it shows then), and asking for persistent storage at start.
 */

describe('sync engine', () => {
  useSyncEngineWorld();

  it('[CLIENT-8] runs once more when a write lands during a sync (no lost wakeup)', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let pulls = 0;
    const gatedFetch: typeof server.fetch = async (url, init) => {
      if (url.includes('/api/sync/pull') && pulls++ === 0) await gate;
      return server.fetch(url, init);
    };
    const sync = engine({ fetch: gatedFetch });
    const repos = testRepositories(db, { onCommitted: () => sync.wake('write') });
    sync.start();
    const first = sync.syncNow();
    await vi.waitFor(() => expect(pulls).toBe(1));
    await repos.products.create(tea);
    release();
    await first;
    await vi.waitFor(() => expect(server.rows.size).toBe(1));
    await vi.waitFor(async () => expect(await countUnsynced(db)).toBe(0));
  });

  it('[CLIENT-3] lets only one of two engines sharing a lock push; the other takes over when it stops', async () => {
    const locks = memoryLocks();
    const first = engine({ locks });
    const second = engine({ locks });
    first.start();
    second.start();
    await first.syncNow();
    expect(first.getState().role).toBe('leader');
    expect(second.getState().role).toBe('waiting');

    const repos = testRepositories(db);
    await repos.products.create(tea);
    const before = server.requests.length;
    second.wake('write');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests.length).toBe(before);

    await first.stop();
    await second.syncNow();
    expect(second.getState().role).toBe('leader');
    expect(server.rows.size).toBe(1);
  });

  it('does nothing offline and nothing before anyone signs in', async () => {
    connection.online = false;
    const sync = await started();
    expect(server.requests).toEqual([]);
    connection.online = true;
    connection.signedIn = false;
    await sync.syncNow();
    expect(server.requests).toEqual([]);
    expect(sync.getState().phase).toBe('idle');
  });

  it("reads 'offline' (not 'synced', not failed) while changes made offline wait on this device, also after a reload", async () => {
    const sync = await started();
    expect(sync.getState().phase).toBe('synced');
    connection.online = false;
    await testRepositories(db).products.create(tea);
    await sync.syncNow();
    expect(sync.getState()).toMatchObject({ phase: 'offline', error: null });
    // Nothing failed, so nothing is retried: the online event wakes the engine.
    expect(clock.delays().filter((ms) => ms < 30_000)).toEqual([]);
    await sync.stop();

    const reloaded = engine();
    reloaded.start();
    await reloaded.syncNow();
    expect(reloaded.getState().phase).toBe('offline');
    // The time of the last sync that did succeed is still shown beside it once read from meta.
    await vi.waitFor(() => expect(reloaded.getState().lastSyncedAt).not.toBeNull());

    connection.online = true;
    await reloaded.syncNow();
    expect(reloaded.getState().phase).toBe('synced');
    expect(await countUnsynced(db)).toBe(0);
  });

  it('[CLIENT-8] asks for persistent storage once at start', async () => {
    const requestPersistentStorage = vi.fn(async () => true);
    await started({ requestPersistentStorage });
    expect(requestPersistentStorage).toHaveBeenCalledTimes(1);
  });
});
