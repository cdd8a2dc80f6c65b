import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  type BusinessDay,
  businessDay,
  businessDayFinder,
  businessDayRange,
  daysBetween,
  daysEndingOn,
  isKnownTimeZone,
  resolveTimeZone,
} from './business-day.js';

describe('businessDay', () => {
  it('counts the day in the store zone, not UTC', () => {
    // 02:30 UTC on the 15th is still the 14th in New York (UTC-4 in summer) and already the 15th in Tokyo.
    expect(businessDay('2026-07-15T02:30:00.000Z', 'America/New_York')).toBe('2026-07-14');
    expect(businessDay('2026-07-15T02:30:00.000Z', 'Asia/Tokyo')).toBe('2026-07-15');
    expect(businessDay('2026-07-15T02:30:00.000Z', 'UTC')).toBe('2026-07-15');
  });

  it('takes a Date, an ISO string or milliseconds', () => {
    const ms = Date.UTC(2026, 0, 1, 12);
    expect(businessDay(ms, 'UTC')).toBe('2026-01-01');
    expect(businessDay(new Date(ms), 'UTC')).toBe('2026-01-01');
  });

  it('refuses what is not an instant', () => {
    expect(() => businessDay('not a date', 'UTC')).toThrow(RangeError);
  });
});

describe('time zones', () => {
  it('knows IANA zones and falls back to UTC for unknown or missing ones', () => {
    expect(isKnownTimeZone('Africa/Harare')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(resolveTimeZone('Mars/Olympus')).toBe('UTC');
    expect(resolveTimeZone(undefined)).toBe('UTC');
    expect(resolveTimeZone('Europe/Paris')).toBe('Europe/Paris');
  });
});

describe('day arithmetic', () => {
  it('crosses months, leap days and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-01-01', '2026-03-01')).toBe(59);
    expect(daysEndingOn('2026-03-02', 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('refuses impossible days', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('26-1-1', 1)).toThrow(RangeError);
  });
});

describe('businessDayRange', () => {
  it('is 24 hours on an ordinary day', () => {
    expect(businessDayRange('2026-07-15', 'America/New_York')).toEqual({
      start: '2026-07-15T04:00:00.000Z',
      end: '2026-07-16T04:00:00.000Z',
    });
  });

  it('is 23 hours on the spring-forward day and 25 on the fall-back day', () => {
    // New York moves to EDT at 2026-03-08 02:00 local and back to EST at 2026-11-01 02:00 local.
    expect(businessDayRange('2026-03-08', 'America/New_York')).toEqual({
      start: '2026-03-08T05:00:00.000Z',
      end: '2026-03-09T04:00:00.000Z',
    });
    expect(businessDayRange('2026-11-01', 'America/New_York')).toEqual({
      start: '2026-11-01T04:00:00.000Z',
      end: '2026-11-02T05:00:00.000Z',
    });
  });

  it('starts at 01:00 where DST skips midnight', () => {
    // Santiago springs forward at 2026-09-06 00:00 local (UTC-4 → UTC-3): the day begins at 01:00 = 04:00 UTC.
    const { start } = businessDayRange('2026-09-06', 'America/Santiago');
    expect(start).toBe('2026-09-06T04:00:00.000Z');
    expect(businessDay(start, 'America/Santiago')).toBe('2026-09-06');
    expect(businessDay(Date.parse(start) - 1, 'America/Santiago')).toBe('2026-09-05');
  });

  it('holds exactly the instants of that day, in any zone', () => {
    const zones = [
      'UTC',
      'America/New_York',
      'Europe/London',
      'Australia/Lord_Howe',
      'Pacific/Kiritimati',
      'Asia/Kathmandu',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const day = businessDay(ms, zone);
          const { start, end } = businessDayRange(day, zone);
          expect(Date.parse(start)).toBeLessThanOrEqual(ms);
          expect(ms).toBeLessThan(Date.parse(end));
          expect(businessDay(Date.parse(start) - 1, zone)).toBe(addDays(day, -1));
          expect(businessDay(end, zone)).toBe(addDays(day, 1));
        },
      ),
      { numRuns: 200 },
    );
  });
  it('starts each day at its first instant in every zone the runtime knows, back to 1900', () => {
    // Local midnight is found from the zone's offset; this holds it to the definition wherever that guess could
    // go wrong: skipped days (Apia, 2011-12-30), midnight DST changes, odd historical offsets.
    const zones = Intl.supportedValuesOf('timeZone');
    const day = fc
      .integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2040, 0, 1) })
      .map((ms) => new Date(ms).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.constantFrom(...zones), day, (zone, first) => {
        const start = Date.parse(businessDayRange(first, zone).start);
        expect(businessDay(start, zone) >= first).toBe(true);
        expect(businessDay(start - 1, zone) < first).toBe(true);
      }),
      { numRuns: 3_000 },
    );
    // Days the offset at UTC midnight does not give: a DST change between UTC and local midnight (Cairo), a
    // fall-back across midnight (Amman, Tunis), a day skipped whole (Apia), an offset in seconds (Monrovia).
    const awkward: [BusinessDay, string][] = [
      ['1990-05-01', 'Africa/Cairo'],
      ['1995-09-15', 'Asia/Amman'],
      ['1990-09-30', 'Africa/Tunis'],
      ['2011-12-30', 'Pacific/Apia'],
      ['1965-06-01', 'Africa/Monrovia'],
    ];
    for (const [first, zone] of awkward) {
      const start = Date.parse(businessDayRange(first, zone).start);
      expect(businessDay(start, zone) >= first, `${zone} ${first}`).toBe(true);
      expect(businessDay(start - 1, zone) < first, `${zone} ${first}`).toBe(true);
    }
    expect(businessDayRange('2011-12-30', 'Pacific/Apia').start).toBe('2011-12-30T10:00:00.000Z');
    expect(businessDayRange('1965-06-01', 'Africa/Monrovia').start).toBe('1965-06-01T00:44:30.000Z');
  });
});

