import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstMessageByPath, toApiIssues } from '../auth.js';
import { ROLES } from '../permissions.js';
import {
  avatarTooLargeMessage,
  profileInputSchema,
  userInputSchema,
  userSchema,
  userUpdateInputSchema,
} from './user.js';

const base = {
  id: '0b6f3d8e-1c2a-4b5d-9e8f-7a6b5c4d3e2f',
  storeId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  createdAt: '2026-01-15T09:30:00.000Z',
  updatedAt: '2026-01-15T09:30:00.000Z',
  version: 1,
  deletedAt: null,
};

/** The first message per field path, as a form shows them. */
function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return firstMessageByPath(toApiIssues(result.error));
}

describe('user', () => {
  const input = { name: 'Sam', email: 'Sam@Cafe.example', password: 'secret', confirmPassword: 'secret' };

  it('parses a stored row for every role', () => {
    for (const role of ROLES) {
      const row = { ...base, name: 'Sam', email: 'sam@cafe.example', role, avatarFileId: null };
      expect(userSchema.parse(row)).toEqual(row);
    }
  });

  it('makes a new user staff unless told otherwise', () => {
    expect(userInputSchema.parse(input)).toMatchObject({ role: 'staff', email: 'sam@cafe.example' });
  });

  it('words each problem as the spec does', () => {
    expect(messagesOf(userInputSchema, { name: '', email: '', password: '' })).toEqual({
      name: 'Please fill all required fields',
      email: 'Please fill all required fields',
      password: 'Password is required',
    });
    expect(messagesOf(userInputSchema, { ...input, role: 'owner' })).toEqual({
      role: 'Please fill all required fields',
    });
    expect(messagesOf(userInputSchema, { ...input, email: 'sam@cafe' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(messagesOf(userInputSchema, { ...input, confirmPassword: 'other' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('keeps the password when editing with it blank', () => {
    expect(
      userUpdateInputSchema.safeParse({ name: 'Sam', email: 'sam@cafe.example', role: 'manager' }).success,
    ).toBe(true);
    expect(
      messagesOf(userUpdateInputSchema, {
        name: 'Sam',
        email: 'sam@cafe.example',
        password: 'a',
        confirmPassword: 'b',
      }),
    ).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('checks a profile password change', () => {
    const profile = { name: 'Sam', email: 'sam@cafe.example' };
    expect(profileInputSchema.safeParse(profile).success).toBe(true);
    expect(messagesOf(profileInputSchema, { ...profile, confirmNewPassword: 'x' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
    });
    expect(
      messagesOf(profileInputSchema, {
        ...profile,
        currentPassword: 'a',
        newPassword: 'b',
        confirmNewPassword: 'c',
      }),
    ).toEqual({ confirmNewPassword: 'New passwords do not match' });
  });

  it('words the avatar size message', () => {
    expect(avatarTooLargeMessage(3 * 1024 * 1024)).toBe('File size exceeds 2MB (Current: 3.00MB)');
  });
});
