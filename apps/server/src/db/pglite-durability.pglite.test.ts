import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpPullAll, httpPush, httpSignInTill } from '../test-support/http-sync-client.js';
import {
  killAllServerProcesses,
  type ServerProcess,
  startServerProcess,
} from '../test-support/server-process.js';
import { mutation, saleData } from '../test-support/sync-client.js';

/**
 * One cafe runs on embedded PGlite in one data folder. A 200 from push must mean the sale is on disk: the server
 * process is SIGKILLed right after the answer (no shutdown hook, no close) and restarted on the same folder.
 * (`*.pglite.test.ts`: it starts its own PGlite server, so it runs once, in the server-pglite project.)
 */
describe('PGlite keeps every answered push across a SIGKILL', () => {
  let dataDir: string;
  let server: ServerProcess;
  const start = async () => {
    server = await startServerProcess({ name: 'pglite-durability', env: { CAFE_DATA_DIR: dataDir } });
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cafe-pglite-durability-'));
    await start();
  });

  afterAll(async () => {
    await killAllServerProcesses();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('still has every answered sale, the device and its lastMutationId after a kill right after a 200', async () => {
    const till = await httpSignInTill(server.baseUrl, 'staff@cafe.example');
    const sales = Array.from({ length: 6 }, () => saleData());
    const batches = [[0], [1, 2], [3, 4, 5]].map((indexes) =>
      indexes.map((index) => mutation(index + 1, 'sale', 'create', sales[index] ?? {}, till.userId)),
    );

    // Three pushes back to back; the server is killed the moment the last answer arrives.
    for (const batch of batches) {
      const answer = await httpPush(server.baseUrl, till, batch);
      expect(answer.status).toBe(200);
      expect(answer.body.results.map((result: { status: string }) => result.status)).toEqual(
        batch.map(() => 'applied'),
      );
    }
    await server.kill();
    await start();

    // The same cookies still work: the device and its user were durable too.
    const pulled = await httpPullAll(server.baseUrl, till.deviceCookie);
    expect(
      pulled
        .filter((change) => change.entity === 'sale')
        .map((change) => change.id)
        .sort(),
    ).toEqual(sales.map((sale) => sale.id).sort());
    // The device's lastMutationId survived as well: a resend is a duplicate, not a second sale.
    const resend = await httpPush(server.baseUrl, till, batches.flat());
    expect(resend.status).toBe(200);
    expect(resend.body.lastMutationId).toBe(6);
    expect(resend.body.results.map((result: { status: string }) => result.status)).toEqual(
      sales.map(() => 'duplicate'),
    );
  });
});
