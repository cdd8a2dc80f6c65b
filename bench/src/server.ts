// The built server for the bench: e2e's startServer (the README's start), plus its process id for memory samples
// and a throwaway PostgreSQL database when asked.
import { readdir, readFile } from 'node:fs/promises';
import pg from 'pg';
import { type RunningServer, serverEntry, startServer } from '../../e2e/support/server-process';

export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchServer extends RunningServer {
  pid: number | null;
  /** Peak resident memory of the server process so far (VmHWM), in MB. */
  peakRssMb(): Promise<number | null>;
}

/** startServer does not expose the child, so find it: our server entry with our PORT in its environment. */
async function findServerPid(port: number): Promise<number | null> {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.includes(serverEntry)) continue;
      const environ = await readFile(`/proc/${entry}/environ`, 'utf8');
      if (environ.split('\0').includes(`PORT=${port}`)) return Number(entry);
    } catch {
      // The process ended while we looked, or is not ours to read.
    }
  }
  return null;
}

async function readStatusKb(pid: number, field: 'VmHWM' | 'VmRSS'): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

export async function startBenchServer(databaseUrl?: string): Promise<BenchServer> {
  const server = await startServer({
    demo: true,
    startTimeoutMs: 120_000,
    env: databaseUrl ? { DATABASE_URL: databaseUrl } : {},
  });
  const pid = await findServerPid(server.port);
  return {
    ...server,
    pid,
    async peakRssMb() {
      if (pid === null) return null;
      const kb = await readStatusKb(pid, 'VmHWM');
      return kb === null ? null : kb / 1024;
    },
  };
}

export interface ScratchDatabase {
  url: string;
  /** Runs SQL against the scratch database. */
  query(sql: string): Promise<pg.QueryResult>;
  drop(): Promise<void>;
}

/** A fresh database on the local PostgreSQL, or null when there is none to reach. */
export async function createScratchDatabase(label: string): Promise<ScratchDatabase | null> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `cafe_bench_${label}_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async query(sql) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return await client.query(sql);
      } finally {
        await client.end();
      }
    },
    async drop() {
      const dropper = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
