import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLES } from './permissions.js';
import {
  REFUSAL_WORDS,
  REFUSALS,
  type Reader,
  refusalOfResponse,
  refusalSentence,
  wordsForPeople,
} from './refusal-words.js';
import { REJECTION_REASONS, SERVER_ERROR_CODES, SYNC_AUTH_ERROR_CODES } from './sync/protocol-rules.js';

const READERS: readonly Reader[] = [...ROLES, null];

describe('refusal words', () => {
  it('covers every reason the server can refuse a pushed change or a request with', () => {
    // The protocol's own lists: a reason added there without words fails here (and in the type of REFUSAL_WORDS).
    for (const reason of [...REJECTION_REASONS, ...SYNC_AUTH_ERROR_CODES, ...SERVER_ERROR_CODES]) {
      expect(REFUSALS).toContain(reason);
      expect(REFUSAL_WORDS[reason], reason).toBeDefined();
    }
    expect(Object.keys(REFUSAL_WORDS).sort()).toEqual([...REFUSALS].sort());
  });

  describe.each(REFUSALS)('%s', (refusal) => {
    it.each(READERS)('has a sentence for %s with no code, id or developer word in it', (reader) => {
      const sentence = refusalSentence(refusal, reader);
      expect(sentence).toMatch(/^[A-Z].+[.!]$/);
      expect(sentence.split(/(?<=[.!])\s+/).length).toBeGreaterThanOrEqual(2); // what happened, what to do
      expect(sentence).not.toContain(refusal.includes('_') ? refusal : '\u0000');
      expect(sentence).not.toMatch(/_|SQLSTATE|HTTP|\d{3}|\bid\b|undefined|null|Error/);
      for (const permission of PERMISSIONS) expect(sentence).not.toContain(permission);
      expect(wordsForPeople(sentence)).toBe(true);
    });

    it('never tells a manager or an admin to ask a manager', () => {
      for (const reader of ['manager', 'admin'] as const) {
        expect(refusalSentence(refusal, reader)).not.toMatch(/ask a manager|tell a manager/i);
      }
      expect(refusalSentence(refusal, 'admin')).not.toMatch(/ask an admin|tell an admin/i);
    });
  });

  it('tells each role whom to ask when they cannot do it themselves', () => {
    expect(refusalSentence('forbidden', 'staff')).toContain('Ask a manager');
    expect(refusalSentence('forbidden', 'manager')).toContain('Ask an admin');
    expect(refusalSentence('not_allowed', 'admin')).not.toMatch(/\bask\b/i);
  });
});

describe('refusalOfResponse', () => {
  it('takes the body’s code first, then the status', () => {
    expect(refusalOfResponse(401, 'device_revoked')).toBe('device_revoked');
    expect(refusalOfResponse(503, 'database_unavailable')).toBe('database_unavailable');
    expect(refusalOfResponse(507, 'storage_full')).toBe('storage_full');
    expect(refusalOfResponse(401, 'something_new')).toBe('signed_out');
    expect(refusalOfResponse(403)).toBe('not_allowed');
    expect(refusalOfResponse(404)).toBe('missing');
    expect(refusalOfResponse(409)).toBe('conflict');
    expect(refusalOfResponse(413)).toBe('too_large');
    expect(refusalOfResponse(426)).toBe('app_too_old');
    expect(refusalOfResponse(429)).toBe('too_many_attempts');
    expect(refusalOfResponse(400)).toBe('bad_request');
    expect(refusalOfResponse(415)).toBe('bad_request');
    expect(refusalOfResponse(500)).toBe('server_error');
    expect(refusalOfResponse(502)).toBe('unreachable');
    expect(refusalOfResponse(null)).toBe('unreachable');
    expect(refusalOfResponse(200)).toBe('unreadable');
  });
});

describe('wordsForPeople', () => {
  it.each([
    'This barcode is already used by Latte',
    "Price can't be more than $999,999.99",
    'You cannot delete your own account!',
    'This text can be at most 500 characters',
    'Sam Staff may not add an expense',
    'This shift overlaps another shift of the same staff member',
  ])('lets a rule’s reason through: %s', (message) => {
    expect(wordsForPeople(message)).toBe(true);
  });

  it.each([
    'The database refused this change (SQLSTATE 22003)',
    'No product with id 6f1c2a9e-1b2c-4d5e-8f90-123456789abc',
    'TypeError: Failed to fetch',
    'Failed to fetch',
    'Invalid request',
    'Invalid data',
    'Internal server error',
    'Forbidden',
    'HTTP 500',
    '    at applyMutation (apply-mutation.ts:120:5)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
    'Missing permission manage_products',
    'An update needs the baseVersion it was made against',
    '',
    null,
    undefined,
  ])('keeps a developer’s words out: %s', (message) => {
    expect(wordsForPeople(message)).toBe(false);
  });
});
