import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstMessageByPath, toApiIssues } from '../auth.js';
import { SHIFT_DEFAULTS, SHIFT_ROLE_LABELS, SHIFT_ROLES, shiftInputSchema, shiftSchema } from './shift.js';

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

describe('shift', () => {
  const input = { userId, date: '2026-01-19', startTime: '09:00', endTime: '17:00' };

  it('parses a stored row', () => {
    const row = {
      ...base,
      userId,
      userName: 'Sam Staff',
      start: '2026-01-19T09:00:00.000Z',
      end: '2026-01-19T17:00:00.000Z',
      role: 'barista',
      notes: null,
    };
    expect(shiftSchema.parse(row)).toEqual(row);
    expect(shiftSchema.safeParse({ ...row, role: 'dj' }).success).toBe(false);
  });

  it('defaults to 09:00–17:00 as barista', () => {
    expect(SHIFT_DEFAULTS).toEqual({ startTime: '09:00', endTime: '17:00', role: 'barista' });
    expect(shiftInputSchema.parse(input).role).toBe('barista');
    expect(SHIFT_ROLES.map((role) => SHIFT_ROLE_LABELS[role])).toEqual([
      'Barista',
      'Server',
      'Chef',
      'Manager',
    ]);
  });

  it('requires staff member, date, start and end', () => {
    const message = 'Please fill all required fields';
    expect(messagesOf(shiftInputSchema, { userId: '', date: '', startTime: '', endTime: '' })).toEqual({
      userId: message,
      date: message,
      startTime: message,
      endTime: message,
    });
  });

  it('requires the end after the start', () => {
    expect(messagesOf(shiftInputSchema, { ...input, endTime: '08:59' })).toEqual({
      endTime: 'End time must be after start time',
    });
    expect(messagesOf(shiftInputSchema, { ...input, endTime: '09:00' })).toEqual({
      endTime: 'End time must be after start time',
    });
  });
});
