import { cents } from '@cafe/domain';
import { describe, expect, it } from 'vitest';
import { changeDue, partSuggestions, tenderSuggestions } from './tender';

describe('tenderSuggestions', () => {
  it.each([
    [735, [1000, 2000, 5000]],
    [379, [500, 1000, 2000]],
    [1732, [2000, 5000, 10_000]],
    [1000, [1500, 2000, 5000]],
    [500, [1000, 2000, 5000]],
    [12_050, [12_500, 13_000, 14_000]],
    [5963, [6000, 10_000, 20_000]],
  ])('for %i cents offers %j', (total, expected) => {
    expect(tenderSuggestions(cents(total))).toEqual(expected);
  });

  it('always offers amounts above the total, smallest first, none twice', () => {
    for (let total = 1; total <= 30_000; total += 37) {
      const offered = tenderSuggestions(cents(total));
      expect(offered).toHaveLength(3);
      expect(offered.every((amount) => amount > total)).toBe(true);
      expect([...offered].sort((a, b) => a - b)).toEqual(offered);
      expect(new Set(offered).size).toBe(3);
    }
  });
});

describe('changeDue', () => {
  it('is what was tendered above the total', () => {
    expect(changeDue(cents(735), cents(1000))).toBe(265);
    expect(changeDue(cents(735), cents(735))).toBe(0);
  });
});

describe('partSuggestions', () => {
  it.each([
    [1355, [500, 1000]],
    [6200, [1000, 2000, 5000]],
    [1000, [500]],
    [500, []],
    [25_000, [2000, 5000, 10_000]],
  ])('%i¢ left → %j', (left, expected) => {
    expect(partSuggestions(cents(left))).toEqual(expected);
  });
});
