// The first-till bench's two passes over one store: the quiet pass (sign in, sell once, wait for the history) and
// the working pass (search and sell while the history streams in).
import type { Page } from '@playwright/test';
import { recordTrace, TRACE_CATEGORIES } from './chromium-trace';
import { completeStartedSale, countRows, historyDone, openProfile, signInToSelling } from './first-till-page';
import { SALE_SAMPLES, SCENARIO } from './first-till-settings';
import { readHistoryState } from './history-state';
import { type PeakSampler, pageHeapSampler, serverCpuMeter } from './memory-samplers';
import type { BenchServer } from './server';
import { saleToHistorySamples, searchKeystrokeSamples } from './till-measures';

export interface QuietPass {
  sellingMs: number;
  historySeconds: number;
  /** CPU seconds the server side (its process and, on PostgreSQL, the database's) used meanwhile. */
  serverCpuSeconds: number | null;
  heapMb: number | null;
  rows: Record<'products' | 'sales' | 'expenses', number>;
}

/** A Chromium trace of the page from `after` ms for `span` ms (FIRST_TILL_TRACE), to find where a page's time goes. */
async function traceWindow(page: Page, file: string, after: number, span: number): Promise<void> {
  await new Promise((wait) => setTimeout(wait, after));
  await recordTrace(page, file, () => new Promise((wait) => setTimeout(wait, span)), [
    ...TRACE_CATEGORIES,
    'IndexedDB',
  ]);
}

/** Signs in, sells once, and waits for the whole history while the page's heap is sampled. */
export async function quietPass(
  server: BenchServer,
  withPostgres: boolean,
  log: (message: string) => void,
): Promise<QuietPass> {
  const profile = await openProfile();
  let heap: PeakSampler | undefined;
  try {
    heap = await pageHeapSampler(profile.page);
    const cpu = server.pid === null ? null : await serverCpuMeter(server.pid, withPostgres);
    const timeline: string[] = [];
    const t0 = Date.now();
    if (process.env.FIRST_TILL_TIMELINE) {
      profile.page.on('requestfinished', (request) => {
        const url = new URL(request.url());
        if (!url.pathname.startsWith('/api/')) return;
        const timing = request.timing();
        const at = (timing.startTime - t0) / 1000;
        timeline.push(
          `${at.toFixed(2)} s ${url.pathname}${url.search} wait ${timing.responseStart.toFixed(0)} ms end ${timing.responseEnd.toFixed(0)} ms`,
        );
      });
    }
    const { page, sellingMs, signInAt } = await signInToSelling(profile.page, server.baseURL);
    log(`${SCENARIO}: selling ${(sellingMs / 1000).toFixed(2)} s after Sign In`);
    await completeStartedSale(page);
    const traceFile = process.env.FIRST_TILL_TRACE;
    const traceAfterMs = Number(process.env.FIRST_TILL_TRACE_AFTER_MS ?? 6_000);
    const tracing = traceFile ? traceWindow(page, traceFile, traceAfterMs, 4_000) : undefined;
    const doneAt = await historyDone(page, log);
    await tracing;
    if (timeline.length > 0)
      log(
        `${SCENARIO}: timeline (s from the profile's start)\n${timeline.join('\n')}\ndone ${((Date.now() - t0) / 1000).toFixed(2)} s`,
      );
    const serverCpuSeconds = (await cpu?.stop()) ?? null;
    await heap.stop();
    const rows = await countRows(page);
    return {
      sellingMs,
      historySeconds: (doneAt - signInAt) / 1000,
      serverCpuSeconds,
      heapMb: heap.peakMb(),
      rows,
    };
  } finally {
    await heap?.stop();
    await profile.close();
  }
}

export interface WorkingPass {
  sellingMs: number;
  /** Every sample, and the ones taken while the history was still loading (what the budgets are about). */
  keystrokes: { all: number[]; loading: number[] };
  sales: { all: number[]; loading: number[] };
  heapMb: number | null;
}

/** Signs in and, as soon as New Sale is usable, searches and sells while the history streams in. */
export async function workingPass(server: BenchServer, log: (message: string) => void): Promise<WorkingPass> {
  const profile = await openProfile();
  let heap: PeakSampler | undefined;
  try {
    heap = await pageHeapSampler(profile.page);
    const { page, sellingMs } = await signInToSelling(profile.page, server.baseURL);
    // Whether the history was still loading after each sample, in sample order.
    let loading: boolean[] = [];
    const noteLoading = async () => {
      loading.push(!(await readHistoryState(page)).done);
    };
    const whileLoading = (all: number[]) => ({ all, loading: all.filter((_, index) => loading[index]) });
    await page.getByRole('searchbox', { name: 'Search products' }).click();
    const keystrokes = whileLoading((await searchKeystrokeSamples(page, undefined, noteLoading)).samples);
    loading = [];
    // The sale started by signInToSelling is the first of the warm-up: the history is where each sample starts.
    await completeStartedSale(page);
    const sales = whileLoading(await saleToHistorySamples(page, SALE_SAMPLES, 1, noteLoading));
    log(
      `${SCENARIO}: while the history loaded: ${keystrokes.loading.length}/${keystrokes.all.length} keystrokes, ${sales.loading.length}/${sales.all.length} sales (${sales.all.map((ms) => Math.round(ms)).join(', ')} ms)`,
    );
    await historyDone(page, log);
    await heap.stop();
    return { sellingMs, keystrokes, sales, heapMb: heap.peakMb() };
  } finally {
    await heap?.stop();
    await profile.close();
  }
}
