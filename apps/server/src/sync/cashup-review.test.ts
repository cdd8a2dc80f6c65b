import { randomUUID } from 'node:crypto';
import { CASHUP_AMOUNT_FIELDS, CASHUP_REVIEW_MESSAGES } from '@cafe/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashups } from '../db/schema.js';
import { mutation, push, type SignedInTill, signInTill } from '../test-support/sync-client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/** A till whose next mutation id is tracked, so each test can push in order. */
interface Till extends SignedInTill {
  next: number;
}

function cashupData(date: string) {
  return {
    id: randomUUID(),
    date,
    ...Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((field) => [field, 1000])),
  };
}

describe('[SYNC-9] cash-up approval through the push API', () => {
  let t: TestApp;
  let manager: Till;
  let admin: Till;
  let staff: Till;

  const send = async (
    till: Till,
    ...rest: Parameters<typeof mutation> extends [number, ...infer R] ? R : never
  ) => {
    const response = await push(t.app, till, [mutation(till.next, ...rest)]);
    till.next += 1;
    expect(response.statusCode).toBe(200);
    return response.json().results[0];
  };
  const stored = async (id: string) =>
    (await t.database.db.select().from(cashups).where(eq(cashups.id, id)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    manager = { ...(await signInTill(t.app, 'manager@cafe.example')), next: 1 };
    admin = { ...(await signInTill(t.app, 'admin@cafe.example')), next: 1 };
    staff = { ...(await signInTill(t.app, 'staff@cafe.example')), next: 1 };
  });
  afterAll(() => t.close());

  it('refuses a manager who approves a submitted report, and applies the admin who does', async () => {
    const data = cashupData('2026-03-10');
    const created = await send(manager, 'cashup', 'create', data, manager.userId);
    expect(created).toMatchObject({ status: 'applied', row: { status: 'submitted', dailyGrandTotal: 9000 } });

    const byManager = await send(
      manager,
      'cashup',
      'update',
      { id: data.id, status: 'approved' },
      manager.userId,
      created.version,
    );
    expect(byManager).toMatchObject({
      status: 'rejected',
      reason: 'forbidden',
      message: CASHUP_REVIEW_MESSAGES.approveForbidden,
    });
    expect((await stored(data.id))?.status).toBe('submitted');

    const byAdmin = await send(
      admin,
      'cashup',
      'update',
      { id: data.id, status: 'approved' },
      admin.userId,
      created.version,
    );
    expect(byAdmin).toMatchObject({ status: 'applied', row: { status: 'approved' } });
    expect((await stored(data.id))?.status).toBe('approved');
  });

  it('the server records the approver from the actor, and clears it when the report leaves approved', async () => {
    const data = cashupData('2026-03-13');
    const created = await send(manager, 'cashup', 'create', data, manager.userId);
    expect(created.row).toMatchObject({ approvedBy: null, approvedAt: null });

    const approved = await send(
      admin,
      'cashup',
      'update',
      { id: data.id, status: 'approved' },
      admin.userId,
      created.version,
    );
    expect(approved.row.approvedBy).toBe(admin.userId);
    expect(Date.parse(approved.row.approvedAt)).toBeGreaterThanOrEqual(Date.parse(created.row.createdAt));
    expect(await stored(data.id)).toMatchObject({ approvedBy: admin.userId });

    // An edit that leaves the status alone keeps the approval; a till can never name the approver itself.
    const noted = await send(
      admin,
      'cashup',
      'update',
      { id: data.id, notes: 'Checked twice' },
      admin.userId,
      approved.version,
    );
    expect(noted.row).toMatchObject({ approvedBy: admin.userId, approvedAt: approved.row.approvedAt });
    const forged = await send(
      admin,
      'cashup',
      'update',
      { id: data.id, approvedBy: manager.userId },
      admin.userId,
      noted.version,
    );
    expect(forged.status).toBe('rejected');

    const reopened = await send(
      admin,
      'cashup',
      'update',
      { id: data.id, status: 'submitted' },
      admin.userId,
      noted.version,
    );
    expect(reopened.row).toMatchObject({ status: 'submitted', approvedBy: null, approvedAt: null });
    expect(await stored(data.id)).toMatchObject({ approvedBy: null, approvedAt: null });
  });

  it('a manager may correct a submitted count but not an approved one', async () => {
    const data = cashupData('2026-03-11');
    const created = await send(manager, 'cashup', 'create', data, manager.userId);
    const corrected = await send(
      manager,
      'cashup',
      'update',
      { id: data.id, extras: 1500 },
      manager.userId,
      created.version,
    );
    expect(corrected).toMatchObject({ status: 'applied', row: { extras: 1500, dailyGrandTotal: 9500 } });

    const approved = await send(
      admin,
      'cashup',
      'update',
      { id: data.id, status: 'approved' },
      admin.userId,
      corrected.version,
    );
    expect(approved.status).toBe('applied');
    for (const change of [{ extras: 0 }, { status: 'submitted' }]) {
      const refused = await send(
        manager,
        'cashup',
        'update',
        { id: data.id, ...change },
        manager.userId,
        approved.version,
      );
      expect(refused).toMatchObject({
        status: 'rejected',
        reason: 'forbidden',
        message: CASHUP_REVIEW_MESSAGES.approvedLocked,
      });
    }
    expect(await stored(data.id)).toMatchObject({ status: 'approved', extras: 1500 });
  });

  it('only an admin sends a report back; the counter corrects it and submits the same report again', async () => {
    const data = cashupData('2026-03-14');
    const created = await send(manager, 'cashup', 'create', data, manager.userId);

    // Staff hold no cash-up permission at all: neither review outcome is theirs, whatever their till sends.
    for (const status of ['approved', 'returned']) {
      const byStaff = await send(
        staff,
        'cashup',
        'update',
        { id: data.id, status },
        staff.userId,
        created.version,
      );
      expect(byStaff).toMatchObject({ status: 'rejected', reason: 'forbidden' });
    }
    const byManager = await send(
      manager,
      'cashup',
      'update',
      { id: data.id, status: 'returned' },
      manager.userId,
      created.version,
    );
    expect(byManager).toMatchObject({
      status: 'rejected',
      reason: 'forbidden',
      message: CASHUP_REVIEW_MESSAGES.sendBackForbidden,
    });
    expect((await stored(data.id))?.status).toBe('submitted');

    const sentBack = await send(
      admin,
      'cashup',
      'update',
      { id: data.id, status: 'returned' },
      admin.userId,
      created.version,
    );
    expect(sentBack).toMatchObject({ status: 'applied', row: { status: 'returned', approvedBy: null } });

    // A manager may not approve a report sent back either; they correct it and submit it again.
    const approveReturned = await send(
      manager,
      'cashup',
      'update',
      { id: data.id, status: 'approved' },
      manager.userId,
      sentBack.version,
    );
    expect(approveReturned).toMatchObject({
      status: 'rejected',
      message: CASHUP_REVIEW_MESSAGES.approveForbidden,
    });
    const resubmitted = await send(
      manager,
      'cashup',
      'update',
      { id: data.id, extras: 2000, status: 'submitted' },
      manager.userId,
      sentBack.version,
    );
    expect(resubmitted).toMatchObject({
      status: 'applied',
      row: { status: 'submitted', extras: 2000, dailyGrandTotal: 10000 },
    });
    expect(await stored(data.id)).toMatchObject({ status: 'submitted', extras: 2000, deletedAt: null });
  });

  it('two reports for one day are both kept; only an admin deletes the one not kept', async () => {
    const first = cashupData('2026-03-12');
    const second = cashupData('2026-03-12');
    await send(manager, 'cashup', 'create', first, manager.userId);
    const made = await send(manager, 'cashup', 'create', second, manager.userId);
    expect((await stored(first.id))?.deletedAt).toBeNull();
    expect((await stored(second.id))?.deletedAt).toBeNull();

    const byManager = await send(
      manager,
      'cashup',
      'delete',
      { id: second.id },
      manager.userId,
      made.version,
    );
    expect(byManager).toMatchObject({
      status: 'rejected',
      reason: 'forbidden',
      message: CASHUP_REVIEW_MESSAGES.deleteForbidden,
    });
    expect((await stored(second.id))?.deletedAt).toBeNull();

    const byAdmin = await send(admin, 'cashup', 'delete', { id: second.id }, admin.userId, made.version);
    expect(byAdmin.status).toBe('applied');
    expect((await stored(second.id))?.deletedAt).not.toBeNull();
    expect((await stored(first.id))?.deletedAt).toBeNull();
  });
});
