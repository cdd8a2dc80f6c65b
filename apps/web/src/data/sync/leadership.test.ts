import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BACKOFF } from './backoff';
import type { CycleOutcome } from './cycle-outcome';
import { createLeadership, type Leadership, type LeadershipDeps } from './leadership';
import type { LockProvider } from './lock-provider';
import { manualTimers, memoryLocks } from './test-kit';

const INTERVAL_MS = 30_000;
const synced: CycleOutcome = { kind: 'synced' };
const failedToRetry: CycleOutcome = { kind: 'failed', message: 'Server down', retry: true };

/**
 * The run loop alone: which engine runs and when. A run here is a stand-in that counts itself and answers what
 * the test says; what a real run does is sync-cycle.test.ts's business.
 */
describe('leadership and wake-ups', () => {
  let clock: ReturnType<typeof manualTimers>;
  let locks: LockProvider;
  const started: Leadership[] = [];

  beforeEach(() => {
    clock = manualTimers();
    locks = memoryLocks();
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((leadership) => leadership.stop()));
  });

  /** A leadership whose runs answer `outcomes` in turn (then `synced`), noting each run and each event. */
  function leadership(outcomes: CycleOutcome[] = [], overrides: Partial<LeadershipDeps> = {}) {
    const events: string[] = [];
    const runs = { count: 0 };
    const created = createLeadership({
      locks,
      timers: clock.timers,
      random: () => 0.5,
      backoff: DEFAULT_BACKOFF,
      intervalMs: INTERVAL_MS,
      run: async () => {
        runs.count++;
        return outcomes.shift() ?? synced;
      },
      onJoin: () => events.push('join'),
      onLead: () => events.push('lead'),
      onLeave: () => events.push('leave'),
      onStopped: () => events.push('stopped'),
      ...overrides,
    });
    started.push(created);
    return { created, events, runs };
  }

  /** A run that waits until the test lets it end. */
  function gatedRun() {
    let release: () => void = () => {};
    let entered = 0;
    const run = async (): Promise<CycleOutcome> => {
      entered++;
      if (entered === 1) await new Promise<void>((resolve) => (release = resolve));
      return synced;
    };
    return { run, release: () => release(), entered: () => entered };
  }

  const retryDelays = () => clock.delays().filter((ms) => ms !== INTERVAL_MS);

  it('[CLIENT-3] runs only while holding the lock; the next engine leads once the first stops', async () => {
    const first = leadership();
    const second = leadership();
    first.created.start();
    second.created.start();
    await first.created.syncNow();
    expect(first.events).toEqual(['join', 'lead']);
    expect(second.events).toEqual(['join']);
    expect(first.created.leading()).toBe(true);
    expect(second.created.leading()).toBe(false);

    second.created.wake('write');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(second.runs.count).toBe(0);

    await first.created.stop();
    expect(first.events).toEqual(['join', 'lead', 'leave', 'stopped']);
    await second.created.syncNow();
    expect(second.events).toEqual(['join', 'lead']);
    // The wake that came while it waited is not lost: it ran on taking the lock.
    expect(second.runs.count).toBeGreaterThanOrEqual(1);
  });

  it('[CLIENT-8] runs exactly once more for any number of wakes during a run', async () => {
    const gate = gatedRun();
    const { created } = leadership([], { run: gate.run });
    created.start();
    await vi.waitFor(() => expect(gate.entered()).toBe(1));
    created.wake('write');
    created.wake('focus');
    created.wake('server');
    expect(created.wakePending()).toBe(true);
    const next = created.syncNow();
    gate.release();
    await next;
    expect(gate.entered()).toBe(2);
    expect(created.wakePending()).toBe(false);
  });

  it('runs once more when a run asks for it, without a wake', async () => {
    let runs = 0;
    const { created } = leadership([], {
      run: async () => {
        if (++runs === 1) created.runAgain();
        return synced;
      },
    });
    created.start();
    await created.syncNow();
    await vi.waitFor(() => expect(runs).toBe(2));
  });

  it('[CLIENT-4] retries a failed run with growing backoff; ordinary wakes wait for it, urgent ones cut it short', async () => {
    const { created, runs } = leadership([failedToRetry, failedToRetry]);
    created.start();
    await created.syncNow();
    expect(runs.count).toBe(1);
    expect(retryDelays()).toEqual([500]);

    // A write while the retry waits only marks work as pending.
    created.wake('write');
    created.wake('timer');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runs.count).toBe(1);

    // The retry timer fires: the second failure waits longer.
    clock.fire(1000);
    await vi.waitFor(() => expect(runs.count).toBe(2));
    await vi.waitFor(() => expect(retryDelays()).toEqual([1000]));

    // Coming back online does not wait out the backoff, and cancels the timer.
    created.wake('online');
    await vi.waitFor(() => expect(runs.count).toBe(3));
    expect(retryDelays()).toEqual([]);
  });

  it('starts the backoff again after a synced run', async () => {
    const { created } = leadership([failedToRetry, failedToRetry, synced, failedToRetry]);
    created.start();
    const seen: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      await created.syncNow();
      seen.push(...retryDelays());
      clock.fire(0);
      for (const [handle, timer] of clock.pending) if (timer.ms !== INTERVAL_MS) clock.pending.delete(handle);
    }
    expect(seen).toEqual([500, 1000, 500]);
  });

  it('schedules no retry for a failure only the world can end (a sign-in, the network)', async () => {
    const { created } = leadership([{ kind: 'failed', message: 'Sign in again', retry: false }]);
    created.start();
    await created.syncNow();
    expect(retryDelays()).toEqual([]);
  });

  it('[CLIENT-8] wakes the leader with the quiet timer while it leads, and never after it stops', async () => {
    const { created, runs } = leadership();
    created.start();
    await created.syncNow();
    const before = runs.count;
    expect(clock.delays()).toEqual([INTERVAL_MS]);
    clock.fire(INTERVAL_MS);
    await vi.waitFor(() => expect(runs.count).toBe(before + 1));
    // The tick schedules the next one.
    expect(clock.delays()).toEqual([INTERVAL_MS]);

    await created.stop();
    expect(clock.delays()).toEqual([]);
    created.wake('write');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runs.count).toBe(before + 1);
  });

  it('stops leading at once, waits for the run under way, and answers syncNow callers', async () => {
    const gate = gatedRun();
    const { created, events } = leadership([], { run: gate.run });
    created.start();
    await vi.waitFor(() => expect(gate.entered()).toBe(1));
    const asked = created.syncNow();
    let stopped = false;
    const stopping = created.stop().then(() => {
      stopped = true;
    });
    expect(created.leading()).toBe(false);
    expect(events).toEqual(['join', 'lead', 'leave']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);

    gate.release();
    await stopping;
    await asked;
    expect(events.at(-1)).toBe('stopped');
    // The wake of syncNow came after stop began: no run after the one under way.
    expect(gate.entered()).toBe(1);
  });

  it('answers syncNow after a run that failed, rather than leaving the caller waiting', async () => {
    const { created } = leadership([failedToRetry]);
    created.start();
    await created.syncNow();
    const again = created.syncNow();
    await expect(again).resolves.toBeUndefined();
  });
});
