// Issue 4 bench: the dashboard on the big profile. First render = click on the sidebar's Dashboard link → the
// cards show figures (in-page times); also a full page load of /dashboard (navigation start → figures).
import type { Scenario } from './scenario';
import { measureOnStoreProfile } from './store-fixture';
import { noPostgresRow, p95Row, percentile } from './table';

const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 7);

export const dashboard: Scenario = {
  name: 'dashboard',
  description: 'issue 4: dashboard first render with 100,000 sales (cards showing figures)',
  async run(context) {
    const budget = context.budget('dashboard_first_render_ms');
    const metric = 'sidebar click → cards show figures (p95)';
    const measured = await measureOnStoreProfile(context.log, async (page, baseURL) => {
      const loads: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        await page.goto(`${baseURL}/dashboard`);
        await page.waitForFunction(() => window.__bench?.dashboardLoadAt !== undefined, undefined, {
          timeout: 60_000,
        });
        loads.push(await page.evaluate(() => window.__bench?.dashboardLoadAt ?? 0));
      }
      const clicks: number[] = [];
      for (let run = 0; run < RUNS + 1; run += 1) {
        await page.getByRole('link', { name: 'Sales', exact: true }).first().click();
        await page.waitForURL((url) => url.pathname === '/sales');
        await page.locator('tbody tr').first().waitFor({ timeout: 30_000 });
        await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
        await page.waitForFunction(() => window.__bench?.dashboardAt !== undefined, undefined, {
          timeout: 30_000,
        });
        const sample = await page.evaluate(
          () => (window.__bench?.dashboardAt ?? 0) - (window.__bench?.navClickAt ?? 0),
        );
        if (run > 0) clicks.push(sample);
      }
      context.log(
        `dashboard: click samples ${clicks.map((s) => Math.round(s)).join(', ')} ms; loads ${loads.map((s) => Math.round(s)).join(', ')} ms`,
      );
      return [
        {
          scenario: 'dashboard',
          metric: 'sidebar click → cards show figures (p50)',
          unit: 'ms',
          measured: percentile(clicks, 50),
          budget: null,
        },
        p95Row('dashboard', metric, clicks, budget, 'runs'),
        {
          scenario: 'dashboard',
          metric: 'full load of /dashboard → figures (p50)',
          unit: 'ms',
          measured: percentile(loads, 50),
          budget: null,
        },
        {
          scenario: 'dashboard',
          metric: 'full load of /dashboard → figures (p95)',
          unit: 'ms',
          measured: percentile(loads, 95),
          budget: null,
          samples: loads,
        },
      ];
    });
    return measured ?? [noPostgresRow('dashboard', metric, 'ms', budget)];
  },
};
