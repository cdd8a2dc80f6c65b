import { describe, expect, it } from 'vitest';
import { customRange, previousPeriod, reportRange } from './report-range.js';

describe('report ranges', () => {
  // Wednesday 18 March 2026.
  const today = '2026-03-18';
  it('covers the named periods, weeks starting on Monday', () => {
    expect(reportRange('today', today)).toEqual({ first: today, last: today, days: 1 });
    expect(reportRange('yesterday', today)).toEqual({ first: '2026-03-17', last: '2026-03-17', days: 1 });
    expect(reportRange('thisWeek', today)).toEqual({ first: '2026-03-16', last: today, days: 3 });
    expect(reportRange('lastWeek', today)).toEqual({ first: '2026-03-09', last: '2026-03-15', days: 7 });
    expect(reportRange('thisMonth', today)).toEqual({ first: '2026-03-01', last: today, days: 18 });
    expect(reportRange('lastMonth', today)).toEqual({ first: '2026-02-01', last: '2026-02-28', days: 28 });
  });

  it('knows a Monday and a Sunday, and January looks back to December', () => {
    expect(reportRange('thisWeek', '2026-03-16')).toEqual({
      first: '2026-03-16',
      last: '2026-03-16',
      days: 1,
    });
    expect(reportRange('thisWeek', '2026-03-22')).toEqual({
      first: '2026-03-16',
      last: '2026-03-22',
      days: 7,
    });
    expect(reportRange('lastMonth', '2026-01-10')).toEqual({
      first: '2025-12-01',
      last: '2025-12-31',
      days: 31,
    });
    expect(reportRange('lastMonth', '2028-03-31')).toEqual({
      first: '2028-02-01',
      last: '2028-02-29',
      days: 29,
    });
  });

  it('compares with the period of equal length just before', () => {
    expect(previousPeriod({ first: today, last: today, days: 1 })).toEqual({
      first: '2026-03-17',
      last: '2026-03-17',
      days: 1,
    });
    expect(previousPeriod(reportRange('lastMonth', today))).toEqual({
      first: '2026-01-04',
      last: '2026-01-31',
      days: 28,
    });
  });

  it('checks a custom range', () => {
    expect(customRange('2026-03-01', '2026-03-10')).toEqual({
      ok: true,
      range: { first: '2026-03-01', last: '2026-03-10', days: 10 },
    });
    expect(customRange('', '2026-03-10')).toEqual({ ok: false, message: 'Choose a start date' });
    expect(customRange('2026-02-30', '2026-03-10')).toEqual({ ok: false, message: 'Choose a start date' });
    expect(customRange('2026-03-01', '')).toEqual({ ok: false, message: 'Choose an end date' });
    expect(customRange('2026-03-10', '2026-03-01')).toEqual({
      ok: false,
      message: 'The end date must be on or after the start date',
    });
    expect(customRange('2024-01-01', '2026-01-01')).toEqual({
      ok: false,
      message: 'A report can span at most 731 days',
    });
  });
});
