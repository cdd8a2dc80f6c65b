import {
  MAX_PULL_LIMIT,
  MAX_PUSH_MUTATIONS,
  type PullResponse,
  type PullScopeName,
  refusalSentence,
  SYNC_PROTOCOL_VERSION,
} from '@cafe/domain';
import type { CafeDb } from '../db';
import { countPendingFiles } from '../files/device-files';
import { uploadPendingFiles } from '../files/upload-files';
import {
  applyPullPage,
  applyPushResponse,
  noteLocalRows,
  type PullScope,
  resetSyncedTables,
  startPullScope,
  syncTables,
} from './apply-server-changes';
import { type BackoffOptions, backoffDelay, DEFAULT_BACKOFF } from './backoff';
import type { LockProvider } from './lock-provider';
import { deleteMeta, readMeta, writeMeta } from './meta';
import {
  countUnsynced,
  lowestKept,
  nextBatch,
  pruneHandled,
  renumberUnsynced,
  resendLost,
  toPushMutation,
  unsyncedEntries,
} from './outbox';
import { type PullStage, partOfPage, readPullPlan } from './pull-stages';
import { createSyncApi, type FetchLike, type SyncApi, type SyncCallResult } from './sync-api';

/** The Web Locks name every tab of this origin competes for: its holder is the one pusher. */
export const SYNC_LOCK_NAME = 'cafe-pos-sync';

export interface SyncTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SyncEngineOptions {
  /** Mutations per push (the protocol allows up to 500). */
  batchSize: number;
  /** Changes per pull page: the most the server allows, so a first full pull takes the fewest round trips. */
  pullLimit: number;
  /**
   * Changes per page of a first sync's history while nobody is using the till: the most the server allows, each
   * page one IndexedDB transaction, as few as can be (each costs a commit and a few reads besides its rows).
   */
  historyPullLimit: number;
  /** Changes per page of the history while the cashier is at work (deps.cashierAtWork): a short parse. */
  historyBusyPageRows: number;
  /**
   * Changes per transaction of the history while the cashier is at work, whatever the size of the page in hand:
   * a paid sale's own write waits for at most one of these, and New Sale starts the next sale once it is stored.
   */
  historyBusyTransactionRows: number;
  /** The quiet timer: a sync at least this often while this tab leads. */
  intervalMs: number;
  backoff: BackoffOptions;
}

export const DEFAULT_SYNC_OPTIONS: SyncEngineOptions = {
  batchSize: MAX_PUSH_MUTATIONS,
  pullLimit: MAX_PULL_LIMIT,
  historyPullLimit: MAX_PULL_LIMIT,
  historyBusyPageRows: 500,
  historyBusyTransactionRows: 50,
  intervalMs: 30_000,
  backoff: DEFAULT_BACKOFF,
};

export interface SyncEngineDeps {
  db: CafeDb;
  fetch: FetchLike;
  /** '' in the browser (same origin); a server's origin when a test drives it over HTTP. */
  baseUrl?: string;
  now: () => Date;
  timers: SyncTimers;
  random: () => number;
  locks: LockProvider;
  isOnline: () => boolean;
  /** Whether someone is signed in; registering this browser needs a server session. */
  isSignedIn: () => boolean;
  /** Asked once at start, so the browser does not evict a database holding unsynced sales. */
  requestPersistentStorage?: () => Promise<unknown>;
  /** A failure writing to IndexedDB while applying server changes (quota, closed database). */
  onStorageError?: (error: unknown) => void;
  /** Gives the page's thread back between two history pages (scheduler.yield in the browser); none in tests. */
  yieldToInput?: () => Promise<void>;
  /**
   * Whether the cashier is at work (tapping, or with a sale under way that a tap completes): a local write may
   * come at any moment, and the history goes in smaller steps so that it waits for one of them at most.
   */
  cashierAtWork?: () => boolean;
  options?: Partial<SyncEngineOptions>;
}

/**
 * 'offline': the browser has no network and changes made here wait for it. Not a failure: nothing was refused and
 * nothing is lost, the online event starts the next sync.
 */
export type SyncPhase = 'idle' | 'syncing' | 'synced' | 'offline' | 'failed';

