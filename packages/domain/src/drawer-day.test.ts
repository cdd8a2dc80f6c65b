import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawerDay } from './drawer-day.js';
import type { DrawerEvent } from './entities/drawer-event.js';
import type { DrawerSession } from './entities/drawer-session.js';
import { base } from './entities/entity-test-kit.js';
import { cents } from './money.js';

const range = { start: '2026-03-14T00:00:00.000Z', end: '2026-03-15T00:00:00.000Z' };
const session = (
  id: string,
  openedAt: string,
  closed?: { at: string; counted: number; expected: number },
): DrawerSession => ({
  ...base,
  id,
  deviceId: base.id,
  openedBy: 'u',
  openedAt,
  openingFloat: cents(15_000),
  closedBy: closed ? 'u' : null,
  closedAt: closed?.at ?? null,
  countedCash: closed ? cents(closed.counted) : null,
  denominations: null,
  expectedCash: closed?.expected ?? null,
  note: null,
});
const event = (sessionId: string, kind: DrawerEvent['kind'], amount: number): DrawerEvent => ({
  ...base,
  id: crypto.randomUUID(),
  sessionId,
  kind,
  amount: cents(amount),
  reason: kind === 'no_sale' ? null : 'why',
  expenseId: null,
  createdBy: 'u',
  occurredAt: '2026-03-14T10:00:00.000Z',
});
const cashSale = (soldAt: string, amount: number) => ({
  paymentMethod: 'cash',
  total: cents(amount),
  soldAt,
  deletedAt: null,
});

describe('the day’s drawers for the Z report', () => {
  it('lists the sessions opened that day with their own sales and events, and the day’s pay-ins, pay-outs and no-sales', () => {
    const a = '11111111-1111-4111-8111-111111111111';
    const b = '22222222-2222-4222-8222-222222222222';
    const day = drawerDay({
      sessions: [
        session(b, '2026-03-14T13:00:00.000Z'),
        session(a, '2026-03-14T08:00:00.000Z', {
          at: '2026-03-14T12:00:00.000Z',
          counted: 13_179,
          expected: 13_379,
        }),
        session(crypto.randomUUID(), '2026-03-13T08:00:00.000Z'),
      ],
      events: [event(a, 'pay_out', 2_000), event(a, 'no_sale', 0), event(b, 'pay_in', 500)],
      sales: [cashSale('2026-03-14T09:00:00.000Z', 379), cashSale('2026-03-14T14:00:00.000Z', 1_000)],
      refunds: [],
      range,
    });
    expect(day.sessions.map((entry) => entry.session.id)).toEqual([a, b]);
    expect(day.sessions[0]).toMatchObject({
      summary: { cashSales: 379, payOuts: 2_000, noSales: 1, expected: 13_379 },
      overShort: -200,
    });
    expect(day.sessions[1]).toMatchObject({
      summary: { cashSales: 1_000, payIns: 500, expected: 16_500 },
      overShort: null,
    });
    expect(day).toMatchObject({ payIns: 500, payOuts: 2_000, noSales: 1 });
  });

  it('takes a cash refund out of the drawer open when it was paid; a card refund and one after the close stay out', () => {
    const a = '11111111-1111-4111-8111-111111111111';
    const refund = (method: string, amount: number, refundedAt: string) => ({
      method,
      amount,
      refundedAt,
      deletedAt: null,
    });
    const day = drawerDay({
      sessions: [
        session(a, '2026-03-14T08:00:00.000Z', { at: '2026-03-14T12:00:00.000Z', counted: 0, expected: 0 }),
      ],
      events: [],
      sales: [cashSale('2026-03-14T09:00:00.000Z', 1_000)],
      refunds: [
        refund('cash', 379, '2026-03-14T10:00:00.000Z'),
        refund('credit_card', 500, '2026-03-14T10:30:00.000Z'),
        refund('cash', 200, '2026-03-14T13:00:00.000Z'),
      ],
      range,
    });
    expect(day.sessions[0]?.summary).toMatchObject({ cashSales: 1_000, cashRefunds: 379, expected: 15_621 });
  });

  it('adds up to its sessions: the day’s pay-ins and pay-outs are the sum of each session’s', () => {
    const ids = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            session: fc.constantFrom(...ids),
            kind: fc.constantFrom<DrawerEvent['kind']>('pay_in', 'pay_out'),
            amount: fc.integer({ min: 1, max: 100_000 }),
          }),
        ),
        (entries) => {
          const day = drawerDay({
            sessions: ids.map((id, index) => session(id, `2026-03-14T0${index + 8}:00:00.000Z`)),
            events: entries.map((entry) => event(entry.session, entry.kind, entry.amount)),
            sales: [],
            refunds: [],
            range,
          });
          const sum = (kind: string) =>
            entries.filter((entry) => entry.kind === kind).reduce((total, entry) => total + entry.amount, 0);
          expect(day.payIns).toBe(sum('pay_in'));
          expect(day.payOuts).toBe(sum('pay_out'));
          expect(day.sessions.reduce((total, entry) => total + entry.summary.expected, 0)).toBe(
            2 * 15_000 + sum('pay_in') - sum('pay_out'),
          );
        },
      ),
    );
  });
});
