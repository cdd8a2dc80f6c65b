import { randomUUID } from 'node:crypto';
import { CASHUP_AMOUNT_FIELDS, CASHUP_REVIEW_MESSAGES, type SyncAction } from '@cafe/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashups } from '../db/schema.js';
import { appFixture } from '../test-support/app-fixture.js';
import { mutationPusher } from '../test-support/mutation-pusher.js';
import type { SignedInTill } from '../test-support/sync-client.js';

function cashupData(date: string) {
  return {
    id: randomUUID(),
    date,
    ...Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((field) => [field, 1000])),
  };
}

describe('[SYNC-9] cash-up approval through the push API', () => {
  const t = appFixture({
    tills: { manager: 'manager@cafe.example', admin: 'admin@cafe.example', staff: 'staff@cafe.example' },
  });
  const { pushOne } = mutationPusher(t);
  /** A change to a cash-up from a till, in the name of the user signed in on it. */
  const send = (
    till: SignedInTill,
    action: SyncAction,
    data: Record<string, unknown>,
    baseVersion?: number,
  ) => pushOne(till, 'cashup', action, data, baseVersion);
  const stored = async (id: string) =>
    (await t.database.db.select().from(cashups).where(eq(cashups.id, id)))[0];

  it('refuses a manager who approves a submitted report, and applies the admin who does', async () => {
    const data = cashupData('2026-03-10');
    const created = await send(t.manager, 'create', data);
    expect(created).toMatchObject({ status: 'applied', row: { status: 'submitted', dailyGrandTotal: 9000 } });

    const byManager = await send(t.manager, 'update', { id: data.id, status: 'approved' }, created.version);
    expect(byManager).toMatchObject({
      status: 'rejected',
      reason: 'forbidden',
      message: CASHUP_REVIEW_MESSAGES.approveForbidden,
    });
    expect((await stored(data.id))?.status).toBe('submitted');

    const byAdmin = await send(t.admin, 'update', { id: data.id, status: 'approved' }, created.version);
    expect(byAdmin).toMatchObject({ status: 'applied', row: { status: 'approved' } });
    expect((await stored(data.id))?.status).toBe('approved');
  });

  it('the server records the approver from the actor, and clears it when the report leaves approved', async () => {
    const data = cashupData('2026-03-13');
    const created = await send(t.manager, 'create', data);
    expect(created.row).toMatchObject({ approvedBy: null, approvedAt: null });

    const approved = await send(t.admin, 'update', { id: data.id, status: 'approved' }, created.version);
    expect(approved.row.approvedBy).toBe(t.admin.userId);
    expect(Date.parse(approved.row.approvedAt)).toBeGreaterThanOrEqual(Date.parse(created.row.createdAt));
    expect(await stored(data.id)).toMatchObject({ approvedBy: t.admin.userId });

    // An edit that leaves the status alone keeps the approval; a till can never name the approver itself.
    const noted = await send(t.admin, 'update', { id: data.id, notes: 'Checked twice' }, approved.version);
    expect(noted.row).toMatchObject({ approvedBy: t.admin.userId, approvedAt: approved.row.approvedAt });
    const forged = await send(
      t.admin,
      'update',
      { id: data.id, approvedBy: t.manager.userId },
      noted.version,
    );
    expect(forged.status).toBe('rejected');

    const reopened = await send(t.admin, 'update', { id: data.id, status: 'submitted' }, noted.version);
    expect(reopened.row).toMatchObject({ status: 'submitted', approvedBy: null, approvedAt: null });
    expect(await stored(data.id)).toMatchObject({ approvedBy: null, approvedAt: null });
  });

  it('a manager may correct a submitted count but not an approved one', async () => {
    const data = cashupData('2026-03-11');
    const created = await send(t.manager, 'create', data);
    const corrected = await send(t.manager, 'update', { id: data.id, extras: 1500 }, created.version);
    expect(corrected).toMatchObject({ status: 'applied', row: { extras: 1500, dailyGrandTotal: 9500 } });

    const approved = await send(t.admin, 'update', { id: data.id, status: 'approved' }, corrected.version);
    expect(approved.status).toBe('applied');
    for (const change of [{ extras: 0 }, { status: 'submitted' }]) {
      const refused = await send(t.manager, 'update', { id: data.id, ...change }, approved.version);
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
    const created = await send(t.manager, 'create', data);

    // Staff hold no cash-up permission at all: neither review outcome is theirs, whatever their till sends.
    for (const status of ['approved', 'returned']) {
      const byStaff = await send(t.staff, 'update', { id: data.id, status }, created.version);
      expect(byStaff).toMatchObject({ status: 'rejected', reason: 'forbidden' });
    }
    const byManager = await send(t.manager, 'update', { id: data.id, status: 'returned' }, created.version);
    expect(byManager).toMatchObject({
      status: 'rejected',
      reason: 'forbidden',
      message: CASHUP_REVIEW_MESSAGES.sendBackForbidden,
    });
    expect((await stored(data.id))?.status).toBe('submitted');

    const sentBack = await send(t.admin, 'update', { id: data.id, status: 'returned' }, created.version);
    expect(sentBack).toMatchObject({ status: 'applied', row: { status: 'returned', approvedBy: null } });

    // A manager may not approve a report sent back either; they correct it and submit it again.
    const approveReturned = await send(
      t.manager,
      'update',
      { id: data.id, status: 'approved' },
      sentBack.version,
    );
    expect(approveReturned).toMatchObject({
      status: 'rejected',
      message: CASHUP_REVIEW_MESSAGES.approveForbidden,
    });
    const resubmitted = await send(
      t.manager,
      'update',
      { id: data.id, extras: 2000, status: 'submitted' },
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
    await send(t.manager, 'create', first);
    const made = await send(t.manager, 'create', second);
    expect((await stored(first.id))?.deletedAt).toBeNull();
    expect((await stored(second.id))?.deletedAt).toBeNull();

    const byManager = await send(t.manager, 'delete', { id: second.id }, made.version);
    expect(byManager).toMatchObject({
      status: 'rejected',
      reason: 'forbidden',
      message: CASHUP_REVIEW_MESSAGES.deleteForbidden,
    });
    expect((await stored(second.id))?.deletedAt).toBeNull();

    const byAdmin = await send(t.admin, 'delete', { id: second.id }, made.version);
    expect(byAdmin.status).toBe('applied');
    expect((await stored(second.id))?.deletedAt).not.toBeNull();
    expect((await stored(first.id))?.deletedAt).toBeNull();
  });
});
