import { describe, expect, it } from 'vitest';
import { base, messagesOf, userId } from './entity-test-kit.js';
import {
  SHIFT_DEFAULTS,
  SHIFT_ROLE_LABELS,
  SHIFT_ROLES,
  shiftEndsNextDay,
  shiftInputSchema,
  shiftMinutes,
  shiftSchema,
} from './shift.js';

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

  it('requires the end to differ from the start', () => {
    expect(messagesOf(shiftInputSchema, { ...input, endTime: '09:00' })).toEqual({
      endTime: 'End time must be after start time',
    });
  });

  it('allows an overnight shift: an end before the start is the next day, up to 16 hours', () => {
    expect(shiftInputSchema.safeParse({ ...input, startTime: '22:00', endTime: '02:00' }).success).toBe(true);
    expect(shiftEndsNextDay('22:00', '02:00')).toBe(true);
    expect(shiftEndsNextDay('09:00', '17:00')).toBe(false);
    expect(shiftMinutes('22:00', '02:00')).toBe(240);
    expect(shiftInputSchema.safeParse({ ...input, startTime: '16:00', endTime: '08:00' }).success).toBe(true);
    // 09:00 to 08:59 would be a 23-hour shift: a typo, said so beside the end.
    expect(messagesOf(shiftInputSchema, { ...input, endTime: '08:59' })).toEqual({
      endTime: 'A shift can be at most 16 hours; an end before the start is the next day',
    });
  });
});
