import { describe, expect, it } from 'vitest';
import {
  CASHUP_REVIEW_MESSAGES,
  canReviewCashups,
  cashupChangeRefusal,
  cashupDeleteRefusal,
  duplicateCashupIds,
  lateAdjustment,
} from './cashup-review.js';
import { cents } from './money.js';

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
    expect(cashupChangeRefusal('manager', 'submitted', 'returned')).toBe(
      CASHUP_REVIEW_MESSAGES.sendBackForbidden,
    );
    expect(cashupChangeRefusal('staff', 'submitted', 'returned')).toBe(
      CASHUP_REVIEW_MESSAGES.sendBackForbidden,
    );
    expect(cashupChangeRefusal('staff', 'submitted', 'approved')).toBe(
      CASHUP_REVIEW_MESSAGES.approveForbidden,
    );
    // A report sent back is corrected and submitted again by whoever counts.
    expect(cashupChangeRefusal('manager', 'returned', 'submitted')).toBeNull();
    expect(cashupChangeRefusal('manager', 'returned', undefined)).toBeNull();
    expect(cashupChangeRefusal('manager', 'returned', 'approved')).toBe(
      CASHUP_REVIEW_MESSAGES.approveForbidden,
    );
    expect(cashupChangeRefusal('admin', 'submitted', 'returned')).toBeNull();
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

describe('lateAdjustment', () => {
  const range = { start: '2026-03-14T04:00:00.000Z', end: '2026-03-15T04:00:00.000Z' };
  const sale = (soldAt: string, total: number, deletedAt: string | null = null, createdAt = soldAt) => ({
    soldAt,
    createdAt,
    total: cents(total),
    deletedAt,
  });

  it('counts the live sales of the day recorded after the approval, and nothing else', () => {
    const sales = [
      sale('2026-03-14T20:00:00.000Z', 500),
      sale('2026-03-14T22:30:00.000Z', 379),
      sale('2026-03-15T01:00:00.000Z', 1000),
      sale('2026-03-15T02:00:00.000Z', 700, '2026-03-15T02:05:00.000Z'),
      sale('2026-03-15T04:00:00.000Z', 250),
    ];
    expect(lateAdjustment(sales, '2026-03-14T22:00:00.000Z', range)).toEqual({
      approvedAt: '2026-03-14T22:00:00.000Z',
      count: 2,
      total: 1379,
    });
    expect(lateAdjustment(sales, '2026-03-15T03:00:00.000Z', range).count).toBe(0);
  });

  it('places a sale by when the till sold it: one synced the next morning is late for its own day', () => {
    const offline = sale('2026-03-14T21:00:00.000Z', 640, null, '2026-03-15T13:00:00.000Z');
    const soldBeforeApproval = sale('2026-03-14T18:00:00.000Z', 300, null, '2026-03-14T18:00:01.000Z');
    const soldNextDay = sale('2026-03-15T13:00:00.000Z', 900, null, '2026-03-15T13:00:00.000Z');
    expect(
      lateAdjustment([offline, soldBeforeApproval, soldNextDay], '2026-03-14T23:00:00.000Z', range),
    ).toEqual({ approvedAt: '2026-03-14T23:00:00.000Z', count: 1, total: 640 });
  });
});
