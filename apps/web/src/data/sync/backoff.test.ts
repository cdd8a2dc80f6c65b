import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('stays within [0, min(60 s, 1 s · 2^attempt)) for any random draw', () => {
    for (let attempt = 0; attempt < 40; attempt++) {
      const ceiling = Math.min(60_000, 1000 * 2 ** attempt);
      for (const draw of [0, 0.25, 0.5, 0.999_999]) {
        const delay = backoffDelay(attempt, () => draw);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThan(ceiling);
      }
    }
  });

  it('spreads retries with full jitter', () => {
    expect(backoffDelay(3, () => 0)).toBe(0);
    expect(backoffDelay(3, () => 0.5)).toBe(4000);
  });
});