export interface SyncEngineState {
  /** 'waiting': another tab holds the lock and syncs for this browser. */
  role: 'stopped' | 'waiting' | 'leader';
  phase: SyncPhase;
  /** When the last full sync (push and pull) succeeded, from meta; null before the first. */
  lastSyncedAt: string | null;
  error: string | null;
  /** True until this browser has completed its first full sync (it has pulled its store). */
  needsFirstSync: boolean;
  /** Rows applied by the pull under way, for the first-sync progress. */
  pulledRows: number;
  /** A 401 signed_out: nothing more until someone signs in again. */
  awaitingSignIn: boolean;
  /**
   * The server revoked this till and refused to register it on the session it has: it no longer syncs, its
   * unsynced changes stay in the outbox, and only an online sign-in made since the revoke starts it again.
   */
  deviceRevoked: boolean;
}

export type WakeReason =
  | 'write'
  | 'online'
  | 'focus'
  | 'timer'
  | 'retry'
  | 'signin'
  | 'manual'
  | 'leader'
  /** The server said the store has changes to pull (server-changes.ts). */
  | 'server';

/** These run at once even while a retry waits out its backoff: the world changed, so try now. */
const URGENT: ReadonlySet<WakeReason> = new Set(['online', 'signin', 'manual', 'leader']);

type CycleOutcome =
  | { kind: 'synced' }
  | { kind: 'skipped' }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string; retry: boolean };

const failed = (message: string, retry = true): CycleOutcome => ({ kind: 'failed', message, retry });

const WAITING_SIGN_IN = 'Sign in again to sync the changes on this device';
/** A fault on this till (a bug, a storage error) while syncing: nothing is lost and the next cycle tries again. */
const SYNC_FAULT_MESSAGE =
  "Syncing stopped on this till because of an error. It will try again; nothing you've entered is lost.";

/** How many times one cycle re-registers or follows a 409 before it gives up until the next attempt. */
const MAX_RECOVERIES = 3;

function isStorageFailure(error: unknown): boolean {
  const names = new Set([
    'QuotaExceededError',
    'DatabaseClosedError',
    'InvalidStateError',
    'UnknownError',
    'AbortError',
    'OpenFailedError',
    'VersionError',
  ]);
  const inner = (error as { inner?: unknown } | null)?.inner;
  return (
    (error instanceof Error && names.has(error.name)) || (inner instanceof Error && names.has(inner.name))
  );
}

export interface SyncEngine {
  /** Joins the election for the sync lock; the holder syncs, the others wait their turn. */
  start(): void;
  /** Leaves the election (releasing the lock if held) and waits for a run under way to end. */
  stop(): Promise<void>;
  wake(reason: WakeReason): void;
  /** Runs a sync as soon as this engine leads and resolves when that run has ended, whatever its outcome. */
  syncNow(): Promise<void>;
  getState(): SyncEngineState;
  subscribe(listener: (state: SyncEngineState) => void): () => void;
}

/**
 * The sync engine of ARCHITECTURE §4 and docs/sync.md ("Client"): registers the browser as a device, pushes the
 * outbox in contiguous batches, pulls the store's changes from the cursor, and does it again whenever it is woken.
 * Everything it touches comes in through `deps`, so it runs the same in a browser tab and in a Node test.
 */
