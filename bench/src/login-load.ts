// Issue 4 bench: /login cold load on loopback to interactive (a brand-new persistent profile each run), an offline
// reload to interactive (service worker installed online first), and the initial JS (gzip) of each route.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from '@playwright/test';
import { firstPage, launch, newProfileDir, removeProfile, signInThroughForm } from './browser';
import { PAGE_HARNESS } from './page-harness';
import type { Scenario } from './scenario';
import { startBenchServer } from './server';
import { percentile, type Row } from './table';
import { MANAGER_EMAIL } from './till-client';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function untilInteractive(page: Page, go: () => Promise<unknown>): Promise<number> {
  await go();
  await page.waitForFunction(() => window.__benchInteractiveAt !== undefined, undefined, { timeout: 30_000 });
  return page.evaluate(() => window.__benchInteractiveAt ?? Number.NaN);
}

/**
 * Sums the gzip size of every same-origin script the page loads while `load` runs, and of those it had loaded when
 * `load` called `mark` (the screen ready, before what the page fetches once idle).
 */
async function scriptGzip(page: Page, baseURL: string, load: (mark: () => void) => Promise<unknown>) {
  const scripts = new Map<string, Promise<number>>();
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script' || !response.url().startsWith(baseURL)) return;
    if (!scripts.has(response.url())) {
      scripts.set(
        response.url(),
        response
          .body()
          .then((body) => gzipSync(body).byteLength)
          .catch(() => Number.NaN),
      );
    }
  };
  let marked: string[] = [];
  page.on('response', onResponse);
  try {
    await load(() => {
      marked = [...scripts.keys()];
    });
  } finally {
    page.off('response', onResponse);
  }
  const sizes = await Promise.all(scripts.values());
  const markedSizes = await Promise.all(marked.map((url) => scripts.get(url) ?? 0));
  return {
    kb: sizes.reduce((sum, size) => sum + size, 0) / 1024,
    markedKb: markedSizes.reduce((sum, size) => sum + size, 0) / 1024,
    scripts: [...scripts.keys()].map((url) => url.slice(baseURL.length)),
  };
}

/**
 * Bytes on the wire (headers and the body as sent, compressed or not) of every request the page makes while `load`
 * runs, from Chromium's own count (Network.loadingFinished's encodedDataLength). A long-lived stream (the change
 * stream) that has not finished is not counted.
 */
async function bytesTransferred(page: Page, load: () => Promise<unknown>): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  let bytes = 0;
  const urls = new Map<string, string>();
  const onResponse = (event: { requestId: string; response: { url: string } }) => {
    urls.set(event.requestId, event.response.url);
  };
  const onFinished = (event: { requestId: string; encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
    if (process.env.BENCH_TRACE_BYTES)
      console.log(`${event.encodedDataLength}\t${urls.get(event.requestId)}`);
  };
  cdp.on('Network.responseReceived', onResponse);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  cdp.on('Network.loadingFinished', onFinished);
  try {
    await load();
  } finally {
    cdp.off('Network.loadingFinished', onFinished);
    await cdp.detach();
  }
  return bytes / 1024;
}

interface ColdRun {
  coldMs: number;
  reloadMs: number;
  offlineReloadMs: number;
  gzipKb: number;
  transferredKb: number;
}

async function coldRun(baseURL: string): Promise<ColdRun> {
  const dir = await newProfileDir();
  const context: BrowserContext = await launch(dir);
  try {
    await context.addInitScript({ content: PAGE_HARNESS });
    const page = await firstPage(context);
    let coldMs = 0;
    let kb = 0;
    const transferredKb = await bytesTransferred(page, async () => {
      ({ kb } = await scriptGzip(page, baseURL, async () => {
        coldMs = await untilInteractive(page, () => page.goto(`${baseURL}/login`, { waitUntil: 'commit' }));
        await page.waitForLoadState('networkidle');
      }));
    });
    // The service worker installs from the first load; wait until it is active so the offline reload can use it.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const reloadMs = await untilInteractive(page, () => page.reload({ waitUntil: 'commit' }));
    await context.setOffline(true);
    const offlineReloadMs = await untilInteractive(page, () => page.reload({ waitUntil: 'commit' }));
    return { coldMs, reloadMs, offlineReloadMs, gzipKb: kb, transferredKb };
  } finally {
    await context.close();
    await removeProfile(dir);
  }
}

