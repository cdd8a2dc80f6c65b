/**
 * The zod-free half of auth.ts (which re-exports all of it): spec §5's email and sign-in rules as plain
 * functions, and readers of the session shapes. The web app's entry and sign-in screen import only this module,
 * so they load without zod. A bundler places a whole module in one chunk, so nothing here may import zod or a
 * module that does: that would bring it back into the sign-in screen's bundle (scripts/report-bundle.mjs).
 */
import type { ApiError, ApiIssue, DemoAccount, PublicUser, SessionResponse, SignInOptions } from './auth.js';
import { TEXT_LIMITS } from './limits.js';
import { PERMISSIONS, type Permission, ROLES, type Role } from './permissions.js';
import { GUID_PATTERN, isOneOf, isRecord, readArray } from './readers.js';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './storable-text.js';

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

export type SignInField = 'email' | 'password';
export interface SignInInput {
  email: string;
  password: string;
}
export type SignIn = SignInInput;

/** One field's verdict: the value to use, or the message to show. */
export type FieldCheck = { ok: true; value: string } | { ok: false; message: string };

/** Each sign-in field's rule; signInSchema (auth.ts) applies these same functions. */
export const SIGN_IN_CHECKS: Readonly<Record<SignInField, (text: string) => FieldCheck>> = {
  /**
   * Trimmed, then required, then spec §5's format; lower-cased when it passes. Too long or holding a character no
   * stored address can hold (limits.ts, storable-text.ts) is no address either.
   */
  email(text) {
    const email = text.trim();
    if (email === '') return { ok: false, message: SIGN_IN_MESSAGES.emailRequired };
    if (email.length > TEXT_LIMITS.email.max || !isStorableText(email) || !isValidEmail(email)) {
      return { ok: false, message: SIGN_IN_MESSAGES.emailInvalid };
    }
    return { ok: true, value: email.toLowerCase() };
  },
  /** Not trimmed: a password's spaces are part of it. No stored password is longer or holds a NUL. */
  password(text) {
    if (text === '') return { ok: false, message: SIGN_IN_MESSAGES.passwordRequired };
    if (text.length > TEXT_LIMITS.password.max) return { ok: false, message: TEXT_LIMITS.password.message };
    if (!isStorableText(text)) return { ok: false, message: UNSTORABLE_TEXT_MESSAGE };
    return { ok: true, value: text };
  },
};

export type SignInCheck =
  | { ok: true; value: SignIn }
  | { ok: false; errors: Partial<Record<SignInField, string>> };

/** The sign-in form's rule (spec §5): the cleaned input, or the first failing message per field. */
export function validateSignIn(input: SignInInput): SignInCheck {
  const email = SIGN_IN_CHECKS.email(input.email);
  const password = SIGN_IN_CHECKS.password(input.password);
  if (email.ok && password.ok) return { ok: true, value: { email: email.value, password: password.value } };
  const errors: Partial<Record<SignInField, string>> = {};
  if (!email.ok) errors.email = email.message;
  if (!password.ok) errors.password = password.message;
  return { ok: false, errors };
}

// Readers of auth.ts's response shapes. Each accepts exactly what its schema accepts and, like it, returns only
// the declared keys; auth.test.ts checks every reader against its schema on generated input, so they can't drift.

/** fileIdSchema's pattern (files.ts). */
const FILE_ID_PATTERN = /^[0-9a-f]{64}$/;

/** publicUserSchema's reader: the user, or null. */
export function parsePublicUser(value: unknown): PublicUser | null {
  if (!isRecord(value)) return null;
  const { id, name, email, role, avatarFileId } = value;
  if (typeof id !== 'string' || !GUID_PATTERN.test(id)) return null;
  if (typeof name !== 'string' || name.length < 1) return null;
  if (typeof email !== 'string' || email.length < 1) return null;
  if (!isOneOf<Role>(ROLES, role)) return null;
  if (avatarFileId !== null && (typeof avatarFileId !== 'string' || !FILE_ID_PATTERN.test(avatarFileId))) {
    return null;
  }
  return { id, name, email, role, avatarFileId };
}

/** sessionResponseSchema's reader. */
export function parseSessionResponse(value: unknown): SessionResponse | null {
  if (!isRecord(value)) return null;
  const user = parsePublicUser(value.user);
  const permissions = readArray(value.permissions, (item) =>
    isOneOf<Permission>(PERMISSIONS, item) ? item : null,
  );
  if (!user || !permissions) return null;
  const { credentialsVersion } = value;
  if (credentialsVersion === undefined) return { user, permissions };
  if (!Number.isSafeInteger(credentialsVersion) || (credentialsVersion as number) < 0) return null;
  return { user, permissions, credentialsVersion: credentialsVersion as number };
}

function parseDemoAccount(value: unknown): DemoAccount | null {
  if (!isRecord(value)) return null;
  const { name, email, role } = value;
  if (typeof name !== 'string' || typeof email !== 'string' || !isOneOf<Role>(ROLES, role)) return null;
  return { name, email, role };
}

/** signInOptionsSchema's reader. */
export function parseSignInOptions(value: unknown): SignInOptions | null {
  if (!isRecord(value) || typeof value.needsSetup !== 'boolean') return null;
  const { needsSetup, demo } = value;
  if (demo === null) return { needsSetup, demo: null };
  if (!isRecord(demo) || typeof demo.password !== 'string') return null;
  const accounts = readArray(demo.accounts, parseDemoAccount);
  return accounts ? { needsSetup, demo: { password: demo.password, accounts } } : null;
}

function parseApiIssue(value: unknown): ApiIssue | null {
  if (!isRecord(value) || typeof value.path !== 'string' || typeof value.message !== 'string') return null;
  return { path: value.path, message: value.message };
}

/** apiErrorSchema's reader. */
export function parseApiError(value: unknown): ApiError | null {
  if (!isRecord(value) || typeof value.error !== 'string') return null;
  if (value.issues === undefined) return { error: value.error };
  const issues = readArray(value.issues, parseApiIssue);
  return issues ? { error: value.error, issues } : null;
}

/** The first message per field, keyed by dotted path ('' for the whole form): what a form shows. */
export function firstMessageByPath(issues: readonly ApiIssue[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    if (!(issue.path in messages)) messages[issue.path] = issue.message;
  }
  return messages;
}