export function createSyncEngine(deps: SyncEngineDeps): SyncEngine {
  const options: SyncEngineOptions = { ...DEFAULT_SYNC_OPTIONS, ...deps.options };
  const { db, timers } = deps;
  const api: SyncApi = createSyncApi({ fetch: deps.fetch, baseUrl: deps.baseUrl ?? '' });

  let state: SyncEngineState = {
    role: 'stopped',
    phase: 'idle',
    lastSyncedAt: null,
    error: null,
    needsFirstSync: false,
    pulledRows: 0,
    awaitingSignIn: false,
    deviceRevoked: false,
  };
  const listeners = new Set<(state: SyncEngineState) => void>();

  let leader = false;
  let stopped = true;
  let running = false;
  /** Set by every wake; a run clears it before it starts, so a wake during a run causes one more run. */
  let dirty = false;
  let attempts = 0;
  let retryTimer: unknown = null;
  let tickTimer: unknown = null;
  let abort: AbortController | null = null;
  let releaseLock: (() => void) | null = null;
  let runWaiters: (() => void)[] = [];
  /** What the pull knows about the local tables, kept from one cycle to the next while the history arrives. */
  let keptScope: PullScope | null = null;
  /** Moves on whenever the local tables change in a way a kept scope cannot know of (a reset, another store). */
  let scopeEpoch = 0;
  const yieldToInput = deps.yieldToInput ?? (() => Promise.resolve());
  const cashierAtWork = deps.cashierAtWork ?? (() => false);
  let idleWaiters: (() => void)[] = [];

  function forgetScope(): void {
    keptScope = null;
    scopeEpoch++;
  }

  function update(patch: Partial<SyncEngineState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener(state);
  }

  function wake(reason: WakeReason): void {
    if (reason === 'signin' && state.awaitingSignIn) update({ awaitingSignIn: false });
    dirty = true;
    if (!leader || running || stopped) return;
    if (retryTimer !== null) {
      if (!URGENT.has(reason)) return;
      timers.clearTimeout(retryTimer);
      retryTimer = null;
    }
    void loop();
  }

  async function loop(): Promise<void> {
    running = true;
    try {
      while (dirty && leader && !stopped) {
        dirty = false;
        const waiting = runWaiters;
        runWaiters = [];
        const outcome = await runCycle();
        for (const resolve of waiting) resolve();
        if (outcome.kind === 'failed') {
          if (outcome.retry) scheduleRetry();
          break;
        }
        if (outcome.kind === 'synced') attempts = 0;
      }
    } finally {
      running = false;
      // A run ended (maybe failing before the one asked for): callers of syncNow see that, not a hang.
      const asked = runWaiters;
      runWaiters = [];
      for (const resolve of asked) resolve();
      const idle = idleWaiters;
      idleWaiters = [];
      for (const resolve of idle) resolve();
    }
  }

  function scheduleRetry(): void {
    const delay = backoffDelay(attempts, deps.random, options.backoff);
    attempts++;
    retryTimer = timers.setTimeout(() => {
      retryTimer = null;
      wake('retry');
    }, delay);
  }

  function scheduleTick(): void {
    tickTimer = timers.setTimeout(() => {
      tickTimer = null;
      if (!leader || stopped) return;
      wake('timer');
      scheduleTick();
    }, options.intervalMs);
  }

  async function runCycle(): Promise<CycleOutcome> {
    let outcome: CycleOutcome;
    try {
      outcome = await cycle();
    } catch (error) {
      if (isStorageFailure(error)) deps.onStorageError?.(error);
      console.error('Sync failed', error);
      // The exception is in the console; the person sees what happened and that it will be tried again.
      outcome = failed(SYNC_FAULT_MESSAGE);
    }
    if (outcome.kind === 'failed') update({ phase: 'failed', error: outcome.message, pulledRows: 0 });
    else if (outcome.kind === 'offline') update({ phase: 'offline', error: null, pulledRows: 0 });
    else if (outcome.kind === 'skipped' && state.phase === 'syncing') update({ phase: 'idle' });
    return outcome;
  }

  /** A pull that never rejects: it may be dropped unread when the page before it fails to apply. */
  function prefetch(
    cursor: number,
    limit: number,
    scope: PullScopeName | undefined,
    history: string | undefined,
  ): Promise<SyncCallResult<PullResponse>> {
    return api.pull(cursor, limit, undefined, scope, history).catch(() => ({
      kind: 'retry' as const,
      status: null,
      message: refusalSentence('unreachable', null),
    }));
  }

  /** One sync: register if needed, push until the outbox is empty, pull until the server has no more. */
  async function cycle(): Promise<CycleOutcome> {
    if (!deps.isOnline() || state.awaitingSignIn) {
      // 'Synced' must never stand over changes that only this device holds. With the network gone that is the calm
      // 'offline' (they wait, nothing failed); waiting for a sign-in after the server said signed out, the honest one
      // of the spec's states is 'Sync failed'. The online event or the next sign-in wakes the engine again, so no
      // retry timer is needed. Receipts kept here and not uploaded yet count too.
      if ((await countUnsynced(db)) === 0 && (await countPendingFiles(db)) === 0) return { kind: 'skipped' };
      return deps.isOnline() ? failed(WAITING_SIGN_IN, false) : { kind: 'offline' };
    }
    let deviceId = await readMeta(db, 'deviceId');
    if (!deviceId && !deps.isSignedIn()) return { kind: 'skipped' };
    update({ phase: 'syncing', error: null });

    // Files first (docs/sync.md, Files): a row pushed below may reference one, and another till that pulls the row
    // should find its file on the server. A failed upload does not hold back the rows; it fails the cycle at the
    // end so the files are tried again (with backoff, or at the next sign-in when the session is gone).
    const uploads = await uploadPendingFiles({ db, fetch: deps.fetch, baseUrl: deps.baseUrl ?? '' });

    let recoveries = 0;
    const recover = async (
      result: Exclude<SyncCallResult<unknown>, { kind: 'ok' }>,
    ): Promise<CycleOutcome | null> => {
      if (++recoveries > MAX_RECOVERIES) return failed('Sync could not recover; it will try again');
      if (result.kind === 'auth') {
        if (result.code === 'signed_out') {
          update({ awaitingSignIn: true });
          return failed(result.message, false);
        }
        // device_unknown / device_revoked: register again, continuing at the lowest unsynced mutationId — or,
        // when the server no longer knows this device at all (restored from a backup made before it registered),
        // at the oldest entry kept, so it gets back what it lost.
        if (result.code === 'device_unknown') await writeMeta(db, 'registrationLost', true);
        await deleteMeta(db, 'deviceId');
        deviceId = undefined;
        return null;
      }
      if (result.kind === 'retry' && result.badDeviceId) {
        await deleteMeta(db, 'deviceId');
        deviceId = undefined;
        return null;
      }
      if (result.kind === 'gap') {
        await followGap(result.expectedMutationId);
        return null;
      }
      return failed(result.message);
    };

    /** Registers when there is no device yet; a non-null answer ends the cycle. */
    const ensureDevice = async (): Promise<CycleOutcome | null> => {
      while (!deviceId) {
        if (!deps.isSignedIn()) {
          update({ awaitingSignIn: true });
          return failed('Sign in to sync this device', false);
        }
        const registered = await register();
        if (registered.kind === 'ok') {
          deviceId = registered.deviceId;
          if (state.deviceRevoked) update({ deviceRevoked: false });
        } else if (registered.kind === 'auth' && registered.code === 'device_revoked') {
          // Registering again on this session would be refused again: wait for a new sign-in, say why.
          update({ awaitingSignIn: true, deviceRevoked: true });
          return failed(registered.message, false);
        } else {
          const stop = await recover(registered);
          if (stop) return stop;
        }
      }
      return null;
    };

    // Push.
    for (;;) {
      if (!leader || stopped) return { kind: 'skipped' };
      const unregistered = await ensureDevice();
      if (unregistered) return unregistered;
      if (!deviceId) continue;
      const batch = await nextBatch(db, options.batchSize);
      if (batch.length === 0) break;
      const first = batch[0]?.mutationId ?? 0;
      const pushed = await api.push({
        protocol: SYNC_PROTOCOL_VERSION,
        deviceId,
        mutations: batch.map(toPushMutation),
      });
      if (pushed.kind !== 'ok') {
        const stop = await recover(pushed);
        if (stop) return stop;
        continue;
      }
      if (pushed.data.lastMutationId < first) {
        return failed('The server did not take the batch; it will be sent again');
      }
      const applied = await db.transaction('rw', syncTables(db), () =>
        applyPushResponse(db, batch, pushed.data),
      );
      if (applied.resyncNeeded) forgetScope();
      else if (keptScope) noteLocalRows(keptScope, batch);
    }

    // Pull: the whole store from the cursor, or, on a first sync, what the till sells with and then the history.
    const pulled = await pullStore({ ensureDevice, recover, currentDevice: () => deviceId });
    if (pulled) return pulled;

    const at = deps.now().toISOString();
    await db.transaction('rw', [db.syncLog, db.meta], async () => {
      await writeMeta(db, 'lastSyncedAt', at);
      await pruneHandled(db, deps.now());
    });
    if (uploads.kind !== 'done') {
      update({ lastSyncedAt: at, needsFirstSync: false });
      return failed(uploads.message, uploads.kind === 'retry');
    }
    update({ phase: 'synced', lastSyncedAt: at, needsFirstSync: false, error: null });
    return { kind: 'synced' };
  }

  /**
   * Pulls until the server has no more (docs/sync.md, "Pull" and "Two phases"); null when done, else how the
   * cycle ends. A device without a cursor pulls the till scope to its end first — the gate lifts there — and then
   * the history, a page per transaction, yielding to the page between pages. A wake during the history (a sale
   * to push, above all) pauses it after the page in hand: the loop's next cycle pushes, brings the till scope up
   * to date and resumes the history from `historyPull`.
   */
  async function pullStore(ctx: {
    ensureDevice: () => Promise<CycleOutcome | null>;
    recover: (result: Exclude<SyncCallResult<unknown>, { kind: 'ok' }>) => Promise<CycleOutcome | null>;
    currentDevice: () => string | undefined;
  }): Promise<CycleOutcome | null> {
    let resets = 0;
    let rows = 0;
    /** With a reset: the device's last mutationId the server holds (docs/sync.md, "Restore"). */
    let serverHas: number | undefined;
    if (state.needsFirstSync) update({ pulledRows: 0 });
    // The next page is requested before this one is written, so the network and the server work while
    // IndexedDB does: a first pull of 100,000 rows is bound by the local writes alone. An answer asked for ahead
    // is used only if its stage and cursor are still the ones to pull; taking a page of a stage drops the rest of
    // that stage's.
    let ahead: { stage: PullStage; cursor: number; answer: Promise<SyncCallResult<PullResponse>> }[] = [];
    const takeAhead = (stage: PullStage, cursor: number) => {
      const found = ahead.find((entry) => entry.stage === stage && entry.cursor === cursor);
      ahead = ahead.filter((entry) => entry.stage !== stage);
      return found?.answer;
    };
    /** The stretch of the server's history the cursors came from, as the last page laid down named it. */
    let history = await readMeta(db, 'pullHistory');
    const askAhead = (stage: PullStage, cursor: number, limit: number) => {
      if (ahead.some((entry) => entry.stage === stage && entry.cursor === cursor)) return;
      const answer = prefetch(cursor, limit, stage === 'full' ? undefined : stage, history);
      ahead.push({ stage, cursor, answer });
      return answer;
    };
    let scope = keptScope ?? (await startPullScope(db));
    keptScope = null;
    const epoch = scopeEpoch;
    // What is still waiting after the push (refused or newer entries), told once per sync for the devices list.
    let pending: number | undefined = await countUnsynced(db);

    type StageEnd = 'done' | 'paused' | 'reset' | CycleOutcome;
    const limitOf = (stage: PullStage) =>
      stage !== 'history'
        ? options.pullLimit
        : cashierAtWork()
          ? options.historyBusyPageRows
          : options.historyPullLimit;
    /**
     * `then`: the stage that follows this one, whose first page is asked for as soon as this one's last page has
     * arrived: while the pages before it are still being written (the catalogue of a first sync), not after.
     */
    const pullStage = async (
      stage: PullStage,
      from: number,
      then?: { stage: PullStage; cursor: number },
    ): Promise<StageEnd> => {
      let cursor = from;
      const isHistory = stage === 'history';
      const limit = () => limitOf(stage);
      const scopeName = stage === 'full' ? undefined : stage;
      for (;;) {
        if (!leader || stopped) return { kind: 'skipped' };
        const unregistered = await ctx.ensureDevice();
        if (unregistered) return unregistered;
        if (!ctx.currentDevice()) continue;
        const answer: SyncCallResult<PullResponse> = await (takeAhead(stage, cursor) ??
          api.pull(cursor, limit(), pending, scopeName, history));
        pending = undefined;
        if (answer.kind !== 'ok') {
          const stop = await ctx.recover(answer);
          if (stop) return stop;
          continue;
        }
        const page: PullResponse = answer.data;
        if (page.reset) {
          serverHas = page.lastMutationId;
          return 'reset';
        }
        if (page.hasMore && page.cursor <= cursor)
          return failed('The server sent a page that does not advance');
        const askThen = () => {
          if (then && then.stage !== 'full') askAhead(then.stage, then.cursor, limitOf(then.stage));
        };
        if (!page.hasMore) askThen();
        else
          void askAhead(stage, page.cursor, limit())?.then((next) => {
            if (next.kind === 'ok' && !next.data.hasMore && !next.data.reset) askThen();
          });
        // A history page is one transaction, or, while the cashier works, several small ones: a sale waits for
        // one small transaction, not for the whole page. Each part moves the cursor to just below the next part's
        // first version, so a pause for a sale costs nothing already down (a version the next part shares comes
        // again; a version is never split across pages, so everything below it is in the parts already down).
        for (let offset = 0; ; ) {
          const size =
            isHistory && cashierAtWork() ? options.historyBusyTransactionRows : page.changes.length;
          const end = Math.min(page.changes.length, offset + size);
          const last = end === page.changes.length;
          const part = offset === 0 && last ? page : partOfPage(page, offset, end);
          const moves = last || part.cursor > cursor;
          const at = deps.now().toISOString();
          const firstSyncDone = await db.transaction('rw', syncTables(db), async () => {
            await applyPullPage(db, part, scope, stage, moves ? 'advance' : 'hold');
            // What a till sells with is here: the first-sync gate lifts now, not after the history.
            if (stage !== 'till' || page.hasMore || (await readMeta(db, 'lastSyncedAt'))) return false;
            await writeMeta(db, 'lastSyncedAt', at);
            return true;
          });
          history = page.history ?? history;
          rows += part.changes.length;
          if (state.needsFirstSync) update({ pulledRows: rows });
          if (firstSyncDone) update({ needsFirstSync: false, lastSyncedAt: at });
          if (last) break;
          offset = end;
          if (!dirty) await yieldToInput();
          if (dirty) return 'paused';
        }
        cursor = page.cursor;
        if (!page.hasMore) return 'done';
        if (isHistory) {
          // Let the cashier's input and a sale's own IndexedDB write run between two history pages.
          if (!dirty) await yieldToInput();
          if (dirty) return 'paused';
        }
      }
    };

    try {
      for (;;) {
        const plan = await readPullPlan(db);
        let end: StageEnd;
        if (plan.kind === 'full') {
          end = await pullStage('full', plan.cursor);
        } else {
          end = await pullStage('till', plan.tillCursor, {
            stage: 'history',
            cursor: plan.history?.cursor ?? 0,
          });
          if (end === 'done') {
            const history = await readMeta(db, 'historyPull');
            end = history ? await pullStage('history', history.cursor) : 'done';
          }
        }
        if (end === 'done' || end === 'paused') return null;
        if (end !== 'reset') return end;
        if (++resets > 1) return failed('The server asked for a reset twice in one sync');
        const resent = await db.transaction('rw', syncTables(db), async () => {
          // First, so the rows of the changes sent again stay while the tables are emptied.
          const lost = serverHas === undefined ? 0 : await resendLost(db, serverHas);
          await resetSyncedTables(db);
          return lost;
        });
        // The server was restored from a backup and lost changes this till had made: push them again next.
        if (resent > 0) dirty = true;
        history = undefined;
        scope = await startPullScope(db);
        ahead = [];
        rows = 0;
      }
    } finally {
      // The history goes on in a later cycle (after a pause, or a failure such as a dropped connection): what this
      // pull knows about the tables still holds then, as long as it hears of every row pushed meanwhile
      // (noteLocalRows), so the rest of a first pull still skips its lookups. An id noted by a page that did not
      // commit only costs a lookup.
      const kept = epoch === scopeEpoch && leader && !stopped;
      if (kept && (await readMeta(db, 'historyPull').catch(() => undefined))) keptScope = scope;
    }
  }

  /**
   * POST /api/devices. A new registration continues at the lowest unsynced mutationId (or the next one), and when
   * the server hands back a device that already counted past our numbers (its cookie outlived this database),
   * the unsynced entries are renumbered after its lastMutationId — never dropped as duplicates.
   */
  async function register(): Promise<
    { kind: 'ok'; deviceId: string } | Exclude<SyncCallResult<unknown>, { kind: 'ok' }>
  > {
    const pending = await unsyncedEntries(db, 1);
    const lost = (await readMeta(db, 'registrationLost')) === true;
    const first =
      (lost ? await lowestKept(db) : pending[0]?.mutationId) ?? (await readMeta(db, 'nextMutationId')) ?? 1;
    const result = await api.register(first > 1 ? { firstMutationId: first } : {});
    if (result.kind !== 'ok') return result;
    const registration = result.data;
    await db.transaction('rw', syncTables(db), async () => {
      const previousDevice = await readMeta(db, 'deviceId');
      const previousStore = await readMeta(db, 'storeId');
      if (previousStore && previousStore !== registration.storeId) {
        // Another store's data must not show here; the outbox stays (its entries name their own actors).
        await resetSyncedTables(db);
        await deleteMeta(db, 'lastSyncedAt');
        forgetScope();
      }
      if (previousDevice !== registration.deviceId) {
        const syncedThrough = (await readMeta(db, 'syncedThrough')) ?? 0;
        const lowest =
          (await unsyncedEntries(db, 1))[0]?.mutationId ?? (await readMeta(db, 'nextMutationId')) ?? 1;
        if (registration.lastMutationId < syncedThrough) await resendLost(db, registration.lastMutationId);
        else if (lowest !== registration.lastMutationId + 1)
          await renumberUnsynced(db, registration.lastMutationId + 1);
      }
      await deleteMeta(db, 'registrationLost');
      await writeMeta(db, 'deviceId', registration.deviceId);
      await writeMeta(db, 'storeId', registration.storeId);
    });
    return { kind: 'ok', deviceId: registration.deviceId };
  }

  /**
   * 409: the server expects `expected` before our batch. Ahead of us, it handled entries whose answer was lost:
   * they count as handled. Behind us, it lost entries (a restore): those the outbox keeps are sent again and
   * the rest are renumbered to follow on (resendLost).
   */
  async function followGap(expected: number): Promise<void> {
    await db.transaction('rw', [db.syncLog, db.meta], async () => {
      const lowest = (await unsyncedEntries(db, 1))[0]?.mutationId;
      if (lowest === undefined || expected >= lowest) {
        await writeMeta(db, 'syncedThrough', Math.max(0, expected - 1));
        return;
      }
      await resendLost(db, expected - 1);
    });
  }

  async function loadState(): Promise<void> {
    const lastSyncedAt = (await readMeta(db, 'lastSyncedAt')) ?? null;
    // A reload with changes still waiting is not 'synced'; the first cycle settles it either way.
    const waiting = (await countUnsynced(db)) > 0;
    update({
      lastSyncedAt,
      needsFirstSync: lastSyncedAt === null,
      phase: state.phase === 'idle' && lastSyncedAt && !waiting ? 'synced' : state.phase,
    });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      const controller = new AbortController();
      abort = controller;
      update({ role: 'waiting' });
      void loadState().catch((error: unknown) => console.error('Could not read the sync state', error));
      void deps.requestPersistentStorage?.().catch((error: unknown) => {
        console.error('Could not ask for persistent storage', error);
      });
      deps.locks
        .request(SYNC_LOCK_NAME, controller.signal, async () => {
          if (stopped) return;
          leader = true;
          update({ role: 'leader' });
          const held = new Promise<void>((resolve) => {
            releaseLock = resolve;
          });
          scheduleTick();
          wake('leader');
          await held;
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error && error.name === 'AbortError'))
            console.error('Sync lock failed', error);
        });
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      leader = false;
      // Another tab may lead and push meanwhile; what this one knew about the tables no longer holds.
      forgetScope();
      abort?.abort();
      releaseLock?.();
      releaseLock = null;
      for (const handle of [retryTimer, tickTimer]) if (handle !== null) timers.clearTimeout(handle);
      retryTimer = null;
      tickTimer = null;
      if (running) await new Promise<void>((resolve) => idleWaiters.push(resolve));
      const waiting = runWaiters;
      runWaiters = [];
      for (const resolve of waiting) resolve();
      update({ role: 'stopped' });
    },

    wake,

    syncNow() {
      const done = new Promise<void>((resolve) => runWaiters.push(resolve));
      wake('manual');
      return done;
    },

    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
