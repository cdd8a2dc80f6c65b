import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
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
  validateSignIn,
} from './auth.js';
import {
  parseApiError,
  parsePublicUser,
  parseSessionResponse,
  parseSignInOptions,
} from './auth-readers.generated.js';
import { PERMISSIONS, permissionsFor, ROLES } from './permissions.js';

function messages(schema: ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : firstMessageByPath(toApiIssues(result.error));
}

function allMessages(schema: ZodMiniType, input: unknown): string[] {
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

describe('validateSignIn (the zod-free sign-in rule)', () => {
  it('cleans the input like signInSchema', () => {
    expect(validateSignIn({ email: '  Staff@Cafe.example ', password: ' secret ' })).toEqual({
      ok: true,
      value: { email: 'staff@cafe.example', password: ' secret ' },
    });
  });

  it('reports the spec messages, one per field', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: 'Email is required', password: 'Password is required' },
    });
    expect(validateSignIn({ email: '   ', password: 'x' })).toEqual({
      ok: false,
      errors: { email: 'Email is required' },
    });
    expect(validateSignIn({ email: 'a@b.c', password: 'x' })).toEqual({
      ok: false,
      errors: { email: 'Invalid email address' },
    });
  });

  it('agrees with signInSchema on any input', () => {
    const email = fc.oneof(
      fc.string(),
      fc.constantFrom('', '   ', 'a@b.c', ' A@B.co ', 'x@y.museum', 'a b@c.co', 'Sam@Cafe.Example'),
    );
    const password = fc.oneof(fc.string(), fc.constantFrom('', ' ', 'cafe-demo-2026'));
    fc.assert(
      fc.property(fc.record({ email, password }), (input) => {
        const parsed = signInSchema.safeParse(input);
        expect(validateSignIn(input)).toEqual(
          parsed.success
            ? { ok: true, value: parsed.data }
            : { ok: false, errors: firstMessageByPath(toApiIssues(parsed.error)) },
        );
      }),
      { numRuns: 100 },
    );
  });
});

describe('zod-free readers agree with their schemas', () => {
  /** Mostly the given samples (good and bad), sometimes anything at all. */
  const field = (...samples: unknown[]) =>
    fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...samples) }, { weight: 1, arbitrary: fc.anything() });
  /** Objects with every key, some missing, extra keys, or not an object at all. */
  const objectOf = (fields: Record<string, fc.Arbitrary<unknown>>) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.record(fields) },
      { weight: 2, arbitrary: fc.record(fields, { requiredKeys: [] }) },
      {
        weight: 1,
        arbitrary: fc.record(fields).map((value) => ({ ...value, extra: 'dropped' })),
      },
      { weight: 1, arbitrary: fc.anything() },
    );
  const arrayOf = (item: fc.Arbitrary<unknown>) =>
    fc.oneof(
      { weight: 5, arbitrary: fc.array(item, { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.anything() },
    );

  const role = field(...ROLES, 'owner', 'Admin', '');
  const user = objectOf({
    id: field(
      '3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f',
      '00000000-0000-0000-0000-000000000001',
      'ABCDEF12-3456-7890-abcd-ef1234567890',
      'not-an-id',
      '3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5',
      '',
    ),
    name: field('Sam Staff', '', ' '),
    email: field('staff@cafe.example', '', 'not an email'),
    role,
    avatarFileId: field(null, undefined, 'a'.repeat(64), 'A'.repeat(64), 'a'.repeat(63), 'g'.repeat(64)),
  });
  const session = objectOf({
    user,
    permissions: arrayOf(field(...PERMISSIONS, 'fly', 'VIEW_SALES')),
    credentialsVersion: field(undefined, 0, 3, -1, 1.5, '2', null),
  });
  const signInOptions = objectOf({
    needsSetup: field(true, false, 'true', 0),
    demo: fc.oneof(
      fc.constant(null),
      objectOf({
        password: field('cafe-demo-2026', ''),
        accounts: arrayOf(objectOf({ name: field('Alex Admin', ''), email: field('a@b.co', ''), role })),
      }),
    ),
  });
  const apiError = objectOf({
    error: field('Not found', ''),
    issues: fc.oneof(
      fc.constant(undefined),
      arrayOf(objectOf({ path: field('email', ''), message: field('Invalid email address') })),
    ),
  });

  const cases = [
    ['parsePublicUser', publicUserSchema, parsePublicUser, user],
    ['parseSessionResponse', sessionResponseSchema, parseSessionResponse, session],
    ['parseSignInOptions', signInOptionsSchema, parseSignInOptions, signInOptions],
    ['parseApiError', apiErrorSchema, parseApiError, apiError],
  ] as const;

  it.each(cases)('%s', (_name, schema, read, input) => {
    fc.assert(
      fc.property(input, (value) => {
        const parsed = schema.safeParse(value);
        expect(read(value)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 1000 },
    );
  });

  it('accept a real session and drop unknown keys', () => {
    const user = {
      id: '3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f',
      name: 'Sam Staff',
      email: 'staff@cafe.example',
      role: 'staff',
      avatarFileId: null,
    };
    const session = { user: { ...user, passwordHash: 'x' }, permissions: permissionsFor('staff') };
    expect(parseSessionResponse(session)).toEqual({ user, permissions: permissionsFor('staff') });
    expect(parsePublicUser({ ...user, role: 'owner' })).toBeNull();
  });
});
