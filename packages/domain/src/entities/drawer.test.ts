import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money.js';
import { MUTATION_DATA_SCHEMAS } from '../sync/mutation-data.js';
import { drawerEventModule } from './drawer-event-module.js';
import {
  closeNeedsNote,
  DRAWER_MESSAGES,
  type DrawerEventKind,
  denominationsTotal,
  drawerCashSummary,
  drawerOverShort,
  inSession,
} from './drawer-rules.js';
import type { DrawerSession } from './drawer-session.js';
import { drawerSessionModule } from './drawer-session-module.js';
import { base, userId } from './entity-test-kit.js';
import type { SalePayment } from './sale-payments.js';

const money = fc.integer({ min: 0, max: 1_000_000 });
const method = fc.constantFrom('cash', 'card', 'mobile');
const leg = fc.record({
  method,
  amount: money,
  tip: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: undefined }),
});
const sale = fc.array(leg, { minLength: 1, maxLength: 4 }).map((payments) => {
  const legs = payments.map((p) => ({
    ...p,
    amount: cents(p.amount),
    tip: p.tip === undefined ? undefined : cents(p.tip),
  }));
  return { paymentMethod: 'split', total: cents(legs.reduce((sum, l) => sum + l.amount, 0)), payments: legs };
});
const kind = fc.constantFrom<DrawerEventKind>('pay_in', 'pay_out', 'no_sale');
const event = fc.record({ kind, amount: money }).map((e) => (e.kind === 'no_sale' ? { ...e, amount: 0 } : e));

const cashOf = (payments: readonly SalePayment[]) =>
  payments.filter((p) => p.method === 'cash').reduce((sum, p) => sum + p.amount + (p.tip ?? 0), 0);

describe('a drawer session’s expected cash', () => {
  it('is float + cash sales (with cash tips) − cash refunds + pay-ins − pay-outs, whatever the mix', () => {
    fc.assert(
      fc.property(
        money,
        fc.array(sale),
        fc.array(money),
        fc.array(event),
        (float, sales, refunds, events) => {
          const summary = drawerCashSummary({
            float,
            sales,
            refunds: refunds.map((cash) => ({ cash: cents(cash) })),
            events,
          });
          const sum = (kinds: DrawerEventKind) =>
            events.filter((e) => e.kind === kinds).reduce((total, e) => total + e.amount, 0);
          const cashSales = sales.reduce((total, s) => total + cashOf(s.payments), 0);
          const refunded = refunds.reduce((total, r) => total + r, 0);
          expect(summary.expected).toBe(float + cashSales - refunded + sum('pay_in') - sum('pay_out'));
          expect(summary.cashSales + summary.cashTips).toBe(cashSales);
          expect(summary.noSales).toBe(events.filter((e) => e.kind === 'no_sale').length);
        },
      ),
    );
  });

  it('leaves card and mobile legs out: a sale paid by card moves no cash', () => {
    fc.assert(
      fc.property(money, fc.array(sale), (float, sales) => {
        const cardOnly = sales.map((s) => ({
          ...s,
          payments: s.payments.map((p) => ({ ...p, method: 'card' })),
        }));
        expect(drawerCashSummary({ float, sales: cardOnly, refunds: [], events: [] }).expected).toBe(float);
      }),
    );
  });

  it('adds up in any order: splitting the events in two sessions adds the two drawers’ movements', () => {
    fc.assert(
      fc.property(fc.array(event), fc.array(event), (first, second) => {
        const expected = (events: typeof first) =>
          drawerCashSummary({ float: 0, sales: [], refunds: [], events }).expected;
        expect(expected([...first, ...second])).toBe(expected(first) + expected(second));
        expect(expected([...second, ...first])).toBe(expected([...first, ...second]));
      }),
    );
  });

  it('counts over/short as counted − expected, with a note needed only beyond the threshold', () => {
    fc.assert(
      fc.property(money, money, fc.integer({ min: 0, max: 100_000 }), (counted, expected, threshold) => {
        const overShort = drawerOverShort(counted, expected);
        expect(expected + overShort).toBe(counted);
        expect(closeNeedsNote(overShort, threshold)).toBe(Math.abs(counted - expected) > threshold);
      }),
    );
    // $2 short on a $5 threshold closes without a note; $6 short needs one.
    expect(closeNeedsNote(drawerOverShort(14_800, 15_000), 500)).toBe(false);
    expect(closeNeedsNote(drawerOverShort(14_400, 15_000), 500)).toBe(true);
  });

  it('adds a count by denomination', () => {
    expect(
      denominationsTotal([
        { value: 2_000, count: 3 },
        { value: 25, count: 4 },
      ]),
    ).toBe(6_100);
  });

  it('counts a sale inside the session from its opening until its close', () => {
    const session = { openedAt: '2026-01-15T08:00:00.000Z', closedAt: '2026-01-15T17:00:00.000Z' };
    expect(inSession(session, '2026-01-15T08:00:00.000Z')).toBe(true);
    expect(inSession(session, '2026-01-15T17:00:00.000Z')).toBe(false);
    expect(inSession({ ...session, closedAt: null }, '2026-01-15T23:00:00.000Z')).toBe(true);
    expect(inSession(session, '2026-01-15T07:59:59.000Z')).toBe(false);
  });
});

