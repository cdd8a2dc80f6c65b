// Issue 31 bench: Lighthouse's mobile performance score for /login (a first visit: storage cleared, as Lighthouse
// does by default) and the till (/sales/new on a till that is signed in and has had its first sync, as a cashier
// opens it every morning: storage kept, its code served by its service worker; and once more with the service worker
// gone and the HTTP cache cleared, the till's code fetched as on its first day). Lighthouse's own default mobile
// settings: a mid-range phone's screen,
// simulated slow 4G and a 4× slower CPU. The score moves between runs, so each page is the median of RUNS runs,
// as Lighthouse's documentation advises.
import lighthouse from 'lighthouse';
import { devToolsPort, firstPage, launch, newProfileDir, removeProfile, signInThroughForm } from './browser';
import type { Scenario } from './scenario';
import { startBenchServer } from './server';
import { percentile, type Row } from './table';
import { MANAGER_EMAIL } from './till-client';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

interface Audit {
  score: number;
  line: string;
}

/** Lighthouse's own trace sometimes misses the navigation on a busy machine (NO_NAVSTART): such a run is retried. */
const ATTEMPTS = 3;

async function audit(url: string, port: number, keepStorage: boolean, attempt = 1): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) {
    if (attempt < ATTEMPTS) return audit(url, port, keepStorage, attempt + 1);
    throw new Error(`Lighthouse could not load ${url}: ${runtimeError.message}`);
  }
  const shown = (id: string) => audits[id]?.displayValue ?? '?';
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    line: `FCP ${shown('first-contentful-paint')}, LCP ${shown('largest-contentful-paint')}, TBT ${shown('total-blocking-time')}, CLS ${shown('cumulative-layout-shift')}, SI ${shown('speed-index')}`,
  };
}

export const lighthouseMobile: Scenario = {
  name: 'lighthouse',
  description: 'issue 31: Lighthouse mobile performance score, /login (first visit) and the till (signed in)',
  async run(context) {
    const budget = context.budget('lighthouse_mobile_performance');
    const server = await startBenchServer();
    const profile = await newProfileDir();
    const browser = await launch(profile, { debuggingPort: true });
    try {
      const port = await devToolsPort(profile);
      const measure = async (
        path: string,
        keepStorage: boolean,
        what: string,
        beforeEach?: () => Promise<void>,
        rowBudget: number | null = budget,
      ): Promise<Row> => {
        const scores: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          await beforeEach?.();
          const { score, line } = await audit(`${server.baseURL}${path}`, port, keepStorage);
          context.log(`lighthouse: ${path} run ${run + 1}: ${score} (${line})`);
          scores.push(score);
        }
        return {
          scenario: 'lighthouse',
          metric: `Lighthouse mobile performance, ${what} (median of ${RUNS})`,
          unit: 'count',
          measured: percentile(scores, 50),
          budget: rowBudget,
          direction: 'min',
          samples: scores,
        };
      };
      const rows = [await measure('/login', false, '/login, first visit')];
      // Signed in once and through the first sync, as a till is before its first morning.
      const page = await firstPage(browser);
      await signInThroughForm(page, server.baseURL, MANAGER_EMAIL);
      await page.getByText('Preparing this till…').waitFor({ state: 'hidden', timeout: 60_000 });
      await page.goto(`${server.baseURL}/sales/new`);
      await page
        .getByRole('list', { name: 'Products' })
        .getByRole('button')
        .first()
        .waitFor({ timeout: 60_000 });
      rows.push(await measure('/sales/new', true, 'the till, signed in'));
      const cdp = await browser.newCDPSession(page);
      const withoutCachedCode = async () => {
        await page.evaluate(async () => {
          for (const registration of await navigator.serviceWorker.getRegistrations())
            await registration.unregister();
        });
        await cdp.send('Network.clearBrowserCache');
      };
      // Shown beside the budgeted row, not held to it: a till fetches its code once, on its first day.
      rows.push(
        await measure('/sales/new', true, 'the till, signed in, code not cached', withoutCachedCode, null),
      );
      return rows;
    } finally {
      await browser.close();
      await server.stop();
      await removeProfile(profile);
    }
  },
};
