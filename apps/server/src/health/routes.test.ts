import { mkdtemp, rm, statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('GET /api/health', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dataDir = await mkdtemp(join(tmpdir(), 'cafe-health-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reports ok, the database kind and the server version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: t.database.kind, version: '0.1.0' });
    expect(t.database.kind).toBe(process.env.CAFE_TEST_DB === 'postgres' ? 'postgres' : 'pglite');
  });

  it("answers 503 while the data folder's disk has less free space than the server keeps, 200 with room", async () => {
    // The threshold is the test's lever: a real disk cannot be filled here without mounting one. Asking for a
    // terabyte more than the disk has left is "nearly full" on any machine; asking for a byte is room on any.
    const stats = await statfs(dataDir);
    const free = stats.bavail * stats.bsize;
    const health = async (minFreeBytes: number) => {
      const app = await buildApp({
        db: t.database.db,
        dbKind: t.database.kind,
        clock: t.clock,
        config: t.config,
        dataDisk: { dir: dataDir, minFreeBytes },
      });
      try {
        return await app.inject({ method: 'GET', url: '/api/health' });
      } finally {
        await app.close();
      }
    };

    const full = await health(free + 2 ** 40);
    expect(full.statusCode).toBe(503);
    expect(full.json()).toEqual({
      error: expect.stringMatching(/disk is nearly full/),
      code: 'disk_nearly_full',
    });

    expect((await health(1)).statusCode).toBe(200);
  });
});