interface RouteLoad {
  path: string;
  budgetKey: string;
  /** Budget key of the bytes on the wire, for the routes that have one. */
  transferBudgetKey?: string;
  ready: (page: Page) => Promise<unknown>;
}

const ROUTES: RouteLoad[] = [
  {
    path: '/dashboard',
    budgetKey: 'dashboard_js_gzip_kb',
    ready: (page) => page.getByTestId('dashboard-sales-value').waitFor({ timeout: 30_000 }),
  },
  {
    path: '/sales',
    budgetKey: 'sales_js_gzip_kb',
    ready: (page) =>
      page.getByRole('heading', { name: 'Sales', exact: true }).first().waitFor({ timeout: 30_000 }),
  },
  {
    path: '/sales/new',
    budgetKey: 'new_sale_js_gzip_kb',
    transferBudgetKey: 'new_sale_transfer_kb',
    ready: (page) => page.getByRole('searchbox', { name: 'Search products' }).waitFor({ timeout: 30_000 }),
  },
];

interface RouteResult extends RouteLoad {
  kb: number;
  /** Of `kb`, what had loaded when the screen was ready. */
  readyKb: number;
  transferredKb: number;
}

/**
 * How the page meets service workers on its cold load:
 * - `installing`: as on a new till. The worker is registering as the screen paints, fetches the whole app for
 *   itself (its own requests, not the page's) and then takes the page; the page fetches only what it shows.
 * - `blocked`: a browser that refuses workers. Nothing is precached, so the page fetches once idle the code a write
 *   and its dialog need offline (lib/when-not-precached.ts).
 */
type WorkerMode = 'installing' | 'blocked';

/** Each route loaded cold (HTTP cache off; no worker serving it) by a signed-in profile. */
async function routeScripts(baseURL: string, workers: WorkerMode): Promise<RouteResult[]> {
  const dir = await newProfileDir();
  const context = await launch(dir, { blockServiceWorkers: workers === 'blocked' });
  try {
    const page = await firstPage(context);
    await signInThroughForm(page, baseURL, MANAGER_EMAIL);
    await page.getByText('Preparing this till…').waitFor({ state: 'hidden', timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const results: RouteResult[] = [];
    for (const route of ROUTES) {
      await page.goto('about:blank');
      // The worker, its caches and the HTTP cache go (so a worker installs from the network, as on a new till);
      // the sign-in, the device and its database stay.
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(baseURL).origin,
        storageTypes: 'service_workers,cache_storage',
      });
      await cdp.send('Network.clearBrowserCache');
      let kb = 0;
      let readyKb = 0;
      const transferredKb = await bytesTransferred(page, async () => {
        ({ kb, markedKb: readyKb } = await scriptGzip(page, baseURL, async (mark) => {
          const response = await page.goto(`${baseURL}${route.path}`);
          if (response?.fromServiceWorker()) throw new Error(`${route.path} came from a service worker`);
          await route.ready(page);
          mark();
          if (workers === 'installing') {
            await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
              timeout: 60_000,
            });
          }
          await page.waitForLoadState('networkidle');
        }));
      });
      results.push({ ...route, kb, readyKb, transferredKb });
    }
    return results;
  } finally {
    await context.close();
    await removeProfile(dir);
  }
}

/**
 * What the installing worker fetches for itself, once per app version, beside the page: every precached file as the
 * server sends it (its brotli copy where it has one). Read from the build, not measured: the worker's requests are
 * not the page's.
 */
async function precacheKb(): Promise<number> {
  const dist = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
  const worker = await readFile(join(dist, 'sw.js'), 'utf8');
  let bytes = 0;
  for (const [, url] of worker.matchAll(/url:"([^"]+)"/g)) {
    const file = join(dist, url as string);
    bytes += await stat(`${file}.br`).then(
      (compressed) => compressed.size,
      () => stat(file).then((plain) => plain.size),
    );
  }
  if (bytes === 0) throw new Error('no precached file found in sw.js: has its format changed?');
  return bytes / 1024;
}

