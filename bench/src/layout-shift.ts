// Issue 31 bench: cumulative layout shift while /login and the till (/sales/new, signed in, after the first sync)
// load, on the demo store, at the sizes the issue names: Lighthouse's mobile screen (412×823, touch, 1.75×) and a
// tablet either way up. Counted as Lighthouse counts it (layout-shift entries without recent input, from the
// document's start) with a PerformanceObserver in the page, so a shift that only a slow machine shows is counted too.
import type { Page } from '@playwright/test';
import { type Device, firstPage, launch, newProfileDir, removeProfile, signInThroughForm } from './browser';
import { LAYOUT_SHIFT_HARNESS, type LayoutShiftEntry } from './layout-shift-harness';
import type { BenchContext, Scenario } from './scenario';
import { startBenchServer } from './server';
import type { Row } from './table';
import { MANAGER_EMAIL } from './till-client';

const RUNS = Number(process.env.BENCH_CLS_RUNS ?? 3);
/** After the screen is ready: the late arrivals (tax rate, sync status, the rest of a catalogue) land in this. */
const SETTLE_MS = 1_500;

/** `cpuSlowdown`: Lighthouse's mobile CPU (4× slower), so a shift that a mid-range phone shows is seen here too. */
export const DEVICES: { name: string; device: Device; cpuSlowdown?: number }[] = [
  {
    name: 'phone 412×823, CPU 4× slower',
    device: {
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1.75,
    },
    cpuSlowdown: 4,
  },
  { name: 'tablet 768×1024', device: { viewport: { width: 768, height: 1024 }, hasTouch: true } },
  { name: 'tablet 1024×768', device: { viewport: { width: 1024, height: 768 }, hasTouch: true } },
];

/** The shift recorded in the page so far, and what moved. */
export async function readLayoutShift(page: Page): Promise<{ total: number; entries: LayoutShiftEntry[] }> {
  return page.evaluate(() => window.__layoutShift ?? { total: Number.NaN, entries: [] });
}

/** One line per shift, for the log: when, how much, and the elements that moved (from → to). */
export function describeShifts(entries: readonly LayoutShiftEntry[]): string {
  return entries
    .map(
      (entry) =>
        `  ${Math.round(entry.at)} ms: ${entry.value.toFixed(3)} — ${entry.sources
          .map(
            (s) =>
              `${s.node} (${s.from.x},${s.from.y} ${s.from.width}×${s.from.height} → ${s.to.x},${s.to.y})`,
          )
          .join('; ')}`,
    )
    .join('\n');
}

interface Route {
  path: string;
  ready(page: Page): Promise<unknown>;
}

const LOGIN: Route = {
  path: '/login',
  ready: (page) => page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 30_000 }),
};

const TILL: Route = {
  path: '/sales/new',
  ready: (page) =>
    page.getByRole('list', { name: 'Products' }).getByRole('button').first().waitFor({ timeout: 60_000 }),
};

/** The worst load of RUNS on this device: each a fresh navigation in the same profile. */
async function worstLoad(
  context: BenchContext,
  profile: string,
  baseURL: string,
  route: Route,
  device: (typeof DEVICES)[number],
): Promise<number> {
  const browser = await launch(profile, { device: device.device });
  try {
    await browser.addInitScript({ content: LAYOUT_SHIFT_HARNESS });
    const page = await firstPage(browser);
    if (device.cpuSlowdown) {
      const cdp = await browser.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: device.cpuSlowdown });
    }
    let worst = 0;
    for (let run = 0; run < RUNS; run++) {
      await page.goto('about:blank');
      await page.goto(`${baseURL}${route.path}`);
      await route.ready(page);
      await page.waitForTimeout(SETTLE_MS);
      const { total, entries } = await readLayoutShift(page);
      if (entries.length > 0)
        context.log(
          `layout-shift: ${route.path} ${device.name} run ${run + 1}: ${total.toFixed(3)}\n${describeShifts(entries)}`,
        );
      worst = Math.max(worst, total);
    }
    return worst;
  } finally {
    await browser.close();
  }
}

export const layoutShift: Scenario = {
  name: 'layout-shift',
  description: 'issue 31: cumulative layout shift while /login and the till (/sales/new, signed in) load',
  async run(context) {
    const budget = context.budget('layout_shift_cls');
    const server = await startBenchServer();
    const profile = await newProfileDir();
    try {
      const rows: Row[] = [];
      const row = (path: string, device: string, measured: number): Row => ({
        scenario: 'layout-shift',
        metric: `layout shift, ${path} load, ${device} (worst of ${RUNS})`,
        unit: 'score',
        measured,
        budget,
      });
      for (const device of DEVICES)
        rows.push(
          row(LOGIN.path, device.name, await worstLoad(context, profile, server.baseURL, LOGIN, device)),
        );
      // Signed in once, as a till is, and through the first sync before the till is timed.
      const signIn = await launch(profile);
      try {
        const page = await firstPage(signIn);
        await signInThroughForm(page, server.baseURL, MANAGER_EMAIL);
        await page.getByText('Preparing this till…').waitFor({ state: 'hidden', timeout: 60_000 });
        await TILL.ready(await page.goto(`${server.baseURL}${TILL.path}`).then(() => page));
      } finally {
        await signIn.close();
      }
      for (const device of DEVICES)
        rows.push(
          row(TILL.path, device.name, await worstLoad(context, profile, server.baseURL, TILL, device)),
        );
      return rows;
    } finally {
      await server.stop();
      await removeProfile(profile);
    }
  },
};
