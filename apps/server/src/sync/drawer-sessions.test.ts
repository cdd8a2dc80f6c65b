import { randomUUID } from 'node:crypto';
import { DRAWER_MESSAGES } from '@cafe/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawerEvents, drawerSessions, stores } from '../db/schema.js';
import { mutation, push, type SignedInTill, signInTill } from '../test-support/sync-client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/** Issue 34's drawer over sync: one open drawer per till, its events, its one close. */
describe('drawer sessions over sync', () => {
  let t: TestApp;
  let manager: SignedInTill;
  /** Staff signed in on the manager's till: the same drawer. */
  let staff: SignedInTill;
  /** Staff on a till of their own. */
  let staffTill: SignedInTill;
  /** Mutation ids count per till (device), whoever is signed in on it. */
  const next = new Map<string, number>();

  const pushAs = async (
    till: SignedInTill,
    entity: 'drawerSession' | 'drawerEvent',
    action: 'create' | 'update' | 'delete',
    data: Record<string, unknown>,
    baseVersion: number | null = null,
  ) => {
    const id = next.get(till.deviceId) ?? 1;
    next.set(till.deviceId, id + 1);
    const response = await push(t.app, till, [mutation(id, entity, action, data, till.userId, baseVersion)]);
    expect(response.statusCode).toBe(200);
    return response.json().results[0];
  };
  const open = async (till: SignedInTill, openingFloat = 10_000) => {
    const id = randomUUID();
    const result = await pushAs(till, 'drawerSession', 'create', {
      id,
      deviceId: till.deviceId,
      openingFloat,
    });
    return { id, result };
  };
  const close = (till: SignedInTill, id: string, version: number, fields: Record<string, unknown>) =>
    pushAs(till, 'drawerSession', 'update', { id, ...fields }, version);

  beforeAll(async () => {
    t = await createTestApp();
    manager = await signInTill(t.app, 'manager@cafe.example');
    staff = await signInTill(t.app, 'staff@cafe.example', manager.deviceCookie);
    staffTill = await signInTill(t.app, 'staff@cafe.example');
  });
  afterAll(() => t.close());

  it('[SYNC-14, SYNC-15] a cashier opens a drawer, pays out, opens it for no sale and closes it $2 short', async () => {
    const session = await open(staffTill, 15_000);
    expect(session.result).toMatchObject({
      status: 'applied',
      row: { openingFloat: 15_000, openedBy: staffTill.userId, closedAt: null, deviceId: staffTill.deviceId },
    });
    const payOut = {
      id: randomUUID(),
      sessionId: session.id,
      kind: 'pay_out',
      amount: 2_000,
      reason: 'Window cleaner',
    };
    expect(await pushAs(staffTill, 'drawerEvent', 'create', payOut)).toMatchObject({
      status: 'applied',
      row: { kind: 'pay_out', amount: 2_000, reason: 'Window cleaner', createdBy: staffTill.userId },
    });
    expect(
      await pushAs(staffTill, 'drawerEvent', 'create', {
        id: randomUUID(),
        sessionId: session.id,
        kind: 'no_sale',
        amount: 0,
      }),
    ).toMatchObject({ status: 'applied', row: { kind: 'no_sale', reason: null } });
    // $150.00 − $20.00 = $130.00 expected; $128.00 counted: $2.00 short, within the $5.00 threshold.
    const closed = await close(staffTill, session.id, session.result.version, {
      countedCash: 12_800,
      expectedCash: 13_000,
      note: 'Short by two',
    });
    expect(closed).toMatchObject({
      status: 'applied',
      row: { countedCash: 12_800, expectedCash: 13_000, closedBy: staffTill.userId, note: 'Short by two' },
    });
    const [stored] = await t.database.db
      .select()
      .from(drawerSessions)
      .where(eq(drawerSessions.id, session.id));
    expect(stored?.closedAt).not.toBeNull();
    const events = await t.database.db
      .select()
      .from(drawerEvents)
      .where(eq(drawerEvents.sessionId, session.id));
    expect(events.map((event) => event.kind).sort()).toEqual(['no_sale', 'pay_out']);
  });

  it('refuses a second open drawer on the same till, and one opened for another till', async () => {
    const first = await open(manager);
    expect(first.result.status).toBe('applied');
    expect((await open(manager)).result).toMatchObject({
      status: 'rejected',
      reason: 'invalid',
      message: DRAWER_MESSAGES.alreadyOpen,
    });
    expect(
      await pushAs(manager, 'drawerSession', 'create', {
        id: randomUUID(),
        deviceId: staffTill.deviceId,
        openingFloat: 0,
      }),
    ).toMatchObject({ status: 'rejected', reason: 'forbidden', message: DRAWER_MESSAGES.otherDevice });
    await close(manager, first.id, first.result.version, { countedCash: 10_000, expectedCash: 10_000 });
  });

  it("[SYNC-9] lets staff not close a manager's drawer, and a manager close staff's", async () => {
    const managers = await open(manager);
    expect(
      await close(staff, managers.id, managers.result.version, { countedCash: 10_000, expectedCash: 10_000 }),
    ).toMatchObject({
      status: 'rejected',
      message: DRAWER_MESSAGES.othersDrawer,
    });
    expect(
      await close(manager, managers.id, managers.result.version, {
        countedCash: 10_000,
        expectedCash: 10_000,
      }),
    ).toMatchObject({ status: 'applied' });
    const staffs = await open(staff);
    expect(
      await close(manager, staffs.id, staffs.result.version, { countedCash: 10_000, expectedCash: 10_000 }),
    ).toMatchObject({ status: 'applied', row: { openedBy: staff.userId, closedBy: manager.userId } });
  });

  it('refuses a close beyond the variance threshold without a note, and any change of a closed drawer', async () => {
    const session = await open(staffTill);
    const short = { countedCash: 9_000, expectedCash: 10_000 };
    expect(await close(staffTill, session.id, session.result.version, short)).toMatchObject({
      status: 'rejected',
      reason: 'invalid',
      issues: [{ path: 'note', message: DRAWER_MESSAGES.noteRequired('$5.00') }],
    });
    const closed = await close(staffTill, session.id, session.result.version, {
      ...short,
      note: 'Paid the milkman',
    });
    expect(closed.status).toBe('applied');
    expect(
      await close(staffTill, session.id, closed.version, { countedCash: 10_000, expectedCash: 10_000 }),
    ).toMatchObject({
      status: 'rejected',
      message: DRAWER_MESSAGES.closedIsFinal,
    });
    expect(
      await pushAs(staffTill, 'drawerEvent', 'create', {
        id: randomUUID(),
        sessionId: session.id,
        kind: 'pay_in',
        amount: 500,
        reason: 'Change',
      }),
    ).toMatchObject({
      status: 'rejected',
      issues: [{ path: 'sessionId', message: DRAWER_MESSAGES.sessionClosed }],
    });
  });

  it('refuses an event into a drawer of no store of ours, and a drawer entry changed or deleted', async () => {
    expect(
      await pushAs(staffTill, 'drawerEvent', 'create', {
        id: randomUUID(),
        sessionId: randomUUID(),
        kind: 'no_sale',
        amount: 0,
      }),
    ).toMatchObject({
      status: 'rejected',
      issues: [{ path: 'sessionId', message: DRAWER_MESSAGES.sessionNotFound }],
    });
    expect(await pushAs(staffTill, 'drawerEvent', 'delete', { id: randomUUID() })).toMatchObject({
      status: 'rejected',
      reason: 'immutable',
    });
    expect(await pushAs(staffTill, 'drawerSession', 'delete', { id: randomUUID() })).toMatchObject({
      status: 'rejected',
      reason: 'immutable',
    });
  });

  it('[SYNC-4] a replayed open is answered duplicate', async () => {
    const id = randomUUID();
    const mutationId = next.get(staffTill.deviceId) ?? 1;
    next.set(staffTill.deviceId, mutationId + 1);
    const data = { id, deviceId: staffTill.deviceId, openingFloat: 0 };
    const once = mutation(mutationId, 'drawerSession', 'create', data, staffTill.userId);
    const first = await push(t.app, staffTill, [once]);
    expect(first.json().results[0].status).toBe('applied');
    expect((await push(t.app, staffTill, [once])).json().results[0].status).toBe('duplicate');
  });

  it('keeps drawers off and a $100.00 float for a store that never set them', async () => {
    const [store] = await t.database.db.select().from(stores);
    expect(store).toMatchObject({ drawersEnabled: false, drawerDefaultFloat: 10_000 });
  });
});
