import { DRAWER_MESSAGES } from '@cafe/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSettingsRow } from '../../test/test-rows';
import type { CafeDb } from '../db';
import { ACTOR_ID, freshDb, NOW, STORE_ID, testRepositories } from '../sync/test-kit';

const DEVICE_ID = '7d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a';

describe('drawer repository (issue 34)', () => {
  let db: CafeDb;
  beforeEach(async () => {
    db = freshDb();
    await db.meta.put({ key: 'storeId', value: STORE_ID });
    await db.settings.put(
      storeSettingsRow({
        id: STORE_ID,
        storeId: STORE_ID,
        createdAt: NOW,
        updatedAt: NOW,
        taxRateMilliPercent: 0,
        timeZone: 'UTC',
        drawersEnabled: true,
      }),
    );
  });

  it('[CLIENT-1] opens a drawer, pays out with its expense, opens for no sale and closes, each with its outbox entry', async () => {
    // A minute passes between each action, so the events have their order in time.
    let minutes = 0;
    const { drawer } = testRepositories(db, { now: () => new Date(Date.parse(NOW) + 60_000 * minutes++) });
    const id = await drawer.open(DEVICE_ID, 15_000);
    expect(await drawer.openOn(DEVICE_ID)).toMatchObject({
      id,
      openingFloat: 15_000,
      openedBy: ACTOR_ID,
      closedAt: null,
    });

    await drawer.record(
      { sessionId: id, kind: 'pay_out', amount: 2_000, reason: 'Window cleaner' },
      { description: 'Window cleaner', amount: 2_000, category: 'other', date: '2026-03-14' },
    );
    await drawer.record({ sessionId: id, kind: 'no_sale', amount: 0 });
    const events = await drawer.eventsOf(id);
    expect(events.map((event) => event.kind)).toEqual(['pay_out', 'no_sale']);
    const [expense] = await db.expenses.toArray();
    expect(expense).toMatchObject({ amount: 2_000, paidFromTill: true });
    expect(events[0]?.expenseId).toBe(expense?.id);

    await drawer.close(id, { countedCash: 12_800, expectedCash: 13_000, note: 'Two dollars short' });
    expect(await drawer.get(id)).toMatchObject({ countedCash: 12_800, closedBy: ACTOR_ID });
    expect(await drawer.openOn(DEVICE_ID)).toBeUndefined();

    const entries = await db.syncLog.orderBy('mutationId').toArray();
    expect(entries.map((entry) => [entry.entity, entry.action])).toEqual([
      ['drawerSession', 'create'],
      ['expense', 'create'],
      ['drawerEvent', 'create'],
      ['drawerEvent', 'create'],
      ['drawerSession', 'update'],
    ]);
    expect(entries[4]?.data).toMatchObject({ id, countedCash: 12_800, expectedCash: 13_000 });
  });

  it('refuses a second open drawer, a close beyond the threshold without a note, and entries into a closed drawer, storing nothing', async () => {
    const { drawer } = testRepositories(db);
    const id = await drawer.open(DEVICE_ID, 10_000);
    await expect(drawer.open(DEVICE_ID, 10_000)).rejects.toThrow(DRAWER_MESSAGES.alreadyOpen);
    await expect(drawer.close(id, { countedCash: 9_000, expectedCash: 10_000 })).rejects.toThrow(
      DRAWER_MESSAGES.noteRequired('$5.00'),
    );
    expect(await drawer.get(id)).toMatchObject({ closedAt: null, countedCash: null });
    await drawer.close(id, { countedCash: 9_000, expectedCash: 10_000, note: 'Paid the milkman' });
    const before = await db.syncLog.count();
    await expect(
      drawer.record({ sessionId: id, kind: 'pay_in', amount: 500, reason: 'Change' }),
    ).rejects.toThrow(DRAWER_MESSAGES.sessionClosed);
    await expect(
      drawer.record(
        { sessionId: id, kind: 'pay_out', amount: 500, reason: 'Milk' },
        { description: 'Milk', amount: 500, category: 'inventory', date: '2026-03-14' },
      ),
    ).rejects.toThrow(DRAWER_MESSAGES.sessionClosed);
    await expect(drawer.close(id, { countedCash: 10_000, expectedCash: 10_000 })).rejects.toThrow(
      DRAWER_MESSAGES.closedIsFinal,
    );
    // Nothing of the refused changes was stored: no entry, no expense, no event.
    expect(await db.syncLog.count()).toBe(before);
    expect(await db.expenses.count()).toBe(0);
    expect(await db.drawerEvents.count()).toBe(0);
  });

  it('refuses a pay-out without an amount or a reason before storing it', async () => {
    const { drawer } = testRepositories(db);
    const id = await drawer.open(DEVICE_ID, 0);
    await expect(
      drawer.record({ sessionId: id, kind: 'pay_out', amount: 0, reason: 'Milk' }),
    ).rejects.toThrow(DRAWER_MESSAGES.amountRequired);
    await expect(drawer.record({ sessionId: id, kind: 'pay_in', amount: 100 })).rejects.toThrow(
      DRAWER_MESSAGES.reasonRequired,
    );
    expect(await db.drawerEvents.count()).toBe(0);
  });
});
