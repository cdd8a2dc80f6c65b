import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstMessageByPath, toApiIssues } from '../auth.js';
import { addAttendee, eventInputSchema, eventSchema } from './event.js';

const base = {
  id: '0b6f3d8e-1c2a-4b5d-9e8f-7a6b5c4d3e2f',
  storeId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  createdAt: '2026-01-15T09:30:00.000Z',
  updatedAt: '2026-01-15T09:30:00.000Z',
  version: 1,
  deletedAt: null,
};
const userId = '9c8b7a6d-5e4f-4321-8fed-cba987654321';

/** The first message per field path, as a form shows them. */
function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return firstMessageByPath(toApiIssues(result.error));
}

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
