import { type BackoffOptions, backoffDelay } from './backoff';
import type { CycleOutcome } from './cycle-outcome';
import type { LockProvider } from './lock-provider';

/** The Web Locks name every tab of this origin competes for: its holder is the one pusher. */
export const SYNC_LOCK_NAME = 'cafe-pos-sync';

export interface SyncTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
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

/** What a run may ask of the loop that runs it, read between two steps of a long pull. */
export interface RunSignals {
  /** Whether this engine still holds the lock and has not been stopped: a run that no longer leads ends. */
  leading(): boolean;
  /** Whether a wake came since this run began: the run loop goes round once more when this one ends. */
  wakePending(): boolean;
  /** Asks for one more run after this one, as a wake would, without waking anything now. */
  runAgain(): void;
}

export interface LeadershipDeps {
  locks: LockProvider;
  timers: SyncTimers;
  random: () => number;
  backoff: BackoffOptions;
  /** The quiet timer: a run at least this often while leading. */
  intervalMs: number;
  /** One run; only the leader runs, one at a time, and its outcome decides whether a retry is scheduled. */
  run: () => Promise<CycleOutcome>;
  /** This engine joined the election (before it asks for the lock). */
  onJoin: () => void;
  /** This engine holds the lock; its first run follows at once. */
  onLead: () => void;
  /** stop() began: this engine no longer leads, though a run under way may still be ending. */
  onLeave: () => void;
  /** stop() has ended: no run is under way and the lock is released. */
  onStopped: () => void;
}

export interface Leadership extends RunSignals {
  /** Joins the election for the sync lock; the holder runs, the others wait their turn. */
  start(): void;
  /** Leaves the election (releasing the lock if held) and waits for a run under way to end. */
  stop(): Promise<void>;
  wake(reason: WakeReason): void;
  /** Runs as soon as this engine leads and resolves when that run has ended, whatever its outcome. */
  syncNow(): Promise<void>;
}

/**
 * Tab leadership and wake-ups (docs/till-sync.md, "One pusher" and "Wake-ups"): which tab runs the sync, when it runs,
 * and that a wake is never lost. Knows nothing of what a run does; it only hears how each one ended.
 */
export function createLeadership(deps: LeadershipDeps): Leadership {
  const { timers } = deps;
  let leader = false;
  let stopped = true;
  let running = false;
  /** Set by every wake; a run clears it before it starts, so a wake during a run causes one more run. */
  let wakePending = false;
  /** Failed runs in a row, for the backoff; a synced run starts it again. */
  let attempts = 0;
  let retryTimer: unknown = null;
  let tickTimer: unknown = null;
  let abort: AbortController | null = null;
  let releaseLock: (() => void) | null = null;
  /** syncNow() callers, answered when the next run ends (or the loop does). */
  let runWaiters: (() => void)[] = [];
  /** stop() waiting for the run under way. */
  let idleWaiters: (() => void)[] = [];

  const settle = (waiters: (() => void)[]) => {
    for (const resolve of waiters) resolve();
  };

  function wake(reason: WakeReason): void {
    wakePending = true;
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
      while (wakePending && leader && !stopped) {
        wakePending = false;
        const waiting = runWaiters;
        runWaiters = [];
        const outcome = await deps.run();
        settle(waiting);
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
      settle(asked);
      const idle = idleWaiters;
      idleWaiters = [];
      settle(idle);
    }
  }

  function scheduleRetry(): void {
    const delay = backoffDelay(attempts, deps.random, deps.backoff);
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
    }, deps.intervalMs);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      const controller = new AbortController();
      abort = controller;
      deps.onJoin();
      deps.locks
        .request(SYNC_LOCK_NAME, controller.signal, async () => {
          if (stopped) return;
          leader = true;
          deps.onLead();
          // Held until stop(): the browser hands the lock to the next tab only when this one lets go (or closes).
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
      deps.onLeave();
      abort?.abort();
      releaseLock?.();
      releaseLock = null;
      for (const handle of [retryTimer, tickTimer]) if (handle !== null) timers.clearTimeout(handle);
      retryTimer = null;
      tickTimer = null;
      if (running) await new Promise<void>((resolve) => idleWaiters.push(resolve));
      const waiting = runWaiters;
      runWaiters = [];
      settle(waiting);
      deps.onStopped();
    },

    wake,

    syncNow() {
      const done = new Promise<void>((resolve) => runWaiters.push(resolve));
      wake('manual');
      return done;
    },

    leading: () => leader && !stopped,
    wakePending: () => wakePending,
    runAgain() {
      wakePending = true;
    },
  };
}