describe('the drawer modules', () => {
  const context = { actorId: userId, at: '2026-01-15T12:00:00.000Z', madeAt: '2026-01-15T11:59:00.000Z' };
  const otherId = '1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a';

  it('open a session by whoever opens it, at the device’s time, not yet closed', () => {
    const opened = drawerSessionModule.create(
      { id: base.id, deviceId: otherId, openingFloat: cents(10_000) },
      context,
    );
    expect(opened).toEqual({
      ok: true,
      value: expect.objectContaining({
        openedBy: userId,
        openedAt: context.madeAt,
        closedAt: null,
        countedCash: null,
      }),
    });
  });

  const open: DrawerSession = {
    ...base,
    deviceId: otherId,
    openedBy: userId,
    openedAt: context.madeAt,
    openingFloat: cents(10_000),
    closedBy: null,
    closedAt: null,
    countedCash: null,
    denominations: null,
    expectedCash: null,
    note: null,
  };

  it('close a session as the closer and the server’s time; a closed one is final', () => {
    const closing = { ...open, countedCash: cents(9_800), expectedCash: 10_000 };
    expect(
      drawerSessionModule.derive(closing, new Set(['countedCash']), { actorId: otherId, at: context.at }),
    ).toEqual({
      ok: true,
      value: { closedBy: otherId, closedAt: context.at },
    });
    const closed = { ...closing, closedAt: context.at, closedBy: userId };
    expect(
      drawerSessionModule.refuseUpdate(closed, { id: base.id } as never, [], { id: userId, role: 'admin' }),
    ).toBe(DRAWER_MESSAGES.closedIsFinal);
  });

  it('refuse a count by denomination that does not add up to the counted cash', () => {
    const closing = {
      ...open,
      countedCash: cents(9_800),
      expectedCash: 10_000,
      denominations: [{ value: 5_000, count: 2 }],
    };
    expect(drawerSessionModule.derive(closing, new Set(['countedCash']), context)).toMatchObject({
      ok: false,
      refusal: { issues: [{ path: 'denominations', message: DRAWER_MESSAGES.denominationsMismatch }] },
    });
  });

  it("let staff close their own drawer but only a manager someone else's", () => {
    const data = { id: base.id } as never;
    expect(drawerSessionModule.refuseUpdate(open, data, [], { id: userId, role: 'staff' })).toBeNull();
    expect(drawerSessionModule.refuseUpdate(open, data, [], { id: otherId, role: 'staff' })).toBe(
      DRAWER_MESSAGES.othersDrawer,
    );
    expect(drawerSessionModule.refuseUpdate(open, data, [], { id: otherId, role: 'manager' })).toBeNull();
  });

  it('refuse an event whose fields do not fit its kind, with the field', () => {
    const create = (data: Record<string, unknown>) =>
      drawerEventModule.create(
        MUTATION_DATA_SCHEMAS.drawerEvent.create.parse({ id: base.id, sessionId: otherId, ...data }),
        context,
      );
    expect(create({ kind: 'pay_out', amount: 1_500, reason: 'Window cleaner' })).toMatchObject({
      ok: true,
      value: { kind: 'pay_out', amount: 1_500, reason: 'Window cleaner', createdBy: userId },
    });
    expect(create({ kind: 'pay_out', amount: 0, reason: 'Window cleaner' })).toMatchObject({
      refusal: { issues: [{ path: 'amount', message: DRAWER_MESSAGES.amountRequired }] },
    });
    expect(create({ kind: 'pay_in', amount: 500, reason: '  ' })).toMatchObject({
      refusal: { issues: [{ path: 'reason', message: DRAWER_MESSAGES.reasonRequired }] },
    });
    expect(create({ kind: 'no_sale', amount: 100 })).toMatchObject({
      refusal: { issues: [{ path: 'amount', message: DRAWER_MESSAGES.noSaleAmount }] },
    });
    expect(create({ kind: 'pay_in', amount: 100, reason: 'Change', expenseId: otherId })).toMatchObject({
      refusal: { issues: [{ path: 'expenseId', message: DRAWER_MESSAGES.expenseOnPayOutOnly }] },
    });
    expect(create({ kind: 'no_sale', amount: 0 })).toMatchObject({ ok: true });
  });
});
