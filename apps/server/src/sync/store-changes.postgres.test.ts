import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventStream, openEventStream } from '../test-support/event-stream.js';
import { type HttpTill, httpPush, httpSignInTill } from '../test-support/http-sync-client.js';
import {
  killAllServerProcesses,
  type ServerProcess,
  startServerProcess,
} from '../test-support/server-process.js';
import { mutation, saleData } from '../test-support/sync-client.js';
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from '../test-support/test-database.js';

/** Generous: the nudge crosses in about a round trip, but this machine may be busy. No timing is asserted. */
const NUDGE_TIMEOUT_MS = 30_000;

/** The next `changed` event of `stream`, or a failure after NUDGE_TIMEOUT_MS. */
async function nextChange(stream: EventStream, what: string): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      stream.nextEvent('changed'),
      new Promise<string>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`No 'changed' event: ${what}`)), NUDGE_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Two server processes behind a load balancer on one PostgreSQL database: a till following GET /api/sync/events on
 * one of them hears of a push that another till made on the other (store-changes.ts, LISTEN/NOTIFY).
 */
describe('[SYNC-24] store change nudges across server processes (PostgreSQL)', () => {
  let database: EmptyPostgresDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let pusher: HttpTill;
  let follower: HttpTill;
  let stream: EventStream;
  let nextMutationId = 1;

  const pushSaleTo = async (server: ServerProcess) => {
    const answer = await httpPush(server.baseUrl, pusher, [
      mutation(nextMutationId, 'sale', 'create', saleData(), pusher.userId),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.results).toMatchObject([{ mutationId: nextMutationId, status: 'applied' }]);
    nextMutationId += 1;
  };

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    const start = (name: string) =>
      startServerProcess({ name: `server ${name}`, env: { DATABASE_URL: database.url } });
    [a, b] = await Promise.all([start('A'), start('B')]);
    pusher = await httpSignInTill(a.baseUrl, 'manager@cafe.example');
    follower = await httpSignInTill(b.baseUrl, 'staff@cafe.example');
    stream = await openEventStream(b.baseUrl, follower.deviceCookie);
    expect(await stream.next()).toBe('retry: 2000\n: following store changes');
  });

  afterAll(async () => {
    stream?.close();
    await killAllServerProcesses();
    await database?.destroy();
  });

  it('nudges a till following process B after another till pushes to process A', async () => {
    await pushSaleTo(a);
    expect(await nextChange(stream, 'a push to A did not reach the till on B')).toBe(
      'event: changed\ndata: {}',
    );
  });

  it('listens again after its connection is cut, nudging its tills once for what they may have missed', async () => {
    // Cut the listening connection of both processes, as a database restart would.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const [row] = (
        await admin.query(
          `select count(*)::int as n from (
             select pg_terminate_backend(pid) from pg_stat_activity
             where datname = $1 and pid <> pg_backend_pid() and query ilike 'listen %') cut`,
          [new URL(database.url).pathname.slice(1)],
        )
      ).rows;
      expect(row?.n).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Once B listens again it nudges its tills: a push made while it was away would otherwise go unheard.
    await nextChange(stream, 'B did not nudge its tills after listening again');

    await pushSaleTo(a);
    expect(await nextChange(stream, 'a push to A after the cut did not reach the till on B')).toBe(
      'event: changed\ndata: {}',
    );
  });
});
