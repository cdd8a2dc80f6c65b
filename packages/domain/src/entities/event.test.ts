import { describe, expect, it } from 'vitest';
import { base, messagesOf, userId } from './entity-test-kit.js';
import { addAttendee, eventInputSchema, eventSchema } from './event.js';

describe('event', () => {
  const input = {
    title: 'Staff meeting',
    startDate: '2026-01-20T15:00:00.000Z',
    endDate: '2026-01-20T16:00:00.000Z',
  };

  it('parses a stored row', () => {
    const row = {
      ...base,
      ...input,
      description: null,
      location: 'Back room',
      attendees: ['All staff'],
      isImportant: true,
      createdBy: userId,
    };
    expect(eventSchema.parse(row)).toEqual(row);
  });

  it('defaults to no attendees and not important', () => {
    expect(eventInputSchema.parse(input)).toMatchObject({ attendees: [], isImportant: false });
  });

  it('requires title, start and end with one message', () => {
    const message = 'Title, start date, and end date are required';
    expect(messagesOf(eventInputSchema, { title: '', startDate: '', endDate: '' })).toEqual({
      title: message,
      startDate: message,
      endDate: message,
    });
  });

  it('does not check that the end follows the start (spec §5)', () => {
    expect(eventInputSchema.safeParse({ ...input, endDate: '2026-01-19T15:00:00.000Z' }).success).toBe(true);
  });

  it('adds an attendee only when non-blank after trimming', () => {
    expect(addAttendee(['Sam'], '  Morgan ')).toEqual(['Sam', 'Morgan']);
    expect(addAttendee(['Sam'], '   ')).toEqual(['Sam']);
  });
});
