import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { appFixture } from '../test-support/app-fixture.js';
import { mutation, pull, push, type SignedInTill, saleData } from '../test-support/sync-client.js';
import { takeTableSnapshot } from '../test-support/table-snapshot.js';

interface Page {
  cursor: number;
  hasMore: boolean;
  head: number;
  history: string;
  reset?: true;
  lastMutationId?: number;
}

/**
 * docs/sync-protocol.md, "Restore": a cursor the database never issued — because a backup older than it was restored — is
 * answered with a reset, never with an empty page that leaves the till skipping every version numbered again.
 */
describe('[SYNC-23] a pull after a restore from a backup', () => {
  const t = appFixture({ tills: { seller: 'staff@cafe.example', other: 'manager@cafe.example' } });

  const nextMutation = new Map<string, number>();

  /** New sales from a till; after a restore it numbers them where the server expects (its lost ones aside). */
  const sell = async (till: SignedInTill, count: number) => {
    const batch = (start: number) =>
      Array.from({ length: count }, (_, i) => mutation(start + i, 'sale', 'create', saleData(), till.userId));
    let start = nextMutation.get(till.deviceId) ?? 1;
    let response = await push(t.app, till, batch(start));
    if (response.statusCode === 409) {
      start = response.json().expectedMutationId;
      response = await push(t.app, till, batch(start));
    }
    expect(response.statusCode).toBe(200);
    nextMutation.set(till.deviceId, start + count);
  };
  const pullToEnd = async (till: SignedInTill, from = 0, history?: string): Promise<Page> => {
    let page = (await pull(t.app, till.deviceCookie, from, 1000, undefined, history)).json() as Page;
    while (page.hasMore && !page.reset) {
      page = (
        await pull(t.app, till.deviceCookie, page.cursor, 1000, undefined, page.history)
      ).json() as Page;
    }
    return page;
  };
  /** The process stops and starts again on the same database, as after a restore. */
  const restart = async () => {
    await t.app.close();
    t.app = await buildApp({ db: t.database.db, dbKind: t.database.kind, clock: t.clock, config: t.config });
  };

  it('tells a till that saw versions the restored database lost to start over, even once the head passed its cursor', async () => {
    await sell(t.seller, 2);
    const backup = await takeTableSnapshot(t.database.db, 'backup_before_rush');
    const inBackup = await pullToEnd(t.seller);
    await sell(t.seller, 3);
    const seen = await pullToEnd(t.seller, inBackup.cursor, inBackup.history);
    expect(seen.cursor).toBeGreaterThan(inBackup.cursor);

    await backup.restore();
    await restart();
    // Another till sells more than was lost, so the restored head passes the first till's cursor.
    await sell(t.other, 6);
    const head = await pullToEnd(t.other);
    expect(head.head).toBeGreaterThan(seen.cursor);

    const answer = await pullToEnd(t.seller, seen.cursor, seen.history);
    expect(answer).toMatchObject({ reset: true, cursor: 0, hasMore: true });
    // The server's record of the till's changes went back with the backup: two of its five sales.
    expect(answer.lastMutationId).toBe(2);
  });

  it('lets a till whose cursor the backup holds carry on from it after the restart, with no reset', async () => {
    const before = await pullToEnd(t.other);
    const backup = await takeTableSnapshot(t.database.db, 'backup_at_close');
    await backup.restore();
    await restart();
    await sell(t.seller, 1);
    const after = await pullToEnd(t.other, before.cursor, before.history);
    expect(after.reset).toBeUndefined();
    expect(after.cursor).toBeGreaterThan(before.cursor);
    expect(after.history).not.toBe(before.history);
  });

  it('resets a cursor above the head, for a till too old to name its stretch of history', async () => {
    const now = await pullToEnd(t.other);
    const answer = (await pull(t.app, t.other.deviceCookie, now.head + 5)).json() as Page;
    expect(answer).toMatchObject({ reset: true, cursor: 0 });
  });

  it('resets a stretch of history the database never had', async () => {
    const now = await pullToEnd(t.other);
    const answer = (
      await pull(
        t.app,
        t.other.deviceCookie,
        now.cursor,
        10,
        undefined,
        '00000000-0000-4000-8000-000000000000',
      )
    ).json() as Page;
    expect(answer).toMatchObject({ reset: true, cursor: 0 });
  });

  it('notices a restore under a running server when the head goes back, and resets the tills beyond it', async () => {
    await sell(t.seller, 1);
    const inBackup = await pullToEnd(t.other);
    const backup = await takeTableSnapshot(t.database.db, 'backup_while_running');
    await sell(t.seller, 2);
    const seen = await pullToEnd(t.other, inBackup.cursor, inBackup.history);
    await backup.restore();
    // No restart: the first pull to see the lower head begins a new stretch.
    await pullToEnd(t.seller);
    await sell(t.seller, 6);
    const answer = await pullToEnd(t.other, seen.cursor, seen.history);
    expect(answer).toMatchObject({ reset: true, cursor: 0 });
  });

  it('[SYNC-21] keeps every scope to the same rule', async () => {
    const now = await pullToEnd(t.other);
    for (const scope of ['till', 'history'] as const) {
      const answer = (await pull(t.app, t.other.deviceCookie, now.head + 1, 10, scope, now.history)).json();
      expect(answer).toMatchObject({ reset: true });
    }
  });
});
