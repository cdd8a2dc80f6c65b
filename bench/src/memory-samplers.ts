// Peak memory over a stretch of a scenario, sampled every SAMPLE_MS: a server process's resident set from /proc,
// and a page's JavaScript heap over CDP. A sampler's peak is the highest sample since it started.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';

export const SAMPLE_MS = 250;

export interface PeakSampler {
  /** The highest value seen so far, in MB (null: nothing could be read). */
  peakMb(): number | null;
  /** Starts a new stretch: the peak is forgotten. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

function sampler(read: () => Promise<number | null>, onReset?: () => Promise<void>): PeakSampler {
  let peak: number | null = null;
  let stopped = false;
  const take = async () => {
    const value = await read().catch(() => null);
    if (value !== null && (peak === null || value > peak)) peak = value;
  };
  const loop = (async () => {
    while (!stopped) {
      await take();
      await new Promise((wait) => setTimeout(wait, SAMPLE_MS));
    }
  })();
  return {
    peakMb: () => peak,
    async reset() {
      await onReset?.();
      peak = null;
      await take();
    },
    async stop() {
      stopped = true;
      await loop;
      await take();
    },
  };
}

async function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) / 1024 : null;
}

/**
 * The server's resident memory: VmRSS every SAMPLE_MS, and the kernel's own high-water mark (VmHWM), which also
 * catches a spike between two samples. The mark is cleared at each reset (writing 5 to clear_refs), so a stretch's
 * peak is not the server's start.
 */
export function serverRssSampler(pid: number): PeakSampler {
  const clearMark = () => writeFile(`/proc/${pid}/clear_refs`, '5').catch(() => undefined);
  let cleared = false;
  return sampler(
    async () => {
      const rss = await statusMb(pid, 'VmRSS');
      const mark = cleared ? await statusMb(pid, 'VmHWM') : null;
      return Math.max(rss ?? 0, mark ?? 0) || null;
    },
    async () => {
      await clearMark();
      cleared = true;
    },
  );
}

/** The page's used JavaScript heap (CDP Performance.getMetrics JSHeapUsedSize). */
export async function pageHeapSampler(page: Page): Promise<PeakSampler> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  const inner = sampler(async () => {
    const { metrics } = await session.send('Performance.getMetrics');
    const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value;
    return used === undefined ? null : used / (1024 * 1024);
  });
  return {
    peakMb: inner.peakMb,
    reset: inner.reset,
    async stop() {
      await inner.stop();
      await session.detach().catch(() => undefined);
    },
  };
}

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat; null when it cannot be read. */
async function processCpuSeconds(pid: number): Promise<number | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return null;
  // The fields after the command name (which may hold spaces) start after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? ticks / CLOCK_TICKS_PER_SECOND : null;
}

/** Linux's USER_HZ, the unit of /proc's CPU times, on every architecture this runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** The pids of every PostgreSQL process on this machine (the bench's scratch database is served by them). */
async function postgresPids(): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(entry)) continue;
    const comm = await readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '');
    if (comm.trim() === 'postgres') pids.push(Number(entry));
  }
  return pids;
}

/**
 * The CPU the server side spends over a stretch: the server process (PGlite runs inside it) and, with
 * `withPostgres`, every PostgreSQL process. On a machine whose cores the browser shares with the server, this is
 * CPU the browser's IndexedDB writes did not have.
 */
export async function serverCpuMeter(
  pid: number,
  withPostgres: boolean,
): Promise<{ stop(): Promise<number | null> }> {
  const total = async () => {
    const pids = [pid, ...(withPostgres ? await postgresPids() : [])];
    const seconds = await Promise.all(pids.map(processCpuSeconds));
    return new Map(pids.map((each, index) => [each, seconds[index] ?? 0]));
  };
  const start = await total();
  return {
    async stop() {
      const end = await total();
      if (!end.has(pid)) return null;
      // A PostgreSQL backend that began during the stretch counts from 0; one that ended is not counted.
      let used = 0;
      for (const [each, seconds] of end) used += seconds - (start.get(each) ?? 0);
      return used;
    },
  };
}
