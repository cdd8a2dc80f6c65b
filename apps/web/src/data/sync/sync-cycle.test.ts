import { type Cents, type PushRequest, refusalSentence } from '@cafe/domain';
import '../../test/node-blobs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CafeDb } from '../db';
import { fileOf, PDF_BYTES } from '../files/file-fixtures';
import { keepChosenReceipt } from '../files/keep-chosen-receipt';
import { startPullScope } from './apply-server-changes';
import type { CycleOutcome } from './cycle-outcome';
import { createEngineState, type EngineState, type SyncPhase } from './engine-state';
import { createFakeSyncServer, type FakeSyncServer } from './fake-sync-server';
import { createKeptPullScope, type KeptPullScope } from './kept-pull-scope';
import type { RunSignals } from './leadership';
import { readMeta } from './meta';
import { countUnsynced } from './outbox';
import { createPullStore, type PullStore } from './pull-store';
import { createSyncApi } from './sync-api';
import { createSyncCycle, type SyncCycleDeps } from './sync-cycle';
import { freshDb, NOW, STORE_ID, testRepositories } from './test-kit';

const tea = { name: 'Tea', price: 300 as Cents };
const FAULT_MESSAGE =
  "Syncing stopped on this till because of an error. It will try again; nothing you've entered is lost.";

