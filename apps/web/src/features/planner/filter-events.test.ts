import type { CafeEvent } from '@cafe/domain';
import { describe, expect, it } from 'vitest';
import {
  eventBadges,
  eventsByDay,
  eventsFromToday,
  filterEvents,
  NO_EVENT_FILTERS,
  shortDescription,
  summarizeEvents,
  toSearchable,
} from './filter-events';

let next = 0;
function event(fields: Partial<CafeEvent>): CafeEvent {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    storeId: '00000000-0000-4000-8000-000000000000',
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    version: 1,
    deletedAt: null,
    title: 'Event',
    description: null,
    startDate: '2026-03-10T09:00:00.000Z',
    endDate: '2026-03-10T10:00:00.000Z',
    location: null,
    attendees: [],
    isImportant: false,
    createdBy: 'u',
    ...fields,
  };
}

const now = new Date('2026-03-10T12:00:00.000Z');
const meeting = event({ title: 'Staff meeting', isImportant: true, attendees: ['All staff'] });
const vendor = event({
  title: 'Vendor meeting',
  startDate: '2026-03-11T11:00:00.000Z',
  endDate: '2026-03-11T12:00:00.000Z',
  location: 'Seating area',
});
const festival = event({
  title: 'Street festival',
  startDate: '2026-03-09T08:00:00.000Z',
  endDate: '2026-03-12T18:00:00.000Z',
});
const all = toSearchable([vendor, meeting, festival]);

describe('events', () => {
  it('searches title, location and attendees; Important and Upcoming narrow', () => {
    expect(filterEvents(all, { ...NO_EVENT_FILTERS, search: 'SEATING' }, now)).toEqual([vendor]);
    expect(filterEvents(all, { ...NO_EVENT_FILTERS, search: 'all staff' }, now)).toEqual([meeting]);
    expect(filterEvents(all, { ...NO_EVENT_FILTERS, important: true }, now)).toEqual([meeting]);
    expect(filterEvents(all, { ...NO_EVENT_FILTERS, upcoming: true }, now)).toEqual([vendor]);
    expect(filterEvents(all, NO_EVENT_FILTERS, now)).toEqual([festival, meeting, vendor]);
  });

  it('shows an event on every day it spans, in the store zone', () => {
    const days = eventsByDay([festival, meeting, vendor], '2026-03-10', '2026-03-16', 'UTC');
    expect(days.get('2026-03-09')).toBeUndefined();
    expect(days.get('2026-03-10')?.map((e) => e.title)).toEqual(['Street festival', 'Staff meeting']);
    expect(days.get('2026-03-12')?.map((e) => e.title)).toEqual(['Street festival']);
    expect(days.get('2026-03-13')).toBeUndefined();
    // 23:30 UTC on the 10th is already the 11th in Athens.
    const late = event({ startDate: '2026-03-10T23:30:00.000Z', endDate: '2026-03-10T23:45:00.000Z' });
    expect(eventsByDay([late], '2026-03-10', '2026-03-11', 'Europe/Athens').get('2026-03-11')).toEqual([
      late,
    ]);
  });

  it('lists only events starting today or later', () => {
    expect(eventsFromToday([festival, meeting, vendor], '2026-03-10', 'UTC')).toEqual([meeting, vendor]);
  });

  it('badges today and past events', () => {
    expect(eventBadges(meeting, '2026-03-10', now, 'UTC')).toEqual({ today: true, past: true });
    expect(eventBadges(vendor, '2026-03-10', now, 'UTC')).toEqual({ today: false, past: false });
  });

  it('cuts a description at 100 characters', () => {
    expect(shortDescription('a'.repeat(100))).toBe('a'.repeat(100));
    expect(shortDescription('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`);
    // Whole characters: an emoji straddling the cut is kept whole (no lone surrogate), and counts as one.
    expect(shortDescription(`${'a'.repeat(99)}🎂 party`)).toBe(`${'a'.repeat(99)}🎂...`);
    expect(shortDescription('👩‍🍳'.repeat(100))).toBe('👩‍🍳'.repeat(100));
  });

  it('counts every event, those not started and the important ones', () => {
    expect(summarizeEvents([festival, meeting, vendor], now)).toEqual({
      total: 3,
      upcoming: 1,
      important: 1,
    });
  });
});
