/**
 * Readers of auth.ts's response shapes, for code that must load without zod (the web app's entry and sign-in
 * screen; see auth-rules.ts). Each accepts exactly what its schema accepts and, like it, returns only the declared
 * keys; auth.test.ts checks every reader against its schema on generated input, so they can't drift. The types are
 * the schemas' own: only named here, so no zod comes with them.
 */
import type { ApiError, ApiIssue, DemoAccount, PublicUser, SessionResponse, SignInOptions } from './auth.js';
import { PERMISSIONS, type Permission, ROLES, type Role } from './permissions.js';
import { GUID_PATTERN, isOneOf, isRecord, readArray } from './readers.js';

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
