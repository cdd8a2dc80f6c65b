import { describe, expect, it } from 'vitest';
import { addMonths, formatMonth, mondayOf, monthGrid, weekDays, weekday } from './calendar.js';

describe('weeks (Monday first)', () => {
  it('finds the Monday of any day, across month and year ends', () => {
    expect(mondayOf('2026-03-04')).toBe('2026-03-02'); // a Wednesday
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    expect(mondayOf('2026-03-01')).toBe('2026-02-23'); // a Sunday belongs to the week before
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it('lists seven days, also over a DST change (days are calendar days, not 24 h)', () => {
    // Europe and the US change clocks on 2026-03-29 and 2026-03-08: still seven plain days.
    expect(weekDays('2026-03-23')).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
    expect(weekDays('2026-03-02').at(-1)).toBe('2026-03-08');
  });

  it('numbers weekdays from Sunday', () => {
    expect(weekday('2026-03-01')).toBe(0);
    expect(weekday('2026-03-07')).toBe(6);
  });
});

describe('months (Sunday first)', () => {
  it('steps across year ends', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(formatMonth('2026-02')).toBe('February 2026');
  });

  it('grids a month from the Sunday before its first to the Saturday after its last', () => {
    const march = monthGrid('2026-03'); // starts on a Sunday, 31 days
    expect(march[0]?.[0]).toBe('2026-03-01');
    expect(march.at(-1)?.at(-1)).toBe('2026-04-04');
    expect(march).toHaveLength(5);
    const feb2026 = monthGrid('2026-02'); // 28 days starting on a Sunday: exactly four rows
    expect(feb2026).toHaveLength(4);
    const may = monthGrid('2026-05'); // starts on a Friday, 31 days: six rows
    expect(may).toHaveLength(6);
    expect(may[0]?.[0]).toBe('2026-04-26');
    for (const week of may) expect(week).toHaveLength(7);
  });
});
