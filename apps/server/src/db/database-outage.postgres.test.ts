import type { PushMutation } from '@cafe/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type HttpAnswer,
  type HttpTill,
  httpPush,
  httpSignInTill,
} from '../test-support/http-sync-client.js';
import { BUSY_STORE_TILLS, saleBatches, saleIdsOf } from '../test-support/sale-batches.js';
import {
  killAllServerProcesses,
  type ServerProcess,
  startServerProcess,
} from '../test-support/server-process.js';
import { mutation, saleData } from '../test-support/sync-client.js';
import { startTcpProxy, type TcpProxy } from '../test-support/tcp-proxy.js';
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from '../test-support/test-database.js';
import { waitFor } from '../test-support/wait-for.js';

const BATCHES_PER_TILL = 8;
const SALES_PER_BATCH = 5;
/** A till that needs more tries than this for one batch is stuck, not unlucky. */
const MAX_TRIES = 300;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * PostgreSQL promises a client that its server may restart, fail over or drop idle connections; the server process
 * must outlive all of that. One real server process reaches its database through a TCP relay (test-support/
 * tcp-proxy.ts), so a test can also make the database unreachable for it alone.
 */
describe('[SYNC-12] the database goes away and comes back (PostgreSQL)', () => {
  let database: EmptyPostgresDatabase;
  let proxy: TcpProxy;
  /** Autocommit connection that looks at, and terminates, the server's connections from outside. */
  let observer: pg.Client;
  let server: ServerProcess;

  const rows = async (text: string, params: unknown[] = []) =>
    (await observer.query(text, params)).rows as Record<string, unknown>[];
  const databaseName = () => new URL(database.url).pathname.slice(1);
  /** Every connection to the test database but the observer's own: the server's pool and anything it holds. */
  const terminateServerConnections = async () =>
    (
      await rows(
        `select pg_terminate_backend(pid) as gone from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid()`,
        [databaseName()],
      )
    ).filter((row) => row.gone === true).length;
  const health = async () => {
    const response = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(20_000) });
    return { status: response.status, body: await response.json(), headers: response.headers };
  };

  /** The refusal a till gets while the database is away: 503, when to retry, and words for a person. */
  const expectDatabaseUnavailable = (answer: HttpAnswer) => {
    expect(answer.status).toBe(503);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answer.body).toEqual({
      error: expect.stringMatching(/can.t reach its database/),
      code: 'database_unavailable',
    });
    expect(answer.body.error).not.toMatch(/SQLSTATE|ECONN|terminat|pg_|\d{5}/);
  };

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    observer = new pg.Client({ connectionString: database.url });
    await observer.connect();
    server = await startServerProcess({
      name: 'server behind the relay',
      env: { DATABASE_URL: proxy.urlFor(database.url) },
    });
  });

  afterAll(async () => {
    await killAllServerProcesses();
    await observer?.end();
    await proxy?.close();
    await database?.destroy();
  });

  it('lives through terminated connections mid-burst: failed pushes get 503, retried until every sale is stored once', {
    timeout: 180_000,
  }, async () => {
    const tills: HttpTill[] = [];
    for (const email of BUSY_STORE_TILLS) tills.push(await httpSignInTill(server.baseUrl, email));
    const allSales: string[] = [];
    const refusals: HttpAnswer[] = [];

    let pushing = true;
    let terminated = 0;
    let answered = 0;
    // Cuts every connection of the server, again and again while the tills push. After each cut it waits for one
    // push to get through, so the burst makes progress however slow the machine, then cuts again at a moment
    // that varies (pushes are in flight all the time, so cuts land before, inside and after their transactions).
    const terminator = (async () => {
      while (pushing) {
        const before = answered;
        terminated += await terminateServerConnections();
        while (pushing && answered === before) await pause(5);
        await pause(Math.random() * 60);
      }
    })();

    /** Sends a batch until it is answered 200, as the till's sync engine does; anything but 200 or 503 fails. */
    const deliver = async (till: HttpTill, batch: PushMutation[]) => {
      for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
        // A dropped connection (the process gone) rejects here and fails the test.
        const answer = await httpPush(server.baseUrl, till, batch);
        if (answer.status === 200) {
          answered += 1;
          expect(answer.body.lastMutationId).toBe(batch.at(-1)?.mutationId);
          for (const result of answer.body.results) expect(['applied', 'duplicate']).toContain(result.status);
          return;
        }
        refusals.push(answer);
        expectDatabaseUnavailable(answer);
        await pause(20);
      }
      throw new Error(`A batch was refused ${MAX_TRIES} times`);
    };

    try {
      await Promise.all(
        tills.map(async (till) => {
          for (const batch of saleBatches(till, BATCHES_PER_TILL, SALES_PER_BATCH)) {
            allSales.push(...saleIdsOf(batch));
            await deliver(till, batch);
          }
        }),
      );
    } finally {
      pushing = false;
      await terminator;
    }

    expect(terminated).toBeGreaterThan(0);
    expect(refusals.length).toBeGreaterThan(0);
    expect(server.running()).toBe(true);
    expect((await health()).status).toBe(200);

    // 0 lost, 0 doubled.
    expect(await rows('select id from sales group by id having count(*) > 1')).toEqual([]);
    const stored = await rows('select id from sales where id = any($1::uuid[])', [allSales]);
    expect(stored).toHaveLength(allSales.length);
    expect((await rows('select count(*)::int as n from sales'))[0]?.n).toBe(allSales.length);
    for (const till of tills) {
      const [device] = await rows(
        `select last_mutation_id::int as last,
                (select count(*)::int from device_mutations where device_id = $1) as recorded
         from devices where id = $1`,
        [till.deviceId],
      );
      const expected = BATCHES_PER_TILL * SALES_PER_BATCH;
      expect(device).toEqual({ last: expected, recorded: expected });
    }
  });

  it('answers 503 on /api/health and to a push while the database is unreachable, and recovers by itself', async () => {
    const till = await httpSignInTill(server.baseUrl, 'manager@cafe.example');
    const sale = saleData();
    const batch = [mutation(1, 'sale', 'create', sale, till.userId)];
    expect((await health()).status).toBe(200);

    await proxy.cut();
    try {
      const down = await health();
      expect(down.status).toBe(503);
      expect(down.body).toEqual({
        error: expect.stringMatching(/can.t reach its database/),
        code: 'database_unavailable',
      });
      expectDatabaseUnavailable(await httpPush(server.baseUrl, till, batch));
      expect(server.running()).toBe(true);
    } finally {
      await proxy.restore();
    }

    // No restart: the same process finds its database again.
    await waitFor('health to answer 200 again', async () => (await health()).status === 200);
    const answer = await httpPush(server.baseUrl, till, batch);
    expect(answer.status).toBe(200);
    expect(answer.body.results).toMatchObject([{ mutationId: 1, status: 'applied', row: { id: sale.id } }]);
    expect(server.running()).toBe(true);
  });
});
