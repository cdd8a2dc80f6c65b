/**
 * Sign-in and session shapes shared by the sign-in form, the auth store and the server's auth routes,
 * with the messages of spec §5.
 */
import { z } from 'zod';
import { PERMISSIONS, ROLES } from './permissions.js';

/**
 * Spec §5: "something@something.xx" with at least two letters after the last dot. Deliberately simple;
 * whether the address exists is the server's business.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export function isValidEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}

/** Addresses are compared trimmed and lower-cased everywhere, so 'Admin@Cafe.example ' signs in. */
export function normalizeEmail(text: string): string {
  return text.trim().toLowerCase();
}

export const SIGN_IN_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
} as const;

/** An id as Postgres' uuid type stores it (any 8-4-4-4-12 hex), so fixed seed ids are not rejected. */
export const idSchema = z.guid();

/** Builds a trimmed, lower-cased email field that reports only the first failing message. */
export function emailField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .refine(isValidEmail, { error: messages.invalid })
    .transform((email) => email.toLowerCase());
}

export const signInSchema = z.object({
  email: emailField({ required: SIGN_IN_MESSAGES.emailRequired, invalid: SIGN_IN_MESSAGES.emailInvalid }),
  // Not trimmed: a password's spaces are part of it.
  password: z.string({ error: SIGN_IN_MESSAGES.passwordRequired }).min(1, SIGN_IN_MESSAGES.passwordRequired),
});
export type SignInInput = z.input<typeof signInSchema>;
export type SignIn = z.output<typeof signInSchema>;

export const publicUserSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  email: z.string().min(1),
  role: z.enum(ROLES),
  avatarFileId: idSchema.nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const sessionResponseSchema = z.object({
  user: publicUserSchema,
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that nobody makes the server hash a megabyte. */
export const PASSWORD_MAX_LENGTH = 256;

export const setupAdminSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name is too long'),
  email: emailField({ required: 'Email is required', invalid: 'Please enter a valid email address' }),
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required', abort: true })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type SetupAdminInput = z.input<typeof setupAdminSchema>;
export type SetupAdmin = z.output<typeof setupAdminSchema>;

export const demoAccountSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type DemoAccount = z.infer<typeof demoAccountSchema>;

export const signInOptionsSchema = z.object({
  needsSetup: z.boolean(),
  demo: z
    .object({
      password: z.string(),
      accounts: z.array(demoAccountSchema),
    })
    .nullable(),
});
export type SignInOptions = z.infer<typeof signInOptionsSchema>;

export const apiIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ApiIssue = z.infer<typeof apiIssueSchema>;

export const apiErrorSchema = z.object({
  error: z.string(),
  issues: z.array(apiIssueSchema).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Zod issues as the API reports them: a dotted path ('items.0.quantity') and the message. */
export function toApiIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** The first message per field, keyed by dotted path ('' for the whole form): what a form shows. */
export function firstMessageByPath(issues: readonly ApiIssue[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    if (!(issue.path in messages)) messages[issue.path] = issue.message;
  }
  return messages;
}
