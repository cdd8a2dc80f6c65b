import { SYNC_PROTOCOL_VERSION } from '@cafe/domain';
import type { CafeDb } from '../db';
import { countPendingFiles } from '../files/device-files';
import { uploadPendingFiles } from '../files/upload-files';
import { applyPushResponse, syncTables } from './apply-server-changes';
import { type CycleOutcome, failed } from './cycle-outcome';
import { type DeviceSession, openDeviceSession } from './device-session';
import type { EngineState } from './engine-state';
import type { KeptPullScope } from './kept-pull-scope';
import type { RunSignals } from './leadership';
import { readMeta, writeMeta } from './meta';
import { countUnsynced, nextBatch, pruneHandled, toPushMutation } from './outbox';
import type { PullStore } from './pull-store';
import type { FetchLike, SyncApi } from './sync-api';

const WAITING_SIGN_IN = 'Sign in again to sync the changes on this device';
/** A fault on this till (a bug, a storage error) while syncing: nothing is lost and the next cycle tries again. */
const SYNC_FAULT_MESSAGE =
  "Syncing stopped on this till because of an error. It will try again; nothing you've entered is lost.";

const STORAGE_FAILURES = new Set([
  'QuotaExceededError',
  'DatabaseClosedError',
  'InvalidStateError',
  'UnknownError',
  'AbortError',
  'OpenFailedError',
  'VersionError',
]);

/** IndexedDB's own failures (Dexie wraps some in `inner`), which the app reports as a storage problem. */
function isStorageFailure(error: unknown): boolean {
  const inner = (error as { inner?: unknown } | null)?.inner;
  return (
    (error instanceof Error && STORAGE_FAILURES.has(error.name)) ||
    (inner instanceof Error && STORAGE_FAILURES.has(inner.name))
  );
}

export interface SyncCycleDeps {
  db: CafeDb;
  api: Pick<SyncApi, 'register' | 'push'>;
  /** For the file uploads, which go beside the sync API. */
  fetch: FetchLike;
  baseUrl: string;
  now: () => Date;
  isOnline: () => boolean;
  /** Whether someone is signed in; registering this browser needs a server session. */
  isSignedIn: () => boolean;
  state: EngineState;
  run: RunSignals;
  /** Hears of every row pushed, and is forgotten when a push says the tables must be pulled again. */
  keptScope: KeptPullScope;
  /** Mutations per push. */
  batchSize: number;
  pull: PullStore;
  /** A failure writing to IndexedDB while applying server changes (quota, closed database). */
  onStorageError?: (error: unknown) => void;
}

/**
 * One sync run (docs/till-sync.md, "A cycle"): upload the pending files, register if needed, push until the outbox is
 * empty, pull until the server has no more, and tell the screens how it ended. It never throws: a fault on this
 * till is a failed cycle, tried again like any other.
 */
export function createSyncCycle(deps: SyncCycleDeps): () => Promise<CycleOutcome> {
  const { state } = deps;
  return async () => {
    let outcome: CycleOutcome;
    try {
      outcome = await cycle(deps);
    } catch (error) {
      if (isStorageFailure(error)) deps.onStorageError?.(error);
      console.error('Sync failed', error);
      // The exception is in the console; the person sees what happened and that it will be tried again.
      outcome = failed(SYNC_FAULT_MESSAGE);
    }
    if (outcome.kind === 'failed') state.update({ phase: 'failed', error: outcome.message, pulledRows: 0 });
    else if (outcome.kind === 'offline') state.update({ phase: 'offline', error: null, pulledRows: 0 });
    else if (outcome.kind === 'skipped' && state.get().phase === 'syncing') state.update({ phase: 'idle' });
    return outcome;
  };
}

async function cycle(deps: SyncCycleDeps): Promise<CycleOutcome> {
  const { db, state } = deps;
  if (!deps.isOnline() || state.get().awaitingSignIn) {
    // 'Synced' must never stand over changes that only this device holds. With the network gone that is the calm
    // 'offline' (they wait, nothing failed); waiting for a sign-in after the server said signed out, the honest one
    // of the spec's states is 'Sync failed'. The online event or the next sign-in wakes the engine again, so no
    // retry timer is needed. Receipts kept here and not uploaded yet count too.
    if ((await countUnsynced(db)) === 0 && (await countPendingFiles(db)) === 0) return { kind: 'skipped' };
    return deps.isOnline() ? failed(WAITING_SIGN_IN, false) : { kind: 'offline' };
  }
  const deviceId = await readMeta(db, 'deviceId');
  if (!deviceId && !deps.isSignedIn()) return { kind: 'skipped' };
  state.update({ phase: 'syncing', error: null });

  // Files first (docs/sync-protocol.md, CLIENT-9): a row pushed below may reference one, and another till that pulls the row
  // should find its file on the server. A failed upload does not hold back the rows; it fails the cycle at the
  // end so the files are tried again (with backoff, or at the next sign-in when the session is gone).
  const uploads = await uploadPendingFiles({ db, fetch: deps.fetch, baseUrl: deps.baseUrl });

  const device = openDeviceSession(deps, deviceId);
  const pushed = await pushOutbox(deps, device);
  if (pushed) return pushed;
  // The pull: the whole store from the cursor, or, on a first sync, what the till sells with and then the history.
  const pulled = await deps.pull(device);
  if (pulled) return pulled;

  const at = deps.now().toISOString();
  await db.transaction('rw', [db.syncLog, db.meta], async () => {
    await writeMeta(db, 'lastSyncedAt', at);
    await pruneHandled(db, deps.now());
  });
  if (uploads.kind !== 'done') {
    state.update({ lastSyncedAt: at, needsFirstSync: false });
    return failed(uploads.message, uploads.kind === 'retry');
  }
  state.update({ phase: 'synced', lastSyncedAt: at, needsFirstSync: false, error: null });
  return { kind: 'synced' };
}

/**
 * Pushes the outbox in contiguous batches until it is empty (docs/sync-protocol.md, "Push"); null when it is, else how
 * the cycle ends. Each answer is applied in one transaction with the rows it names.
 */
async function pushOutbox(deps: SyncCycleDeps, device: DeviceSession): Promise<CycleOutcome | null> {
  const { db } = deps;
  for (;;) {
    if (!deps.run.leading()) return { kind: 'skipped' };
    const unregistered = await device.ensure();
    if (unregistered) return unregistered;
    const deviceId = device.current();
    if (!deviceId) continue;
    const batch = await nextBatch(db, deps.batchSize);
    if (batch.length === 0) return null;
    const first = batch[0]?.mutationId ?? 0;
    const pushed = await deps.api.push({
      protocol: SYNC_PROTOCOL_VERSION,
      deviceId,
      mutations: batch.map(toPushMutation),
    });
    if (pushed.kind !== 'ok') {
      const stop = await device.recover(pushed);
      if (stop) return stop;
      continue;
    }
    if (pushed.data.lastMutationId < first) {
      return failed('The server did not take the batch; it will be sent again');
    }
    const applied = await db.transaction('rw', syncTables(db), () =>
      applyPushResponse(db, batch, pushed.data),
    );
    if (applied.resyncNeeded) deps.keptScope.forget();
    else deps.keptScope.notePushed(batch);
  }
}
