import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextVersion } from '../db/next-version.js';
import { products, stores } from '../db/schema.js';
import { appFixture } from '../test-support/app-fixture.js';
import { pull } from '../test-support/sync-client.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The bug RxDB shipped: a cursor on a sequence or updatedAt skips a row whose transaction took its number early
 * and committed late. Only PostgreSQL has concurrent transactions (PGlite is one connection, where the scenario
 * cannot arise), so `*.postgres.test.ts` files run only in the server-postgres project.
 */
describe('[SYNC-20, SYNC-21] pull under concurrent writers on PostgreSQL', () => {
  const t = appFixture({ tills: { till: 'admin@cafe.example' } });
  let storeId: string;

  beforeAll(async () => {
    const [store] = await t.database.db.select({ id: stores.id }).from(stores);
    if (!store) throw new Error('no store');
    storeId = store.id;
  });

  // A scoped pull (docs/sync-protocol.md, "Two phases") is the same query over fewer tables: products are the till scope's.
  it.each([
    ['an unscoped pull', undefined],
    ['a till-scoped pull', 'till'],
  ] as const)(
    '%s never skips a row while writers hold long transactions that would commit out of order',
    async (_name, scope) => {
      let cursor = (await pull(t.app, t.till.deviceCookie, 0, 2000, scope)).json().cursor as number;
      const seen = new Set<string>();
      const written: string[] = [];
      const now = t.clock.now();

      // Each writer waits a while, takes its version, then keeps its transaction open for a different time, so
      // without the counter lock later versions would commit before earlier ones.
      const writer = (index: number) =>
        t.database.db.transaction(async (tx) => {
          await sleep((index * 37) % 60);
          const version = await nextVersion(tx, storeId);
          const id = randomUUID();
          await tx.insert(products).values({
            id,
            storeId,
            name: `Concurrent ${index}`,
            category: 'food',
            price: 100 + index,
            createdAt: now,
            updatedAt: now,
            version,
          });
          await tx.execute(sql`select pg_sleep(${((index * 53) % 90) / 1000})`);
          written.push(id);
        });

      let writersDone = false;
      const writers = Promise.all(Array.from({ length: 8 }, (_, index) => writer(index))).finally(() => {
        writersDone = true;
      });

      const pullOnce = async () => {
        const page = (await pull(t.app, t.till.deviceCookie, cursor, 3, scope)).json();
        expect(page.cursor).toBeGreaterThanOrEqual(cursor);
        for (const change of page.changes) seen.add(change.id);
        cursor = page.cursor;
        return page.hasMore as boolean;
      };
      // Pull all the time the writers run: each pull may land between any two commits.
      while (!writersDone) {
        await pullOnce();
        await sleep(5);
      }
      await writers;
      while (await pullOnce()) {
        // drain
      }
      expect(written).toHaveLength(8);
      expect(written.filter((id) => !seen.has(id))).toEqual([]);
    },
  );
});
