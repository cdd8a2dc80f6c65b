import { type Reader, refusalOfResponse, refusalSentence, wordsForPeople } from '@cafe/domain';
import type { ApiFailure } from './auth-api';

/**
 * Statuses whose error message names the rule that was broken ('A user with this email already exists', 'Too many
 * sign-in attempts. Try again in 30 seconds', 'A receipt must be a JPEG or PNG image or a PDF'): that message is
 * the best thing to show, when it is written for people. Every other status (signed out, not allowed, gone, a
 * fault) is said by the refusal map for its reader.
 */
const RULE_STATUSES = new Set([400, 409, 413, 415, 422, 429]);

/** An error answer as the server sent it: its status, its body's `error` and `code` when it had them. */
export interface ErrorAnswer {
  status: number;
  error?: string | undefined;
  code?: string | undefined;
}

/** What an error answer says to a person: never a status phrase, a code or an id. */
export function answerWords(answer: ErrorAnswer, reader: Reader): string {
  if (RULE_STATUSES.has(answer.status) && !answer.code && wordsForPeople(answer.error)) return answer.error;
  return refusalSentence(refusalOfResponse(answer.status, answer.code), reader);
}

/** What a failed request says to the person who made it. */
export function failureWords(failure: ApiFailure, reader: Reader): string {
  if (failure.kind === 'network') return refusalSentence('unreachable', reader);
  if (failure.kind === 'invalid') return refusalSentence('unreadable', reader);
  return answerWords(failure, reader);
}
