/**
 * Sign-in and session shapes shared by the sign-in form, the auth store and the server's auth routes,
 * with the messages of spec §5. The rules that need no zod live in auth-rules.ts, re-exported here, so the
 * web app's sign-in screen can use them without loading zod.
 */
import { type FieldCheck, isValidEmail, SIGN_IN_CHECKS, SIGN_IN_MESSAGES } from './auth-rules.js';
import { fileIdSchema } from './files.js';
import { TEXT_LIMITS } from './limits.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './password-rules.js';
import { PERMISSIONS, ROLES } from './permissions.js';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './storable-text.js';
import { actorPublicKeySchema } from './sync/actor-proof-schemas.js';
import { z } from './zod.js';

export * from './auth-rules.js';
export * from './password-rules.js';

/** An id as Postgres' uuid type stores it (any 8-4-4-4-12 hex), so fixed seed ids are not rejected. */
export const idSchema = z.guid();

/** Builds a trimmed, lower-cased email field that reports only the first failing message. */
export function emailField(messages: { required: string; invalid: string }) {
  return z.pipe(
    z.string({ error: messages.required }).check(
      z.trim(),
      z.minLength(1, { error: messages.required, abort: true }),
      z.maxLength(TEXT_LIMITS.email.max, { error: TEXT_LIMITS.email.message, abort: true }),
      // An address with a NUL or a broken surrogate is no address, and the database could not look it up.
      z.refine(isStorableText, { error: messages.invalid, abort: true }),
      z.refine(isValidEmail, { error: messages.invalid }),
    ),
    z.transform((email) => email.toLowerCase()),
  );
}

/** A string field that reports `required` when it is missing and otherwise what `check` says. */
function checkedField(required: string, check: (text: string) => FieldCheck) {
  return z.pipe(
    z.string({ error: required }),
    z.transform((text, ctx) => {
      const result = check(text);
      if (result.ok) return result.value;
      ctx.issues.push({ code: 'custom', message: result.message, input: text });
      return z.NEVER;
    }),
  );
}

/** validateSignIn's rule (auth-rules.ts) as a schema for the server: the same field checks, the same messages. */
export const signInSchema = z.object({
  email: checkedField(SIGN_IN_MESSAGES.emailRequired, SIGN_IN_CHECKS.email),
  password: checkedField(SIGN_IN_MESSAGES.passwordRequired, SIGN_IN_CHECKS.password),
  /** The public half of the key this browser will sign this user's changes with (sync/actor-proof.ts). */
  actorKey: z.optional(actorPublicKeySchema),
});

export const publicUserSchema = z.object({
  id: idSchema,
  name: z.string().check(z.minLength(1)),
  email: z.string().check(z.minLength(1)),
  role: z.enum(ROLES),
  avatarFileId: z.nullable(fileIdSchema),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const sessionResponseSchema = z.object({
  user: publicUserSchema,
  permissions: z.array(z.enum(PERMISSIONS)),
  /**
   * The user's credentialsVersion (entities/user.ts) when the session was checked: a till keeps its offline
   * verifier for this user only while the pulled user row carries no higher number.
   */
  credentialsVersion: z.optional(z.int().check(z.gte(0))),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const setupAdminSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Name is required'),
      z.maxLength(TEXT_LIMITS.name.max, 'Name is too long'),
      z.refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
    ),
  email: emailField({ required: 'Email is required', invalid: 'Please enter a valid email address' }),
  password: z
    .string({ error: 'Password is required' })
    .check(
      z.minLength(1, { error: 'Password is required', abort: true }),
      z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort),
      z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong),
      z.refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
    ),
  actorKey: z.optional(actorPublicKeySchema),
});
export type SetupAdminInput = z.input<typeof setupAdminSchema>;
export type SetupAdmin = z.output<typeof setupAdminSchema>;

const demoAccountSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type DemoAccount = z.infer<typeof demoAccountSchema>;

export const signInOptionsSchema = z.object({
  needsSetup: z.boolean(),
  demo: z.nullable(
    z.object({
      password: z.string(),
      accounts: z.array(demoAccountSchema),
    }),
  ),
});
export type SignInOptions = z.infer<typeof signInOptionsSchema>;

const apiIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ApiIssue = z.infer<typeof apiIssueSchema>;

export const apiErrorSchema = z.object({
  error: z.string(),
  issues: z.optional(z.array(apiIssueSchema)),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Zod issues as the API reports them: a dotted path ('items.0.quantity') and the message. */
export function toApiIssues(error: z.core.$ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
