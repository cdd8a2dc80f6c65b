import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from '../test-support/test-database.js';
import { MIGRATIONS_FOLDER } from './migrations-folder.js';
import { type DatabaseHandle, openDatabase } from './open-database.js';

/** The migration under test: everything before it is the database an existing server has. */
const TAG = '0016_sale_payments';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A copy of the migrations folder that ends just before `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'cafe-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`${tag} is not in the journal`);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

/** Drizzle's own migrator over `folder`, as open-database.ts runs it over the committed one. */
function migrateFrom(handle: DatabaseHandle, folder: string): Promise<void> {
  return handle.kind === 'pglite'
    ? migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder })
    : migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
}

async function rows<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await handle.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

describe('migration 0016: every sale is paid by its legs', () => {
  let handle: DatabaseHandle;
  let postgres: EmptyPostgresDatabase | null = null;
  let folder: string;
  const storeId = randomUUID();
  const deviceId = randomUUID();
  const saleId = randomUUID();
  const now = '2026-03-14T15:00:00.000Z';
  const saleRow = { id: saleId, storeId, total: 1_250, paymentMethod: 'debit_card', soldAt: now };

  beforeAll(async () => {
    if (process.env.CAFE_TEST_DB === 'postgres') {
      postgres = await createEmptyPostgresDatabase();
      handle = await openDatabase({ url: postgres.url });
    } else {
      handle = await openDatabase({ memory: true });
    }
    folder = await migrationsBefore(TAG);
    await migrateFrom(handle, folder);

    // A sale as the server before issue 33 kept it: one method for its whole total.
    await handle.db.execute(sql`
      insert into stores (id, name, tax_rate_milli_percent, currency, time_zone, created_at, updated_at, version)
      values (${storeId}, 'Corner Cafe', 8250, 'USD', 'UTC', ${now}, ${now}, 1)`);
    await handle.db.execute(sql`
      insert into sales (id, store_id, created_at, updated_at, version, items, subtotal, tax, total, payment_method,
                         payment_status, created_by, sold_at)
      values (${saleId}, ${storeId}, ${now}, ${now}, 2, '[]'::jsonb, 1155, 95, 1250, 'debit_card', 'completed',
              'unknown', ${now})`);
    await handle.db.execute(sql`
      insert into devices (id, store_id, token_hash, name, created_at, last_seen_at)
      values (${deviceId}, ${storeId}, 'hash', 'Till', ${now}, ${now})`);
    const answers = [
      // The answer to that sale, sent again to a till whose first answer was lost.
      { mutationId: 1, status: 'applied', version: 2, row: saleRow },
      {
        mutationId: 2,
        status: 'applied',
        version: 3,
        row: { id: randomUUID(), total: 700, paymentMethod: 'x' },
      },
    ];
    for (const answer of answers) {
      await handle.db.execute(sql`
        insert into device_mutations (device_id, mutation_id, status, result, created_at)
        values (${deviceId}, ${answer.mutationId}, ${answer.status}, ${JSON.stringify(answer)}::jsonb, ${now})`);
    }

    await handle.migrate();
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    await postgres?.destroy();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('gives each stored sale one leg of its method for its whole total, and keeps the method', async () => {
    expect(
      await rows(handle, sql`select payment_method as method, payments from sales where id = ${saleId}`),
    ).toEqual([{ method: 'debit_card', payments: [{ method: 'debit_card', amount: 1_250 }] }]);
  });

  it("rewrites a stored sale answer in the new shape and leaves other entities' answers as they were", async () => {
    const answers = await rows<{ result: Record<string, unknown> }>(
      handle,
      sql`select result from device_mutations where device_id = ${deviceId} order by mutation_id`,
    );
    expect(answers.map((answer) => answer.result)).toEqual([
      {
        mutationId: 1,
        status: 'applied',
        version: 2,
        row: { ...saleRow, payments: [{ method: 'debit_card', amount: 1_250 }] },
      },
      {
        mutationId: 2,
        status: 'applied',
        version: 3,
        row: { id: expect.any(String), total: 700, paymentMethod: 'x' },
      },
    ]);
  });
});
