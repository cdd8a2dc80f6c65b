import { describe, expect, it } from 'vitest';
import type { Shift } from '../entities/shift.js';
import {
  copyWeek,
  findOverlap,
  formatHours,
  shiftByDays,
  shiftCrossesMidnight,
  shiftHours,
  shiftInstants,
  shiftsOverlap,
  weekHours,
} from './schedule-rules.js';

const SAM = '00000000-0000-4000-8000-000000000001';
const ALEX = '00000000-0000-4000-8000-000000000002';
let next = 0;
function shift(userId: string, start: string, end: string): Shift {
  next += 1;
  return {
    id: `00000000-0000-4000-9000-${String(next).padStart(12, '0')}`,
    storeId: SAM,
    createdAt: start,
    updatedAt: start,
    version: 1,
    deletedAt: null,
    userId,
    userName: userId === SAM ? 'Sam' : 'Alex',
    start,
    end,
    role: 'barista',
    notes: null,
  };
}

describe('overlap', () => {
  const morning = shift(SAM, '2026-03-10T07:00:00.000Z', '2026-03-10T15:00:00.000Z');

  it('refuses a second shift of the same person that overlaps, in any way', () => {
    expect(shiftsOverlap(morning, shift(SAM, '2026-03-10T14:00:00.000Z', '2026-03-10T17:00:00.000Z'))).toBe(
      true,
    );
    expect(shiftsOverlap(morning, shift(SAM, '2026-03-10T06:00:00.000Z', '2026-03-10T08:00:00.000Z'))).toBe(
      true,
    );
    expect(shiftsOverlap(morning, shift(SAM, '2026-03-10T09:00:00.000Z', '2026-03-10T10:00:00.000Z'))).toBe(
      true,
    );
    expect(shiftsOverlap(morning, shift(SAM, '2026-03-10T06:00:00.000Z', '2026-03-10T18:00:00.000Z'))).toBe(
      true,
    );
  });

  it('allows back-to-back shifts, other people and the shift itself', () => {
    expect(shiftsOverlap(morning, shift(SAM, '2026-03-10T15:00:00.000Z', '2026-03-10T17:00:00.000Z'))).toBe(
      false,
    );
    expect(shiftsOverlap(morning, shift(ALEX, '2026-03-10T07:00:00.000Z', '2026-03-10T15:00:00.000Z'))).toBe(
      false,
    );
    expect(shiftsOverlap(morning, { ...morning })).toBe(false);
    expect(findOverlap(morning, [morning])).toBeUndefined();
  });
});

describe('hours', () => {
  it('counts real elapsed hours, per person, per day and for the week', () => {
    const shifts = [
      shift(SAM, '2026-03-09T09:00:00.000Z', '2026-03-09T17:00:00.000Z'),
      shift(SAM, '2026-03-10T09:00:00.000Z', '2026-03-10T13:30:00.000Z'),
      shift(ALEX, '2026-03-10T07:00:00.000Z', '2026-03-10T15:00:00.000Z'),
    ];
    const hours = weekHours(shifts, 'UTC');
    expect(hours.byPerson.get(SAM)).toBe(12.5);
    expect(hours.byDay.get('2026-03-10')).toBe(12.5);
    expect(hours.total).toBe(20.5);
    expect(formatHours(12.5)).toBe('12.5');
    // 22:00 to 06:00 across the spring-forward night in London is 7 hours, not 8.
    expect(shiftHours({ start: '2026-03-28T22:00:00.000Z', end: '2026-03-29T05:00:00.000Z' })).toBe(7);
  });
});

describe('copy previous week', () => {
  it('moves shifts a week on at the same wall-clock time, across a DST change', () => {
    // 09:00 GMT on 2026-03-23 becomes 09:00 BST (08:00 UTC) on 2026-03-30.
    expect(shiftByDays('2026-03-23T09:00:00.000Z', 7, 'Europe/London')).toBe('2026-03-30T08:00:00.000Z');
  });

  it('skips people who no longer exist and shifts that would overlap, and says how many', () => {
    const last = [
      shift(SAM, '2026-03-02T09:00:00.000Z', '2026-03-02T17:00:00.000Z'),
      shift(SAM, '2026-03-03T09:00:00.000Z', '2026-03-03T17:00:00.000Z'),
      shift(ALEX, '2026-03-02T09:00:00.000Z', '2026-03-02T17:00:00.000Z'),
    ];
    const already = [shift(SAM, '2026-03-10T12:00:00.000Z', '2026-03-10T20:00:00.000Z')];
    const copied = copyWeek(last, already, new Set([SAM]), 'UTC');
    expect(copied.copies.map((c) => [c.userName, c.start, c.end])).toEqual([
      ['Sam', '2026-03-09T09:00:00.000Z', '2026-03-09T17:00:00.000Z'],
    ]);
    expect(copied.skippedGone).toBe(1);
    expect(copied.skippedOverlap).toBe(1);
  });
});

describe('overnight shifts', () => {
  it('a 22:00–02:00 shift ends at 02:00 the next day in the store zone, four hours later', () => {
    const span = shiftInstants(
      { date: '2026-03-10', startTime: '22:00', endTime: '02:00' },
      'America/New_York',
    );
    expect(span).toEqual({ start: '2026-03-11T02:00:00.000Z', end: '2026-03-11T06:00:00.000Z' });
    expect(shiftHours(span)).toBe(4);
    expect(shiftCrossesMidnight(span, 'America/New_York')).toBe(true);
    const day = shiftInstants(
      { date: '2026-03-10', startTime: '09:00', endTime: '17:00' },
      'America/New_York',
    );
    expect(day.end).toBe('2026-03-10T21:00:00.000Z');
    expect(shiftCrossesMidnight(day, 'America/New_York')).toBe(false);
  });

  it('counts real hours across a DST change (the night the clocks go forward)', () => {
    // 2026-03-08 02:00 in New York jumps to 03:00: 22:00–06:00 that night is 7 hours.
    const span = shiftInstants(
      { date: '2026-03-07', startTime: '22:00', endTime: '06:00' },
      'America/New_York',
    );
    expect(shiftHours(span)).toBe(7);
  });
});