describe('businessDayFinder', () => {
  it('answers exactly as businessDay, in any order, across DST changes and odd offsets', () => {
    const zones = [
      'America/Chicago',
      'America/St_Johns',
      'America/Santiago',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'Pacific/Chatham',
    ];
    // Instants around the 2026 DST changes, so some sit right on a day's edge, and any in the year; several share
    // a quarter hour the finder has already remembered.
    const changes = [
      '2026-03-08T08:00:00Z',
      '2026-04-05T03:00:00Z',
      '2026-09-06T04:00:00Z',
      '2026-11-01T07:00:00Z',
    ];
    const nearChange = fc
      .tuple(fc.constantFrom(...changes), fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }))
      .map(([iso, offset]) => Date.parse(iso) + offset);
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.array(fc.oneof(fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }), nearChange), {
          minLength: 1,
          maxLength: 400,
        }),
        (zone, instants) => {
          const dayOf = businessDayFinder(zone);
          for (const ms of instants) {
            expect(dayOf(ms)).toBe(businessDay(ms, zone));
            expect(dayOf(ms + 60_000)).toBe(businessDay(ms + 60_000, zone));
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('remembers no quarter hour a day boundary cuts through (Monrovia kept UTC-0:44:30 until 1972)', () => {
    const dayOf = businessDayFinder('Africa/Monrovia');
    // Local midnight fell at 00:44:30 UTC: the quarter hour from 00:30 UTC holds two days.
    const before = Date.UTC(1965, 5, 1, 0, 40);
    const after = Date.UTC(1965, 5, 1, 0, 44, 40);
    expect(dayOf(before)).toBe('1965-05-31');
    expect(dayOf(after)).toBe('1965-06-01');
    expect(dayOf(before)).toBe('1965-05-31');
  });
});

describe('business days on DST days (a sale at 00:30 and 23:30 local)', () => {
  const HOUR = 3_600_000;
  const hoursIn = (day: string, zone: string) => {
    const { start, end } = businessDayRange(day, zone);
    return (Date.parse(end) - Date.parse(start)) / HOUR;
  };

  // [zone, day, hours, 00:30 local, 23:30 local, 00:30 local the next day], instants worked out by hand from
  // the offsets either side of the change.
  const cases: [string, string, number, string, string, string][] = [
    // New York springs forward at 02:00 EST (UTC-5) to EDT (UTC-4).
    [
      'America/New_York',
      '2026-03-08',
      23,
      '2026-03-08T05:30:00.000Z',
      '2026-03-09T03:30:00.000Z',
      '2026-03-09T04:30:00.000Z',
    ],
    // …and falls back at 02:00 EDT to EST: 01:00–02:00 happens twice.
    [
      'America/New_York',
      '2026-11-01',
      25,
      '2026-11-01T04:30:00.000Z',
      '2026-11-02T04:30:00.000Z',
      '2026-11-02T05:30:00.000Z',
    ],
    // London springs forward at 01:00 GMT to BST (UTC+1).
    [
      'Europe/London',
      '2026-03-29',
      23,
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T22:30:00.000Z',
      '2026-03-29T23:30:00.000Z',
    ],
    // …and falls back at 02:00 BST to GMT.
    [
      'Europe/London',
      '2026-10-25',
      25,
      '2026-10-24T23:30:00.000Z',
      '2026-10-25T23:30:00.000Z',
      '2026-10-26T00:30:00.000Z',
    ],
  ];

  it.each(cases)('%s %s lasts %i hours and holds both sales', (zone, day, hours, early, late, nextDay) => {
    expect(hoursIn(day, zone)).toBe(hours);
    const { start, end } = businessDayRange(day, zone);
    for (const sale of [early, late]) {
      expect(businessDay(sale, zone)).toBe(day);
      expect(businessDayFinder(zone)(sale)).toBe(day);
      expect(Date.parse(start) <= Date.parse(sale) && Date.parse(sale) < Date.parse(end)).toBe(true);
    }
    // 00:30 the next morning is the next day's, and starts no earlier than this day's end.
    expect(businessDay(nextDay, zone)).toBe(addDays(day, 1));
    expect(Date.parse(nextDay)).toBeGreaterThanOrEqual(Date.parse(end));
    // The neighbouring ordinary days are 24 hours.
    expect(hoursIn(addDays(day, -1), zone)).toBe(24);
    expect(hoursIn(addDays(day, 1), zone)).toBe(24);
  });

  it('puts both sittings of the repeated hour on the fall-back day', () => {
    // 01:30 happens at 05:30Z (EDT) and again at 06:30Z (EST) in New York on 2026-11-01.
    expect(businessDay('2026-11-01T05:30:00.000Z', 'America/New_York')).toBe('2026-11-01');
    expect(businessDay('2026-11-01T06:30:00.000Z', 'America/New_York')).toBe('2026-11-01');
  });
});