export const loginLoad: Scenario = {
  name: 'load',
  description:
    'issues 4, 16: /login cold load, reload and offline reload to interactive; initial JS gzip and bytes on the wire per route',
  async run(context) {
    const server = await startBenchServer();
    try {
      await coldRun(server.baseURL); // unrecorded warm-up: the server's first-request costs
      const runs: ColdRun[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const result = await coldRun(server.baseURL);
        runs.push(result);
        context.log(
          `load: run ${run}/${RUNS}: cold ${Math.round(result.coldMs)} ms, reload ${Math.round(result.reloadMs)} ms, ` +
            `offline reload ${Math.round(result.offlineReloadMs)} ms`,
        );
      }
      const cold = runs.map((run) => run.coldMs);
      const reload = runs.map((run) => run.reloadMs);
      const offline = runs.map((run) => run.offlineReloadMs);
      const rows: Row[] = [
        {
          scenario: 'load',
          metric: '/login cold load → interactive (p50)',
          unit: 'ms',
          measured: percentile(cold, 50),
          budget: null,
          samples: cold,
        },
        {
          scenario: 'load',
          metric: '/login cold load → interactive (p95)',
          unit: 'ms',
          measured: percentile(cold, 95),
          budget: context.budget('login_cold_load_ms'),
          samples: cold,
        },
        {
          scenario: 'load',
          metric: '/login reload online → interactive (p95)',
          unit: 'ms',
          measured: percentile(reload, 95),
          budget: null,
          samples: reload,
        },
        {
          scenario: 'load',
          metric: '/login reload offline → interactive (p95)',
          unit: 'ms',
          measured: percentile(offline, 95),
          budget: context.budget('offline_reload_ms'),
          samples: offline,
        },
        {
          scenario: 'load',
          metric: 'initial JS gzip /login',
          unit: 'kb',
          measured: Math.max(...runs.map((run) => run.gzipKb)),
          budget: context.budget('login_js_gzip_kb'),
        },
        {
          scenario: 'load',
          metric: 'bytes transferred, /login cold load',
          unit: 'kb',
          measured: Math.max(...runs.map((run) => run.transferredKb)),
          budget: context.budget('login_transfer_kb'),
        },
      ];
      const workerKb = await precacheKb();
      const installing = await routeScripts(server.baseURL, 'installing');
      for (const route of installing) {
        rows.push({
          scenario: 'load',
          metric: `initial JS gzip ${route.path}`,
          unit: 'kb',
          measured: route.kb,
          budget: context.budget(route.budgetKey),
          note: `${route.readyKb.toFixed(1)} KB by the time the screen was ready`,
        });
        rows.push({
          scenario: 'load',
          metric: `bytes transferred, ${route.path} cold load (signed in)`,
          unit: 'kb',
          measured: route.transferredKb,
          budget: route.transferBudgetKey ? context.budget(route.transferBudgetKey) : null,
          note: `the installing service worker fetches ${workerKb.toFixed(0)} KB for itself, once per version`,
        });
      }
      // Told apart, with no budget and for the budgeted route only: a browser that refuses workers also fetches, once
      // idle, what offline use needs.
      for (const route of await routeScripts(server.baseURL, 'blocked')) {
        if (!route.transferBudgetKey) continue;
        const withWorker = installing.find((loaded) => loaded.path === route.path)?.kb ?? Number.NaN;
        rows.push({
          scenario: 'load',
          metric: `initial JS gzip ${route.path}, service workers blocked`,
          unit: 'kb',
          measured: route.kb,
          budget: null,
          note: `${(route.kb - withWorker).toFixed(1)} KB more than with a worker installing: read ahead for offline use`,
        });
        rows.push({
          scenario: 'load',
          metric: `bytes transferred, ${route.path} cold load (signed in), service workers blocked`,
          unit: 'kb',
          measured: route.transferredKb,
          budget: null,
        });
      }
      return rows;
    } finally {
      await server.stop();
    }
  },
};
