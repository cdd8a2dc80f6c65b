import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import {
  DEFAULT_BODY_LIMIT_BYTES,
  DEFAULT_FILE_QUOTA_BYTES,
  DEFAULT_TOMBSTONE_RETENTION_DAYS,
} from '../app-config.js';
import { openDatabase } from '../db/open-database.js';
import { createTestClock } from '../test-support/test-clock.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import { seedDatabase } from './seed-database.js';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('the demo password at rest', () => {
  it('appears in no file of the PGlite data folder and in no log line after a seeded start and sign-in', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'cafe-pos-at-rest-'));
    const logLines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    try {
      const database = await openDatabase({ dataDir });
      await database.migrate();
      const clock = createTestClock();
      await seedDatabase({ db: database.db, clock, demo: true });
      const app = await buildApp({
        db: database.db,
        dbKind: database.kind,
        clock,
        logger: { level: 'trace', stream },
        config: {
          demo: true,
          secureCookies: false,
          trustProxy: false,
          webRoot: join(dataDir, 'no-web-app'),
          loginAttemptsPerMinute: 10,
          bodyLimitBytes: DEFAULT_BODY_LIMIT_BYTES,
          tombstoneRetentionDays: DEFAULT_TOMBSTONE_RETENTION_DAYS,
          filesDir: join(dataDir, 'files'),
          fileQuotaBytes: DEFAULT_FILE_QUOTA_BYTES,
        },
      });
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@cafe.example', password: DEMO_PASSWORD },
      });
      expect(signIn.statusCode).toBe(200);
      await app.close();
      await database.close();

      const files = await filesUnder(dataDir);
      expect(files.length).toBeGreaterThan(10);
      const needle = Buffer.from(DEMO_PASSWORD, 'utf8');
      const needleUtf16 = Buffer.from(DEMO_PASSWORD, 'utf16le');
      const holders: string[] = [];
      for (const file of files) {
        const bytes = await readFile(file);
        if (bytes.includes(needle) || bytes.includes(needleUtf16)) holders.push(file);
      }
      expect(holders).toEqual([]);

      expect(logLines.length).toBeGreaterThan(0);
      expect(logLines.filter((line) => line.includes(DEMO_PASSWORD))).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
