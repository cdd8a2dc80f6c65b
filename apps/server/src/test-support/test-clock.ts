import type { Clock } from '../clock.js';

/** A clock that stands still until a test moves it. */
export interface TestClock extends Clock {
  set(instant: Date): void;
  advance(ms: number): void;
}

export const TEST_NOW = new Date('2026-03-14T15:30:00.000Z');

export function createTestClock(start: Date = TEST_NOW): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
