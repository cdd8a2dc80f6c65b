import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiErrorSchema,
  firstMessageByPath,
  isValidEmail,
  normalizeEmail,
  publicUserSchema,
  sessionResponseSchema,
  setupAdminSchema,
  signInOptionsSchema,
  signInSchema,
  toApiIssues,
} from './auth.js';
import { permissionsFor } from './permissions.js';

function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : firstMessageByPath(toApiIssues(result.error));
}

function allMessages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('isValidEmail (spec §5)', () => {
  it.each([
    'a@b.co',
    'admin@cafe.example',
    'sam.staff+till@mail.cafe.com',
    'UPPER@CASE.ORG',
    'x@y.museum',
    'name@sub.domain.io',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'a@b.c',
    'a@b',
    'a.b.co',
    '@b.co',
    'a@.co',
    'a@b.c0',
    'a@b.12',
    'a b@c.co',
    'a@b .co',
    'a@@b.co',
    'a@b.co ',
    ' a@b.co',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('normalizes for comparison', () => {
    expect(normalizeEmail('  Admin@Cafe.Example ')).toBe('admin@cafe.example');
  });
});

describe('signInSchema', () => {
  it('parses, trims and lower-cases the email but keeps the password as typed', () => {
    expect(signInSchema.parse({ email: '  Staff@Cafe.example ', password: ' secret ' })).toEqual({
      email: 'staff@cafe.example',
      password: ' secret ',
    });
  });

  it('reports the spec messages, one per field', () => {
    expect(messages(signInSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(allMessages(signInSchema, { email: '   ', password: 'x' })).toEqual(['Email is required']);
    expect(allMessages(signInSchema, { email: 'a@b.c', password: 'x' })).toEqual(['Invalid email address']);
    expect(messages(signInSchema, {})).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
});

describe('setupAdminSchema', () => {
  it('accepts a complete admin', () => {
    expect(setupAdminSchema.parse({ name: ' Ada ', email: 'Ada@Cafe.co', password: 'longenough' })).toEqual({
      name: 'Ada',
      email: 'ada@cafe.co',
      password: 'longenough',
    });
  });

  it('explains each problem', () => {
    expect(messages(setupAdminSchema, { name: ' ', email: 'nope', password: 'short' })).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
    });
    expect(allMessages(setupAdminSchema, { name: 'A', email: '', password: '' })).toEqual([
      'Email is required',
      'Password is required',
    ]);
    expect(
      messages(setupAdminSchema, { name: 'A', email: 'a@b.co', password: 'x'.repeat(257) }).password,
    ).toBe('Password must be at most 256 characters');
  });
});

describe('session shapes', () => {
  const user = {
    id: '3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f',
    name: 'Sam Staff',
    email: 'staff@cafe.example',
    role: 'staff',
    avatarFileId: null,
  };

  it('parses a session response', () => {
    const session = { user, permissions: permissionsFor('staff') };
    expect(sessionResponseSchema.parse(session)).toEqual(session);
  });

  it('rejects an unknown role or permission', () => {
    expect(publicUserSchema.safeParse({ ...user, role: 'owner' }).success).toBe(false);
    expect(sessionResponseSchema.safeParse({ user, permissions: ['fly'] }).success).toBe(false);
    expect(publicUserSchema.safeParse({ ...user, id: 'not-an-id' }).success).toBe(false);
  });

  it('parses sign-in options with and without demo accounts', () => {
    expect(signInOptionsSchema.parse({ needsSetup: true, demo: null })).toEqual({
      needsSetup: true,
      demo: null,
    });
    const demo = {
      needsSetup: false,
      demo: {
        password: 'pw',
        accounts: [{ name: 'Alex Admin', email: 'admin@cafe.example', role: 'admin' }],
      },
    };
    expect(signInOptionsSchema.parse(demo)).toEqual(demo);
  });

  it('parses API errors', () => {
    expect(apiErrorSchema.parse({ error: 'Not found' })).toEqual({ error: 'Not found' });
    const withIssues = {
      error: 'Invalid request',
      issues: [{ path: 'email', message: 'Invalid email address' }],
    };
    expect(apiErrorSchema.parse(withIssues)).toEqual(withIssues);
    expect(apiErrorSchema.safeParse({ message: 'x' }).success).toBe(false);
  });

  it('turns zod issues into API issues with dotted paths', () => {
    const schema = z.object({ items: z.array(z.object({ quantity: z.int().min(1, 'Too few') })) });
    const result = schema.safeParse({ items: [{ quantity: 1 }, { quantity: 0 }] });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(toApiIssues(result.error)).toEqual([{ path: 'items.1.quantity', message: 'Too few' }]);
  });
});
