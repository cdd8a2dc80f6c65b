import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money.js';
import { customOrderModule } from './custom-order-module.js';
import { CUSTOM_ORDER_STATUSES, type CustomOrderStatus } from './custom-order-rules.js';
import { base, userId } from './entity-test-kit.js';
import { MOBILE_ORDER_STATUSES, type MobileOrderStatus } from './mobile-order-rules.js';
import {
  CUSTOM_ORDER_MOVES,
  CUSTOM_ORDER_PRICE_MESSAGE,
  customOrderMoveRefusal,
  isCustomOrderFinal,
  isMobileOrderFinal,
  MOBILE_ORDER_MOVES,
  mobileOrderMoveRefusal,
} from './order-status-rules.js';

/** Applies each attempted move the rules allow, from `start`: the statuses the order passes through. */
function walk<S extends string>(
  start: S,
  attempts: readonly S[],
  refusal: (from: S, to: S) => string | null,
) {
  const visited = [start];
  let at = start;
  for (const to of attempts) {
    if (refusal(at, to) === null) at = to;
    visited.push(at);
  }
  return visited;
}

const FORWARD: readonly CustomOrderStatus[] = ['pending', 'in_progress', 'ready', 'completed'];

describe('custom order status machine', () => {
  it('moves pending → in progress → ready → completed, one step at a time', () => {
    expect(walk('pending', FORWARD.slice(1), customOrderMoveRefusal)).toEqual(FORWARD);
    expect(customOrderMoveRefusal('pending', 'ready')).toBe(
      'This order is pending: it can only be moved on to in progress or cancelled, never back or past a step. Refresh the orders list and try again.',
    );
  });

  it('cancels from any status but completed, and both ends are final', () => {
    for (const from of ['pending', 'in_progress', 'ready'] as const) {
      expect(customOrderMoveRefusal(from, 'cancelled')).toBeNull();
    }
    expect(customOrderMoveRefusal('completed', 'cancelled')).toBe(
      "This order is already completed, so it can't be changed to cancelled. Make a new order if one is still needed.",
    );
    expect(CUSTOM_ORDER_STATUSES.filter(isCustomOrderFinal)).toEqual(['completed', 'cancelled']);
  });

  it('over any sequence of attempted moves: never leaves a final state and never goes back', () => {
    const status = fc.constantFrom(...CUSTOM_ORDER_STATUSES);
    fc.assert(
      fc.property(fc.array(status, { maxLength: 30 }), (attempts) => {
        const visited = walk<CustomOrderStatus>('pending', attempts, customOrderMoveRefusal);
        const finalAt = visited.findIndex(isCustomOrderFinal);
        if (finalAt >= 0) expect(new Set(visited.slice(finalAt)).size).toBe(1);
        const rank = (s: CustomOrderStatus) => (s === 'cancelled' ? 99 : FORWARD.indexOf(s));
        for (let i = 1; i < visited.length; i += 1) {
          const [before, after] = [visited[i - 1], visited[i]] as [CustomOrderStatus, CustomOrderStatus];
          expect(rank(after)).toBeGreaterThanOrEqual(rank(before));
          if (before !== after) expect(CUSTOM_ORDER_MOVES[before]).toContain(after);
        }
      }),
    );
  });
});

describe('mobile order status machine', () => {
  it('over any sequence of attempted moves: never leaves picked up or cancelled', () => {
    const status = fc.constantFrom(...MOBILE_ORDER_STATUSES);
    fc.assert(
      fc.property(fc.array(status, { maxLength: 30 }), (attempts) => {
        const visited = walk<MobileOrderStatus>('new', attempts, mobileOrderMoveRefusal);
        const finalAt = visited.findIndex(isMobileOrderFinal);
        if (finalAt >= 0) expect(new Set(visited.slice(finalAt)).size).toBe(1);
        for (let i = 1; i < visited.length; i += 1) {
          const [before, after] = [visited[i - 1], visited[i]] as [MobileOrderStatus, MobileOrderStatus];
          if (before !== after) expect(MOBILE_ORDER_MOVES[before]).toContain(after);
        }
      }),
    );
  });

  it('refuses going back from picked up in words', () => {
    expect(mobileOrderMoveRefusal('picked_up', 'new')).toContain('already picked up');
    expect(mobileOrderMoveRefusal('new', 'new')).toBeNull();
  });
});

describe('custom order module', () => {
  const row = {
    ...base,
    customerName: 'Jo',
    customerPhone: null,
    description: 'Cake',
    dueDate: '2026-02-01',
    dueTime: '15:30',
    price: cents(4500),
    deposit: cents(1000),
    status: 'pending' as const,
    notes: null,
    createdBy: userId,
  };
  const staff = { id: userId, role: 'staff' as const };
  const manager = { id: userId, role: 'manager' as const };

  it('refuses a staff member repricing, not a manager, and not staff sending the same price', () => {
    const reprice = { id: row.id, price: cents(3000) };
    expect(customOrderModule.refuseUpdate(row, reprice, ['price'], staff)).toBe(CUSTOM_ORDER_PRICE_MESSAGE);
    expect(customOrderModule.refuseUpdate(row, reprice, ['price'], manager)).toBeNull();
    expect(
      customOrderModule.refuseUpdate(row, { id: row.id, price: cents(4500) }, ['price'], staff),
    ).toBeNull();
  });

  it('records who moved the status and when, and only when it moved', () => {
    const context = { actorId: 'mover', at: '2026-02-01T10:00:00.000Z' };
    expect(customOrderModule.derive(row, new Set(['status']), context)).toEqual({
      ok: true,
      value: { statusChangedBy: 'mover', statusChangedAt: context.at },
    });
    expect(customOrderModule.derive(row, new Set(['notes']), context)).toEqual({ ok: true, value: {} });
  });
});
