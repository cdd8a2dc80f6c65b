import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessDay } from '../business-day.js';
import { saleClock } from './sale-clock.js';
import { ZONE } from './sample-sales-test-kit.js';

describe('saleClock', () => {
  it('gives the business day and hour in the store zone, across a DST change', () => {
    const clock = saleClock(ZONE);
    // 8 March 2026: 02:00 EST jumps to 03:00 EDT. 06:59 UTC is 01:59 EST; 07:00 UTC is 03:00 EDT.
    expect(clock('2026-03-08T06:59:00.000Z')).toEqual({ day: '2026-03-08', hour: 1 });
    expect(clock('2026-03-08T07:00:00.000Z')).toEqual({ day: '2026-03-08', hour: 3 });
    // 1 November 2026: 01:00–02:00 happens twice; both are hour 1.
    expect(clock('2026-11-01T05:30:00.000Z')).toEqual({ day: '2026-11-01', hour: 1 });
    expect(clock('2026-11-01T06:30:00.000Z')).toEqual({ day: '2026-11-01', hour: 1 });
    expect(clock('2026-11-01T04:59:59.999Z')).toEqual({ day: '2026-11-01', hour: 0 });
  });

  it('agrees with businessDay and a fresh formatter for any instant and zone', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }), { maxLength: 30 }),
        fc.constantFrom('America/New_York', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'UTC', 'Africa/Harare'),
        (instants, zone) => {
          const clock = saleClock(zone);
          const hourOf = new Intl.DateTimeFormat('en-US', {
            timeZone: zone,
            hour: '2-digit',
            hourCycle: 'h23',
          });
          for (const ms of [...instants, ...instants.map((one) => one + 60_000)]) {
            expect(clock(ms)).toEqual({ day: businessDay(ms, zone), hour: Number(hourOf.format(ms)) % 24 });
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
