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
const TAG = '0014_tax_rate_milli_percent';

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

describe('migration 0014: tax rates in thousandths of a percent', () => {
  let handle: DatabaseHandle;
  let postgres: EmptyPostgresDatabase | null = null;
  let folder: string;
  const storeId = randomUUID();
  const deviceId = randomUUID();
  const now = '2026-03-14T15:00:00.000Z';

  beforeAll(async () => {
    if (process.env.CAFE_TEST_DB === 'postgres') {
      postgres = await createEmptyPostgresDatabase();
      handle = await openDatabase({ url: postgres.url });
    } else {
      handle = await openDatabase({ memory: true });
    }
    folder = await migrationsBefore(TAG);
    await migrateFrom(handle, folder);

    // A store as the server before issue 31 kept it: 8.88% in basis points, last changed at version 12.
    await handle.db.execute(sql`
      insert into stores (id, name, tax_rate_bps, currency, time_zone, created_at, updated_at, version, field_versions)
      values (${storeId}, 'Corner Cafe', 888, 'USD', 'UTC', ${now}, ${now}, 12,
              ${JSON.stringify({ name: 3, taxRateBps: 12 })}::jsonb)`);
    await handle.db.execute(sql`
      insert into devices (id, store_id, token_hash, name, created_at, last_seen_at)
      values (${deviceId}, ${storeId}, 'hash', 'Till', ${now}, ${now})`);
    const answers = [
      // The answer to a settings change, sent again to a till whose first answer was lost.
      {
        mutationId: 1,
        status: 'applied',
        version: 12,
        row: { id: storeId, storeId, name: 'Corner Cafe', taxRateBps: 888, currency: 'USD' },
      },
      { mutationId: 2, status: 'applied', version: 13, row: { id: randomUUID(), subtotal: 700, tax: 62 } },
      { mutationId: 3, status: 'rejected', reason: 'forbidden', message: 'Sam may not change the settings' },
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

  it('multiplies each stored rate by ten under the new column', async () => {
    expect(
      await rows(handle, sql`select tax_rate_milli_percent as rate from stores where id = ${storeId}`),
    ).toEqual([{ rate: 8880 }]);
    const columns = await rows<{ name: string }>(
      handle,
      sql`select column_name as name from information_schema.columns where table_name = 'stores' and column_name like 'tax_rate%'`,
    );
    expect(columns).toEqual([{ name: 'tax_rate_milli_percent' }]);
  });

  it('keeps the version the rate last changed at, under its new name', async () => {
    const [store] = await rows<{ fieldVersions: Record<string, number> }>(
      handle,
      sql`select field_versions as "fieldVersions" from stores where id = ${storeId}`,
    );
    expect(store?.fieldVersions).toEqual({ name: 3, taxRateMilliPercent: 12 });
  });

  it('rewrites stored answers in the new shape and leaves the others as they were', async () => {
    const answers = await rows<{ result: Record<string, unknown> }>(
      handle,
      sql`select result from device_mutations where device_id = ${deviceId} order by mutation_id`,
    );
    expect(answers.map((answer) => answer.result)).toEqual([
      {
        mutationId: 1,
        status: 'applied',
        version: 12,
        row: { id: storeId, storeId, name: 'Corner Cafe', taxRateMilliPercent: 8880, currency: 'USD' },
      },
      {
        mutationId: 2,
        status: 'applied',
        version: 13,
        row: expect.objectContaining({ subtotal: 700, tax: 62 }),
      },
      { mutationId: 3, status: 'rejected', reason: 'forbidden', message: 'Sam may not change the settings' },
    ]);
  });
});
