import type { PullChange, PushMutation } from '@cafe/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type HttpTill,
  httpPullAll,
  httpPush,
  httpSignInTill,
  sendPushAndIgnoreAnswer,
} from '../test-support/http-sync-client.js';
import {
  killAllServerProcesses,
  type ServerProcess,
  startServerProcess,
} from '../test-support/server-process.js';
import { mutation, productData, saleData } from '../test-support/sync-client.js';
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from '../test-support/test-database.js';
import { waitFor } from '../test-support/wait-for.js';

/**
 * ARCHITECTURE §4's first bug: "a duplicate order when the response was lost after the server committed". A real
 * server process is SIGKILLed before, during and after the transaction of a push, restarted on the same
 * PostgreSQL database, and the till retries the same batch (same mutationIds) as the client does: exactly one
 * sale every time. "During" is made deterministic with a row lock held from another connection, so the server's
 * transaction is provably open and blocked inside when it dies.
 */
describe('[SYNC-4, SYNC-6] a server process killed around a push (PostgreSQL)', () => {
  let database: EmptyPostgresDatabase;
  /** Autocommit connection for looking at the database from outside the server. */
  let observer: pg.Client;
  let server: ServerProcess;
  let generation = 0;
  /** Each server gets its own application_name, so its PostgreSQL backends can be told apart from ours. */
  let appName = '';
  const createdSales: string[] = [];

  const start = async () => {
    generation += 1;
    appName = `cafe-crash-test-${generation}`;
    const url = new URL(database.url);
    url.searchParams.set('application_name', appName);
    server = await startServerProcess({ name: appName, env: { DATABASE_URL: url.toString() } });
  };

  const one = async (text: string, params: unknown[] = []) =>
    (await observer.query(text, params)).rows[0] as Record<string, unknown> | undefined;
  const saleCount = async (id: string) =>
    Number((await one('select count(*) from sales where id = $1', [id]))?.count);
  const device = async (id: string) => {
    const row = await one(
      `select last_mutation_id, (select count(*) from device_mutations where device_id = $1) as recorded
       from devices where id = $1`,
      [id],
    );
    return { lastMutationId: Number(row?.last_mutation_id), recorded: Number(row?.recorded) };
  };
  const backendsOf = async (name: string, where = 'true') =>
    Number(
      (await one(`select count(*) from pg_stat_activity where application_name = $1 and (${where})`, [name]))
        ?.count,
    );
  /** A connection that takes a row lock and keeps its transaction open until `release()`. */
  const holdLock = async (lockSql: string, params: unknown[]) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('begin');
    const locked = await client.query(lockSql, params);
    expect(locked.rowCount).toBe(1);
    let released = false;
    return {
      /** Idempotent, so a `finally` can call it again after the test already did. */
      release: async () => {
        if (released) return;
        released = true;
        await client.query('rollback');
        await client.end();
      },
    };
  };
  /**
   * After a kill, a backend of the dead server may still be blocked on our lock; once released it finds its
   * client gone and rolls back. Wait for that, so what we assert afterwards is the database's final word.
   */
  const waitForBackendsToGo = (name: string) =>
    waitFor(`the killed server's backends (${name}) to go`, async () => (await backendsOf(name)) === 0);

  /**
   * Sends `batch` while `lock` holds a row its transaction needs, waits in `untilBlocked` for the server to be stuck
   * behind it, and kills the server there: the client gets no answer, and the dead server's backends roll back.
   */
  const killWhileBlocked = async (
    till: HttpTill,
    batch: PushMutation[],
    lock: { release(): Promise<void> },
    untilBlocked: () => Promise<void>,
  ) => {
    const inFlight = httpPush(server.baseUrl, till, batch).then(
      (answer) => ({ answer }),
      (error: unknown) => ({ error }),
    );
    try {
      await untilBlocked();
      const killed = appName;
      await server.kill();
      // The client never got an answer.
      expect(await inFlight).toMatchObject({ error: expect.anything() });
      await lock.release();
      await waitForBackendsToGo(killed);
    } finally {
      await lock.release();
    }
  };
  /** A new server process on the same database, and the till's retry of the same batch there. */
  const restartAndRetry = async (till: HttpTill, batch: PushMutation[]) => {
    await start();
    const retry = await httpPush(server.baseUrl, till, batch);
    expect(retry.status).toBe(200);
    return retry;
  };

  const newTill = () => httpSignInTill(server.baseUrl, 'manager@cafe.example');
  const saleBatch = (till: HttpTill) => {
    const sale = saleData();
    createdSales.push(sale.id);
    return { sale, batch: [mutation(1, 'sale', 'create', sale, till.userId)] };
  };

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    observer = new pg.Client({ connectionString: database.url });
    await observer.connect();
    await start();
  });

  afterAll(async () => {
    await killAllServerProcesses();
    await observer?.end();
    await database?.destroy();
  });

  it('(a) killed before the request reaches it: the push fails, nothing is stored, the retry applies once', async () => {
    const till = await newTill();
    const { sale, batch } = saleBatch(till);

    await server.kill();
    await expect(httpPush(server.baseUrl, till, batch)).rejects.toThrow();
    expect(await saleCount(sale.id)).toBe(0);
    expect(await device(till.deviceId)).toEqual({ lastMutationId: 0, recorded: 0 });

    const retry = await restartAndRetry(till, batch);
    expect(retry.body).toMatchObject({ lastMutationId: 1, results: [{ mutationId: 1, status: 'applied' }] });
    expect(await saleCount(sale.id)).toBe(1);
    expect(await device(till.deviceId)).toEqual({ lastMutationId: 1, recorded: 1 });
  });

  it('(b) killed inside the push transaction: it rolls back, and the retry applies once', async () => {
    const till = await newTill();
    const { sale, batch } = saleBatch(till);
    const { store_id: storeId } = (await one('select store_id from version_counters')) ?? {};

    // The server's transaction locks the device row, checks the actor, permission and data, then blocks on the
    // store's version counter, which we hold.
    const lock = await holdLock('select last_version from version_counters where store_id = $1 for update', [
      storeId,
    ]);
    await killWhileBlocked(till, batch, lock, async () => {
      await waitFor('the push transaction to block on the version counter', async () => {
        const waiting = await backendsOf(
          appName,
          `wait_event_type = 'Lock' and xact_start is not null and query ilike '%version_counters%'`,
        );
        return waiting === 1;
      });
      // Proof that the transaction is open and has done work: it holds the device row it locked first.
      await expect(
        observer.query('select id from devices where id = $1 for update nowait', [till.deviceId]),
      ).rejects.toMatchObject({ code: '55P03' });
    });
    expect(await saleCount(sale.id)).toBe(0);
    expect(await device(till.deviceId)).toEqual({ lastMutationId: 0, recorded: 0 });

    const retry = await restartAndRetry(till, batch);
    expect(retry.body).toMatchObject({ lastMutationId: 1, results: [{ mutationId: 1, status: 'applied' }] });
    expect(await saleCount(sale.id)).toBe(1);
    expect(await device(till.deviceId)).toEqual({ lastMutationId: 1, recorded: 1 });
  });

  it('(c) killed after the commit, the answer never read: the retry is a duplicate with the original answer', async () => {
    const till = await newTill();
    const { sale, batch } = saleBatch(till);

    const sent = await sendPushAndIgnoreAnswer(server.baseUrl, till, batch);
    await waitFor('the push to commit', async () => (await device(till.deviceId)).lastMutationId === 1);
    await server.kill();
    sent.drop();
    expect(await saleCount(sale.id)).toBe(1);

    const retry = await restartAndRetry(till, batch);
    expect(retry.body).toMatchObject({
      lastMutationId: 1,
      results: [
        {
          mutationId: 1,
          status: 'duplicate',
          original: { mutationId: 1, status: 'applied', row: { id: sale.id, total: 758 } },
        },
      ],
    });
    expect(await saleCount(sale.id)).toBe(1);
    expect(await device(till.deviceId)).toEqual({ lastMutationId: 1, recorded: 1 });
  });

  it('(c) killed in the middle of a batch, its sale written but not committed: the retry stores it once', async () => {
    const till = await newTill();
    const product = productData();
    const created = await httpPush(server.baseUrl, till, [
      mutation(1, 'product', 'create', product, till.userId),
    ]);
    expect(created.body.results[0]).toMatchObject({ status: 'applied' });
    const sale = saleData();
    createdSales.push(sale.id);
    const batch = [
      mutation(2, 'sale', 'create', sale, till.userId),
      mutation(
        3,
        'product',
        'update',
        { id: product.id, price: 500 },
        till.userId,
        created.body.results[0].version,
      ),
    ];

    // The batch is one transaction: the sale is inserted, then the product update blocks on the product row,
    // which we hold, so the server dies with the sale written inside an open transaction and no answer sent.
    const lock = await holdLock('select id from products where id = $1 for update', [product.id]);
    await killWhileBlocked(till, batch, lock, () =>
      waitFor('the update to block behind the written sale', async () => {
        return (await backendsOf(appName, `wait_event_type = 'Lock'`)) === 1;
      }),
    );
    // Nothing of the batch survived the kill: not the sale, not the device's progress.
    expect(await saleCount(sale.id)).toBe(0);
    expect(await device(till.deviceId)).toEqual({ lastMutationId: 1, recorded: 1 });

    const retry = await restartAndRetry(till, batch);
    expect(retry.body).toMatchObject({
      lastMutationId: 3,
      results: [
        { mutationId: 2, status: 'applied', row: { id: sale.id } },
        { mutationId: 3, status: 'applied', row: { id: product.id, price: 500 } },
      ],
    });
    expect(await saleCount(sale.id)).toBe(1);
    expect(await device(till.deviceId)).toEqual({ lastMutationId: 3, recorded: 3 });
  });

  it('leaves every sale of the crashes exactly once, for a till that pulls everything', async () => {
    const till = await newTill();
    const changes = await httpPullAll(server.baseUrl, till.deviceCookie, 7);
    const sales = changes.filter((change: PullChange) => change.entity === 'sale').map((change) => change.id);
    expect(sales.sort()).toEqual([...createdSales].sort());
    expect(Number((await one('select count(*) from sales'))?.count)).toBe(createdSales.length);
  });
});
