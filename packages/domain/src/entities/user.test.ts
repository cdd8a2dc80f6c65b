import { describe, expect, it } from 'vitest';
import { ROLES } from '../permissions.js';
import { base, messagesOf } from './entity-test-kit.js';
import {
  avatarTooLargeMessage,
  profileInputSchema,
  userInputSchema,
  userSchema,
  userUpdateInputSchema,
} from './user.js';

describe('user', () => {
  const input = {
    name: 'Sam',
    email: 'Sam@Cafe.example',
    password: 'pour-over-2026',
    confirmPassword: 'pour-over-2026',
  };

  it('parses a stored row for every role', () => {
    for (const role of ROLES) {
      const row = {
        ...base,
        name: 'Sam',
        email: 'sam@cafe.example',
        role,
        avatarFileId: null,
        credentialsVersion: 0,
      };
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
        password: 'pour-over-2026',
        confirmPassword: 'pour-over-2027',
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
        newPassword: 'pour-over-2026',
        confirmNewPassword: 'pour-over-2027',
      }),
    ).toEqual({ confirmNewPassword: 'New passwords do not match' });
  });

  it('keeps the avatar a profile saves, so a new one is not stripped on the way', () => {
    const avatar = 'a'.repeat(64);
    const profile = { name: 'Sam', email: 'sam@cafe.example' };
    expect(profileInputSchema.parse({ ...profile, avatarFileId: avatar }).avatarFileId).toBe(avatar);
    expect(profileInputSchema.parse({ ...profile, avatarFileId: null }).avatarFileId).toBeNull();
    expect(profileInputSchema.safeParse({ ...profile, avatarFileId: 'not-a-file' }).success).toBe(false);
  });

  it('holds every password being set to the length rule, wherever it is typed', () => {
    const tooShort = 'Password must be at least 8 characters';
    expect(
      messagesOf(userInputSchema, { ...input, password: 'seven77', confirmPassword: 'seven77' }),
    ).toEqual({
      password: tooShort,
    });
    const edit = { name: 'Sam', email: 'sam@cafe.example', role: 'staff' };
    expect(
      messagesOf(userUpdateInputSchema, { ...edit, password: 'seven77', confirmPassword: 'seven77' }),
    ).toEqual({ password: tooShort });
    const change = { name: 'Sam', email: 'sam@cafe.example', currentPassword: 'a', newPassword: 'seven77' };
    expect(messagesOf(profileInputSchema, { ...change, confirmNewPassword: 'seven77' })).toEqual({
      newPassword: tooShort,
    });
    expect(
      userInputSchema.safeParse({ ...input, password: 'latte-42', confirmPassword: 'latte-42' }).success,
    ).toBe(true);
  });

  it('words the avatar size message', () => {
    expect(avatarTooLargeMessage(3 * 1024 * 1024)).toBe('File size exceeds 2MB (Current: 3.00MB)');
  });
});
