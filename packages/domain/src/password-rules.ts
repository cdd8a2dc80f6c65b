/**
 * The rule for every password a person sets: the first admin's, a new user's, one reset by someone else, one's own
 * change. Long enough to resist guessing (NIST SP 800-63B's floor), and not one of the commonest passwords. The
 * length half lives here so every form says it where the password is typed; the commonest-passwords half needs a
 * list far larger than a till's first load should carry, so the server checks it on every path and its refusal is
 * shown beside the field like any other. Zod-free, for screens that must load without zod (see auth-rules.ts).
 */
import { TEXT_LIMITS } from './limits.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = TEXT_LIMITS.password.max;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  tooCommon: 'This password is one of the most common ones and easy to guess. Choose a different password.',
} as const;

/** The length half of the rule: a message, or null when the length is fine. */
export function passwordLengthRefusal(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return null;
}