/** One sync run on its own, with the real pull behind it: what it does in what order, and how it ends. */
describe('a sync cycle', () => {
  let db: CafeDb;
  let server: FakeSyncServer;
  let state: EngineState;
  let keptScope: KeptPullScope;
  let online: boolean;
  let signedIn: boolean;
  let leading: boolean;
  const run: RunSignals = { leading: () => leading, wakePending: () => false, runAgain: () => {} };

  beforeEach(() => {
    db = freshDb();
    server = createFakeSyncServer({ storeId: STORE_ID });
    state = createEngineState();
    keptScope = createKeptPullScope();
    online = true;
    signedIn = true;
    leading = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => db.close());

  function cycle(overrides: Partial<SyncCycleDeps> = {}): () => Promise<CycleOutcome> {
    const api = createSyncApi({ fetch: server.fetch, baseUrl: '' });
    const pull: PullStore = createPullStore({
      db,
      api,
      now: () => new Date(NOW),
      state,
      run,
      keptScope,
      options: { pullLimit: 2, historyPullLimit: 2, historyBusyPageRows: 2, historyBusyTransactionRows: 2 },
      yieldToInput: async () => {},
      cashierAtWork: () => false,
    });
    return createSyncCycle({
      db,
      api,
      fetch: server.fetch,
      baseUrl: '',
      now: () => new Date(NOW),
      isOnline: () => online,
      isSignedIn: () => signedIn,
      state,
      run,
      keptScope,
      batchSize: 2,
      pull,
      ...overrides,
    });
  }

  const pushedIds = () =>
    server.requests
      .filter((request) => request.path === '/api/sync/push')
      .map((request) => (request.body as PushRequest).mutations.map((mutation) => mutation.mutationId));

  it('[CLIENT-3, CLIENT-6] registers, pushes the outbox in batches, pulls, and ends synced with the time in meta', async () => {
    const repos = testRepositories(db);
    for (const name of ['A', 'B', 'C']) await repos.products.create({ ...tea, name });
    server.seed('product', crypto.randomUUID(), { name: 'Theirs', category: 'beverages', price: 300 });
    const phases: SyncPhase[] = [];
    state.subscribe((next) => {
      if (phases.at(-1) !== next.phase) phases.push(next.phase);
    });

    expect(await cycle()()).toEqual({ kind: 'synced' });
    expect(server.requests.map((request) => request.path)).toEqual([
      '/api/devices',
      '/api/sync/push',
      '/api/sync/push',
      '/api/sync/pull',
      '/api/sync/pull',
      '/api/sync/pull',
    ]);
    expect(pushedIds()).toEqual([[1, 2], [3]]);
    expect(await countUnsynced(db)).toBe(0);
    expect(await db.products.count()).toBe(4);
    expect(await readMeta(db, 'lastSyncedAt')).toBe(NOW);
    expect(phases).toEqual(['syncing', 'synced']);
    expect(state.get()).toMatchObject({ lastSyncedAt: NOW, needsFirstSync: false, error: null });
  });

  it('does nothing offline, or before anyone signs in, when nothing waits on this device', async () => {
    online = false;
    expect(await cycle()()).toEqual({ kind: 'skipped' });
    online = true;
    signedIn = false;
    expect(await cycle()()).toEqual({ kind: 'skipped' });
    expect(server.requests).toEqual([]);
    expect(state.get().phase).toBe('idle');
  });

  it("reads 'offline' while changes wait without a network, and 'failed' while they wait for a sign-in", async () => {
    await testRepositories(db).products.create(tea);
    online = false;
    expect(await cycle()()).toEqual({ kind: 'offline' });
    expect(state.get()).toMatchObject({ phase: 'offline', error: null });

    online = true;
    state.update({ awaitingSignIn: true });
    expect(await cycle()()).toEqual({
      kind: 'failed',
      message: 'Sign in again to sync the changes on this device',
      retry: false,
    });
    expect(state.get().phase).toBe('failed');
    expect(server.requests).toEqual([]);
  });

  it('tells a kept pull scope of every row it pushes', async () => {
    const scope = await startPullScope(db);
    keptScope.keep(scope, keptScope.epoch());
    const id = await testRepositories(db).products.create(tea);
    // The pull takes the scope up again, so look at it through the push alone.
    server.intercept(() => undefined); // register
    server.intercept(() => undefined); // push
    server.intercept(() => ({ kind: 'network' })); // pull
    await cycle()();
    expect(scope.seen.get('product')?.has(id)).toBe(true);
  });

  it('stops before the next batch once the engine no longer leads, back to idle', async () => {
    await testRepositories(db).products.create(tea);
    leading = false;
    expect(await cycle()()).toEqual({ kind: 'skipped' });
    expect(pushedIds()).toEqual([]);
    expect(state.get().phase).toBe('idle');
  });

  it('fails a batch the server did not take, keeping it to send again', async () => {
    await testRepositories(db).products.create(tea);
    server.intercept(() => undefined); // register
    server.intercept(() => ({ kind: 'status', status: 200, body: { lastMutationId: 0, results: [] } }));
    expect(await cycle()()).toEqual({
      kind: 'failed',
      message: 'The server did not take the batch; it will be sent again',
      retry: true,
    });
    expect(await countUnsynced(db)).toBe(1);
  });

  it('writes no sync time when the pull fails', async () => {
    server.intercept(() => undefined); // register
    server.intercept(() => ({ kind: 'status', status: 500, body: { error: 'Boom' } }));
    expect(await cycle()()).toMatchObject({ kind: 'failed', message: refusalSentence('server_error', null) });
    expect(await readMeta(db, 'lastSyncedAt')).toBeUndefined();
    expect(state.get()).toMatchObject({ phase: 'failed', pulledRows: 0 });
  });

  it('pushes the rows even when a receipt fails to upload, then fails so the receipt is tried again', async () => {
    const kept = await keepChosenReceipt(db, fileOf(PDF_BYTES, 'invoice.pdf'), new Date(NOW));
    if (!kept.ok) throw new Error(kept.message);
    await testRepositories(db).products.create(tea);
    server.intercept(() => ({ kind: 'network' })); // the upload
    const outcome = await cycle()();
    expect(outcome).toMatchObject({ kind: 'failed', retry: true });
    expect(await countUnsynced(db)).toBe(0);
    // The rows are synced, so the time is shown, beside the failure.
    expect(state.get()).toMatchObject({ phase: 'failed', lastSyncedAt: NOW });
  });

  it("turns a fault on this till into a failed cycle with the spec's words, and reports a storage failure", async () => {
    const onStorageError = vi.fn();
    const quota = Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
    const failingPull: PullStore = async () => {
      throw quota;
    };
    expect(await cycle({ pull: failingPull, onStorageError })()).toEqual({
      kind: 'failed',
      message: FAULT_MESSAGE,
      retry: true,
    });
    expect(onStorageError).toHaveBeenCalledWith(quota);
    expect(state.get()).toMatchObject({ phase: 'failed', error: FAULT_MESSAGE });

    // Dexie wraps what IndexedDB threw.
    onStorageError.mockClear();
    const wrapped = Object.assign(new Error('Transaction aborted'), {
      name: 'TransactionInactiveError',
      inner: quota,
    });
    await cycle({ pull: async () => Promise.reject(wrapped), onStorageError })();
    expect(onStorageError).toHaveBeenCalledWith(wrapped);

    // A bug is no storage failure: it is logged, not reported as one.
    onStorageError.mockClear();
    const buggyPull: PullStore = async () => {
      throw new TypeError('undefined is not a function');
    };
    expect(await cycle({ pull: buggyPull, onStorageError })()).toMatchObject({ message: FAULT_MESSAGE });
    expect(onStorageError).not.toHaveBeenCalled();
  });
});
