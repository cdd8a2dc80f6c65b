import { emptyCashupForm } from '@cafe/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CASHUP_DRAFT_KEY_PREFIX,
  clearCashupDraft,
  loadCashupDraft,
  saveCashupDraft,
} from './cashup-draft-store';

const at = new Date('2026-03-14T17:05:00.000Z');

describe('cash-up draft store', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('keeps a draft per user: another user on the till does not see it', () => {
    const values = { ...emptyCashupForm('2026-03-14'), morningShiftCash: '120.50', notes: 'till 2 pending' };
    saveCashupDraft('user-a', values, at);
    expect(loadCashupDraft('user-a')).toEqual({ values, savedAt: at.toISOString() });
    expect(loadCashupDraft('user-b')).toBeUndefined();
    clearCashupDraft('user-a');
    expect(loadCashupDraft('user-a')).toBeUndefined();
  });

  it('ignores a stored draft it cannot read', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(`${CASHUP_DRAFT_KEY_PREFIX}user-a`, '{not json');
    expect(loadCashupDraft('user-a')).toBeUndefined();
    localStorage.setItem(`${CASHUP_DRAFT_KEY_PREFIX}user-a`, JSON.stringify({ values: { date: 3 } }));
    expect(loadCashupDraft('user-a')).toBeUndefined();
  });
});
