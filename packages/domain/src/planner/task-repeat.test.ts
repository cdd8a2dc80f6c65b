import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idSchema } from '../entities/common.js';
import { nextDueDate, nextOccurrenceDue, nextOccurrenceId } from './task-repeat.js';

describe('nextDueDate', () => {
  it('moves by a day and a week across month and year ends', () => {
    expect(nextDueDate('2026-02-28', 'daily')).toBe('2026-03-01');
    expect(nextDueDate('2028-02-28', 'daily')).toBe('2028-02-29');
    expect(nextDueDate('2026-12-29', 'weekly')).toBe('2027-01-05');
  });

  it('moves a month, keeping to the month end when the next month is shorter', () => {
    expect(nextDueDate('2026-01-15', 'monthly')).toBe('2026-02-15');
    expect(nextDueDate('2026-01-31', 'monthly')).toBe('2026-02-28');
    expect(nextDueDate('2028-01-31', 'monthly')).toBe('2028-02-29');
    expect(nextDueDate('2026-03-31', 'monthly')).toBe('2026-04-30');
    expect(nextDueDate('2026-12-31', 'monthly')).toBe('2027-01-31');
  });
});

describe('nextOccurrenceDue', () => {
  it('is one period after the due date when done on time', () => {
    expect(nextOccurrenceDue('2026-03-10', 'weekly', '2026-03-10')).toBe('2026-03-17');
    expect(nextOccurrenceDue('2026-03-10', 'daily', '2026-03-09')).toBe('2026-03-11');
  });

  it('is never already due when the task was done late', () => {
    expect(nextOccurrenceDue('2026-03-01', 'daily', '2026-03-05')).toBe('2026-03-06');
    expect(nextOccurrenceDue('2026-03-01', 'weekly', '2026-03-20')).toBe('2026-03-22');
  });

  it('counts from the completion day when the task had no due date', () => {
    expect(nextOccurrenceDue(null, 'monthly', '2026-01-31')).toBe('2026-02-28');
  });
});

describe('nextOccurrenceId', () => {
  const uuid = fc.uuid();

  it('is the same on every till for the same task, and a valid id', () => {
    fc.assert(
      fc.property(uuid, (id) => {
        const next = nextOccurrenceId(id);
        expect(next).toBe(nextOccurrenceId(id.toUpperCase()));
        expect(idSchema.safeParse(next).success).toBe(true);
        expect(next).not.toBe(id);
      }),
      { numRuns: 100 },
    );
  });

  it('differs between tasks', () => {
    const ids = new Set<string>();
    fc.assert(
      fc.property(fc.uniqueArray(uuid, { minLength: 200, maxLength: 200 }), (tasks) => {
        ids.clear();
        for (const id of tasks) ids.add(nextOccurrenceId(id));
        expect(ids.size).toBe(tasks.length);
      }),
      { numRuns: 20 },
    );
  });
});
