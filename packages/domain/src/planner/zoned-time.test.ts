import { describe, expect, it } from 'vitest';
import { instantToLocalInput, localInputToInstant, wallClock, zonedInstant } from './zoned-time.js';

describe('wall-clock times in the store zone', () => {
  it('reads 09:00 in London as 09:00 UTC in winter and 08:00 UTC in summer, on the DST days too', () => {
    expect(zonedInstant('2026-03-28', '09:00', 'Europe/London')).toBe('2026-03-28T09:00:00.000Z');
    // Clocks go forward at 01:00 on 2026-03-29.
    expect(zonedInstant('2026-03-29', '09:00', 'Europe/London')).toBe('2026-03-29T08:00:00.000Z');
    // And back at 02:00 on 2026-10-25.
    expect(zonedInstant('2026-10-25', '09:00', 'Europe/London')).toBe('2026-10-25T09:00:00.000Z');
  });

  it('handles a skipped and a repeated hour (New York)', () => {
    // 02:30 does not exist on 2026-03-08: it lands on 03:30 EDT.
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    // 01:30 happens twice on 2026-11-01: the first (EDT).
    expect(zonedInstant('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
  });

  it('reads an instant back as the day and time the store sees', () => {
    expect(wallClock('2026-03-29T23:30:00.000Z', 'Europe/London')).toEqual({
      day: '2026-03-30',
      time: '00:30',
    });
    expect(wallClock('2026-03-29T23:30:00.000Z', 'UTC')).toEqual({ day: '2026-03-29', time: '23:30' });
    const input = '2026-07-04T18:45';
    expect(instantToLocalInput(localInputToInstant(input, 'Asia/Kolkata'), 'Asia/Kolkata')).toBe(input);
  });
});
