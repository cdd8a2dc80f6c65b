/**
 * The online-only user calls (docs/security.md): making a user, setting someone's password, changing one's own.
 * Each carries a password, so none goes through the outbox; without the server they fail with a clear message
 * and nothing is kept on the device.
 */
import {
  type ApiIssue,
  type CreateUserRequest,
  type SetPasswordRequest,
  USER_MESSAGES,
  type User,
  userResponseSchema,
} from '@cafe/domain';
import { type ApiResult, apiRequest } from './auth-api';
import { currentReader } from './current-reader';
import { failureWords } from './failure-words';

export type UserCallResult = { ok: true; user: User } | { ok: false; error: string; issues: ApiIssue[] };

function readUser(json: unknown): User | null {
  const parsed = userResponseSchema.safeParse(json);
  return parsed.success ? parsed.data.user : null;
}

function settle(result: ApiResult<User>): UserCallResult {
  if (result.ok) return { ok: true, user: result.data };
  if (result.kind === 'network') return { ok: false, error: USER_MESSAGES.needsConnection, issues: [] };
  if (result.kind === 'http')
    return { ok: false, error: failureWords(result, currentReader()), issues: result.issues ?? [] };
  return { ok: false, error: USER_MESSAGES.saveFailed, issues: [] };
}

function offline(): UserCallResult | null {
  return typeof navigator !== 'undefined' && navigator.onLine === false
    ? { ok: false, error: USER_MESSAGES.needsConnection, issues: [] }
    : null;
}

export const usersApi = {
  async create(input: CreateUserRequest): Promise<UserCallResult> {
    return offline() ?? settle(await apiRequest('POST', '/api/users', readUser, input));
  },
  async resetPassword(id: string, input: SetPasswordRequest): Promise<UserCallResult> {
    return offline() ?? settle(await apiRequest('PUT', `/api/users/${id}/password`, readUser, input));
  },
  async changeOwnPassword(input: {
    currentPassword: string;
    newPassword: string;
    actorKey?: string;
  }): Promise<UserCallResult> {
    return offline() ?? settle(await apiRequest('POST', '/api/auth/password', readUser, input));
  },
};
