import type { PullChange, PushMutation } from '@cafe/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpTill, httpPullAll, httpPush, httpSignInTill } from '../test-support/http-sync-client.js';
import { BUSY_STORE_TILLS, saleBatches, saleIdsOf } from '../test-support/sale-batches.js';
import {
  killAllServerProcesses,
  type ServerProcess,
  startServerProcess,
} from '../test-support/server-process.js';
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from '../test-support/test-database.js';

const BATCHES_PER_TILL = 6;
const SALES_PER_BATCH = 4;

type Delivery = 'once' | 'resent to the other server' | 'sent to both at once';
const DELIVERIES: readonly Delivery[] = ['once', 'resent to the other server', 'sent to both at once'];

/**
 * ARCHITECTURE §6: the server keeps no state of its own, so a chain runs many processes behind a load balancer on
 * one PostgreSQL. Two real processes on one database; tills push to both in turn, resend batches to the other one
 * (as after a lost answer) and send some to both at once. Every sale must be stored exactly once and every till
 * must pull the same data from either process.
 */
describe('two server processes on one PostgreSQL database', () => {
  let database: EmptyPostgresDatabase;
  let servers: ServerProcess[] = [];
  let tills: HttpTill[] = [];
  const lastMutationOf = new Map<string, number>();
  const allSales: string[] = [];

  const query = async (text: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    // Both start at once on the empty database: migrations and seeding must not trip over each other.
    servers = await Promise.all(
      ['A', 'B'].map((name) =>
        startServerProcess({ name: `server ${name}`, env: { DATABASE_URL: database.url } }),
      ),
    );
    // Sign in and register on alternating processes: sessions and devices live in the database only.
    tills = [];
    for (const [index, email] of BUSY_STORE_TILLS.entries()) {
      tills.push(await httpSignInTill(servers[index % 2]?.baseUrl ?? '', email));
    }
  });

  afterAll(async () => {
    await killAllServerProcesses();
    await database?.destroy();
  });

  /** Pushes one batch as `delivery` says and checks the answers; returns nothing, the database is the judge. */
  const deliver = async (
    till: HttpTill,
    batch: PushMutation[],
    first: ServerProcess,
    other: ServerProcess,
    delivery: Delivery,
  ) => {
    const last = batch.at(-1)?.mutationId;
    const statuses = (answer: { body: { results: { status: string }[] } }) =>
      answer.body.results.map((result) => result.status);
    if (delivery === 'sent to both at once') {
      const answers = await Promise.all([
        httpPush(first.baseUrl, till, batch),
        httpPush(other.baseUrl, till, batch),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.body.lastMutationId).toBe(last);
      }
      // Each mutation was applied by exactly one of the two; the other answered with the same stored result.
      for (const index of batch.keys()) {
        const pair = answers.map((answer) => answer.body.results[index]);
        const applied = pair.filter((result) => result.status === 'applied');
        expect(applied).toHaveLength(1);
        const duplicate = pair.find((result) => result.status === 'duplicate');
        if (duplicate) expect(duplicate.original).toEqual(applied[0]);
      }
      return;
    }
    const answer = await httpPush(first.baseUrl, till, batch);
    expect(answer.status).toBe(200);
    expect(statuses(answer)).toEqual(batch.map(() => 'applied'));
    if (delivery === 'resent to the other server') {
      const again = await httpPush(other.baseUrl, till, batch);
      expect(again.status).toBe(200);
      expect(again.body.lastMutationId).toBe(last);
      expect(statuses(again)).toEqual(batch.map(() => 'duplicate'));
      expect(again.body.results.map((result: { original: unknown }) => result.original)).toEqual(
        answer.body.results,
      );
    }
  };

  it('[SYNC-4, SYNC-6] stores every sale exactly once while tills push to both processes', async () => {
    // The tills work at the same time; each till's own batches go in order, as its sync engine sends them.
    await Promise.all(
      tills.map(async (till, tillIndex) => {
        const batches = saleBatches(till, BATCHES_PER_TILL, SALES_PER_BATCH);
        for (const [batchIndex, batch] of batches.entries()) {
          allSales.push(...saleIdsOf(batch));
          const first = servers[(tillIndex + batchIndex) % 2];
          const other = servers[(tillIndex + batchIndex + 1) % 2];
          if (!first || !other) throw new Error('two servers expected');
          await deliver(
            till,
            batch,
            first,
            other,
            DELIVERIES[(tillIndex + batchIndex) % DELIVERIES.length] ?? 'once',
          );
        }
        lastMutationOf.set(till.deviceId, batches.flat().length);
      }),
    );

    const counts = await query('select id, count(*)::int as n from sales group by id having count(*) > 1');
    expect(counts).toEqual([]);
    const [total] = await query('select count(*)::int as n from sales');
    expect(total?.n).toBe(allSales.length);
    const stored = await query('select id from sales where id = any($1::uuid[])', [allSales]);
    expect(stored).toHaveLength(allSales.length);

    for (const till of tills) {
      const [device] = await query(
        `select last_mutation_id::int,
                (select count(*)::int from device_mutations where device_id = $1) as recorded
         from devices where id = $1`,
        [till.deviceId],
      );
      const expected = lastMutationOf.get(till.deviceId);
      expect(device).toEqual({ last_mutation_id: expected, recorded: expected });
    }
  });

  it('[SYNC-20] gives every till the same data, whichever process it pulls from', async () => {
    const pulls = await Promise.all(
      tills.map((till, index) => httpPullAll(servers[(index + 1) % 2]?.baseUrl ?? '', till.deviceCookie, 17)),
    );
    const snapshot = (changes: PullChange[]) => {
      const keys = changes.map((change) => `${change.entity}:${change.id}`);
      // A row appears once, at its latest version.
      expect(new Set(keys).size).toBe(keys.length);
      return [...changes].sort((a, b) => a.version - b.version || a.id.localeCompare(b.id));
    };
    const [reference, ...others] = pulls.map(snapshot);
    for (const other of others) expect(other).toEqual(reference);
    const pulledSales = (reference ?? [])
      .filter((change) => change.entity === 'sale')
      .map((change) => change.id);
    expect(pulledSales.sort()).toEqual([...allSales].sort());
  });
});
