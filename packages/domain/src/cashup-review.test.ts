import { describe, expect, it } from 'vitest';
import {
  CASHUP_REVIEW_MESSAGES,
  canReviewCashups,
  cashupChangeRefusal,
  cashupDeleteRefusal,
  duplicateCashupIds,
} from './cashup-review.js';

describe('cash-up review', () => {
  it('only an admin reviews', () => {
    expect(canReviewCashups('admin')).toBe(true);
    expect(canReviewCashups('manager')).toBe(false);
    expect(canReviewCashups('staff')).toBe(false);
  });

  it('a manager may edit a submitted report but not approve it, nor touch an approved one', () => {
    expect(cashupChangeRefusal('manager', 'submitted', undefined)).toBeNull();
    expect(cashupChangeRefusal('manager', 'submitted', 'submitted')).toBeNull();
    expect(cashupChangeRefusal('manager', 'submitted', 'approved')).toBe(
      CASHUP_REVIEW_MESSAGES.approveForbidden,
    );
    expect(cashupChangeRefusal('manager', 'approved', undefined)).toBe(CASHUP_REVIEW_MESSAGES.approvedLocked);
    expect(cashupChangeRefusal('manager', 'approved', 'submitted')).toBe(
      CASHUP_REVIEW_MESSAGES.approvedLocked,
    );
    expect(cashupChangeRefusal('admin', 'submitted', 'approved')).toBeNull();
    expect(cashupChangeRefusal('admin', 'approved', 'submitted')).toBeNull();
  });

  it('only an admin deletes a report', () => {
    expect(cashupDeleteRefusal('admin')).toBeNull();
    expect(cashupDeleteRefusal('manager')).toBe(CASHUP_REVIEW_MESSAGES.deleteForbidden);
  });

  it('flags every report after the first of its day, by createdAt then id, whatever the input order', () => {
    const reports = [
      { id: 'c', date: '2026-03-02', createdAt: '2026-03-02T18:00:00.000Z' },
      { id: 'b', date: '2026-03-01', createdAt: '2026-03-01T19:00:00.000Z' },
      { id: 'a', date: '2026-03-01', createdAt: '2026-03-01T18:00:00.000Z' },
      { id: 'e', date: '2026-03-01', createdAt: '2026-03-01T18:00:00.000Z' },
    ];
    expect([...duplicateCashupIds(reports)].sort()).toEqual(['b', 'e']);
    expect([...duplicateCashupIds([...reports].reverse())].sort()).toEqual(['b', 'e']);
    expect(duplicateCashupIds([])).toEqual(new Set());
  });
});
