// Issue 14 bench: the planner on a busy store (a persistent Chromium profile filled by a real pull): 40 staff with
// 600 shifts this week and 600 next week, 2,000 events this month, 5,000 tasks. Four rows with budgets, each timed
// inside the page from the click or the input event (capture phase) to the moment the screen shows the result, with
// layout forced there, so no CDP round trip is in any sample:
// - the Staff Schedule tab opened from the Tasks tab → this week's rows in view (the grid draws only those, and a
//   few either side), each with its shifts, laid out;
// - Next / Previous on the schedule → the other week's rows in view laid out;
// - Previous / Next on the events calendar → the month's grid with its events laid out;
// - a keystroke in the tasks search → the list and cards redrawn.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { firstPage } from './browser';
import { recordTrace, TRACE_CATEGORIES } from './chromium-trace';
import type { Scenario } from './scenario';
import { measureOnSeededProfile } from './seeded-profile';
import { noPostgresRow, percentile, type Row } from './table';

const SCENARIO = 'planner';
const STAFF = 40;
const SHIFTS_PER_WEEK = 600;
const EVENTS = 2_000;
const TASKS = 5_000;
const ROUNDS = 10;
const QUERIES = ['1234', '2345', '3456', '4567', '5678', '6789', '1357', '2468', '3579', '9876'];

/**
 * Rows straight into PostgreSQL, each with its own version, as a busy store would have them. Shifts never overlap:
 * each person works up to three 3-hour shifts a day (06:00, 10:00, 14:00). The store counts days in UTC so the
 * weeks and the month below are the app's too.
 */
function seedSql(): string {
  const shiftRows = (weekOffset: number, versionOffset: number) => `
INSERT INTO shifts (id, store_id, created_at, updated_at, version, user_id, user_name, start, "end", role, notes)
  SELECT gen_random_uuid(), b.store_id, now(), now(), b.base + ${versionOffset} + g,
         u.id, u.name,
         m.monday + ${weekOffset} * interval '7 days' + ((g / ${STAFF}) % 7) * interval '1 day'
           + (6 + ((g / ${STAFF}) / 7) * 4) * interval '1 hour',
         m.monday + ${weekOffset} * interval '7 days' + ((g / ${STAFF}) % 7) * interval '1 day'
           + (9 + ((g / ${STAFF}) / 7) * 4) * interval '1 hour',
         (ARRAY['barista','server','chef','manager'])[1 + g % 4], NULL
  FROM bench_base b, bench_monday m, generate_series(0, ${SHIFTS_PER_WEEK - 1}) g
  JOIN bench_staff u ON u.n = g % ${STAFF};`;
  const total = STAFF + 2 * SHIFTS_PER_WEEK + EVENTS + TASKS;
  return `
BEGIN;
CREATE TEMP TABLE bench_base ON COMMIT DROP AS
  SELECT store_id, last_version AS base FROM version_counters ORDER BY store_id LIMIT 1 FOR UPDATE;
UPDATE stores SET time_zone = 'UTC';
CREATE TEMP TABLE bench_monday ON COMMIT DROP AS
  SELECT (date_trunc('week', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS monday,
         (date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS month_start;
CREATE TEMP TABLE bench_staff ON COMMIT DROP AS
  SELECT gen_random_uuid() AS id, 'Bench Staff ' || lpad(g::text, 2, '0') AS name, g AS n
  FROM generate_series(0, ${STAFF - 1}) g;
INSERT INTO users (id, store_id, created_at, updated_at, version, name, email, password_hash, role)
  SELECT s.id, b.store_id, now(), now(), b.base + 1 + s.n, s.name, 'bench-staff-' || s.n || '@cafe.example',
         'scrypt$bench$not-a-password', 'staff'
  FROM bench_base b, bench_staff s;
${shiftRows(0, STAFF + 1)}
${shiftRows(1, STAFF + 1 + SHIFTS_PER_WEEK)}
INSERT INTO events (id, store_id, created_at, updated_at, version, title, description, start_date, end_date,
                    location, attendees, is_important, created_by)
  SELECT gen_random_uuid(), b.store_id, now(), now(), b.base + ${STAFF + 1 + 2 * SHIFTS_PER_WEEK} + g,
         'Bench event ' || g, 'Planned for the bench', m.month_start + (g % 28) * interval '1 day'
           + (g % 12) * interval '1 hour',
         m.month_start + (g % 28) * interval '1 day' + (g % 12 + 1) * interval '1 hour',
         'Cafe', '["All staff"]'::jsonb, g % 9 = 0, 'bench'
  FROM bench_base b, bench_monday m, generate_series(0, ${EVENTS - 1}) g;
INSERT INTO tasks (id, store_id, created_at, updated_at, version, title, description, due_date, completed,
                   priority, category, repeat, created_by)
  SELECT gen_random_uuid(), b.store_id, now(), now(), b.base + ${STAFF + 1 + 2 * SHIFTS_PER_WEEK + EVENTS} + g,
         'Bench task ' || g, 'Task number ' || g, current_date + (g * 37) % 120 - 30, g % 4 = 0,
         (ARRAY['low','medium','high'])[1 + g % 3], (ARRAY['daily','weekly','monthly'])[1 + g % 3], 'none', 'bench'
  FROM bench_base b, generate_series(0, ${TASKS - 1}) g;
UPDATE version_counters v SET last_version = b.base + ${total + 1} FROM bench_base b WHERE v.store_id = b.store_id;
COMMIT;`;
}

// Probes installed before the app's scripts (a string: tsx would inject helpers the page lacks). A sample starts at
// the armed click or the search input event and ends at the first DOM change under <main> after which `done()`
// holds (checked on each mutation batch), with layout forced there.
const HARNESS = `(() => {
  const probe = { done: null };
  window.__plannerBench = probe;
  probe.arm = (done) => { probe.startAt = undefined; probe.endAt = undefined; probe.done = done; probe.armed = true; };
  document.addEventListener('click', () => {
    if (probe.armed && probe.startAt === undefined) probe.startAt = performance.now();
  }, true);
  document.addEventListener('input', (event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.type === 'search' && probe.armed) probe.startAt = performance.now();
  }, true);
  const observer = new MutationObserver((mutations) => {
    if (probe.startAt === undefined || probe.endAt !== undefined || !probe.done) return;
    const inMain = mutations.some((m) => {
      const node = m.target instanceof Element ? m.target : m.target.parentElement;
      return node && node.closest('main') && !node.closest('input');
    });
    if (!inMain || !probe.done()) return;
    void document.body.offsetHeight;
    probe.endAt = performance.now();
    probe.armed = false;
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})();`;

declare global {
  interface Window {
    __plannerBench?: {
      startAt?: number;
      endAt?: number;
      arm(done: () => boolean): void;
    };
  }
}

/** Arms the probe with a condition (page-side source of a boolean expression), acts, and returns the time taken. */
async function sample(page: Page, condition: string, act: () => Promise<void>): Promise<number> {
  await page.evaluate((source) => {
    const done = new Function(`return (${source});`) as () => boolean;
    window.__plannerBench?.arm(done);
  }, condition);
  await act();
  await page.waitForFunction(() => window.__plannerBench?.endAt !== undefined, undefined, {
    timeout: 30_000,
  });
  return page.evaluate(() => {
    const probe = window.__plannerBench;
    const start = probe?.startAt ?? 0;
    const end = probe?.endAt ?? 0;
    // A span in a trace (PLANNER_TRACE) to find the sample by; costs nothing measured, being after the end.
    performance.measure('planner-sample', { start, end });
    return end - start;
  });
}

/**
 * PLANNER_TRACE=<dir>: each phase is recorded as a Chromium performance trace (<dir>/<phase>.json, openable in
 * DevTools' Performance panel), each sample marked as a 'planner-sample' span, to find where its time goes.
 */
async function traced<T>(page: Page, phase: string, run: () => Promise<T>): Promise<T> {
  const dir = process.env.PLANNER_TRACE;
  if (!dir) return run();
  const extra = process.env.PLANNER_TRACE_EXTRA?.split(',') ?? [];
  return recordTrace(page, join(dir, `${phase}.json`), run, [...TRACE_CATEGORIES, ...extra]);
}

/**
 * The week's grid is the one starting `monday`, and the staff rows drawn (the grid draws the rows in view, and a
 * few either side) fill the window, each bench person's row with their 15 shifts of the week (the demo's own
 * people have none).
 */
const weekShown = (monday: string) => `(() => {
  if (document.querySelector('[data-testid="schedule-day-${monday}"]') === null) return false;
  const rows = document.querySelectorAll('table[aria-label="Staff schedule"] tbody tr[data-index]');
  const last = rows[rows.length - 1];
  if (!last) return false;
  const chips = document.querySelectorAll('[data-testid="shift-chip"]').length;
  const staff = [...rows].filter((row) => row.querySelector('th')?.textContent?.startsWith('Bench Staff')).length;
  const filled = staff === ${STAFF} || last.getBoundingClientRect().bottom >= window.innerHeight;
  return filled && staff > 0 && chips === staff * ${SHIFTS_PER_WEEK / STAFF};
})()`;

function isoMonday(weeks: number): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7) + weeks * 7);
  return date.toISOString().slice(0, 10);
}

interface Samples {
  open: number[];
  step: number[];
  month: number[];
  keystrokes: number[];
}

async function measure(page: Page, baseURL: string, log: (message: string) => void): Promise<Samples> {
  const thisWeek = isoMonday(0);
  const nextWeek = isoMonday(1);
  const tabs = page.getByRole('navigation', { name: 'Planner' });

  await page.goto(`${baseURL}/planner/tasks`);
  await page.getByRole('list', { name: 'Tasks' }).waitFor({ timeout: 60_000 });
  // Playwright compiles its polling script in the page on the first waitForFunction: done here, not in a sample.
  await page.waitForFunction(() => true);
  const open: number[] = [];
  await traced(page, 'open', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      open.push(
        await sample(page, weekShown(thisWeek), () =>
          tabs.getByRole('link', { name: 'Staff Schedule' }).click(),
        ),
      );
      await tabs.getByRole('link', { name: 'Tasks' }).click();
      await page.getByRole('list', { name: 'Tasks' }).waitFor();
    }
  });
  log(`${SCENARIO}: schedule tab opened ${open.map((s) => Math.round(s)).join(', ')} ms`);

  await tabs.getByRole('link', { name: 'Staff Schedule' }).click();
  await page.getByRole('table', { name: 'Staff schedule' }).waitFor();
  const step: number[] = [];
  await traced(page, 'step', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      step.push(
        await sample(page, weekShown(nextWeek), () =>
          page.getByRole('button', { name: 'Next', exact: true }).click(),
        ),
      );
      step.push(
        await sample(page, weekShown(thisWeek), () =>
          page.getByRole('button', { name: 'Previous', exact: true }).click(),
        ),
      );
    }
  });
  log(`${SCENARIO}: schedule Next/Previous ${step.map((s) => Math.round(s)).join(', ')} ms`);

  await tabs.getByRole('link', { name: 'Events' }).click();
  await page.getByTestId('calendar-month').waitFor({ timeout: 30_000 });
  const monthTitle = (await page.getByTestId('calendar-month').textContent()) ?? '';
  // Every day of the month's first four weeks holds events: three shown each, then '+N more'.
  const populated =
    `document.querySelector('[data-testid="calendar-month"]')?.textContent === ${JSON.stringify(monthTitle)} && ` +
    `document.querySelectorAll('td[data-testid^="day-"] button').length >= ${28 * 3}`;
  const month: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await page.waitForFunction(
      (title) => document.querySelector('[data-testid="calendar-month"]')?.textContent !== title,
      monthTitle,
    );
    month.push(
      await sample(page, populated, () => page.getByRole('button', { name: 'Next', exact: true }).click()),
    );
  }
  log(`${SCENARIO}: events month shown ${month.map((s) => Math.round(s)).join(', ')} ms`);

  await tabs.getByRole('link', { name: 'Tasks' }).click();
  const search = page.getByRole('searchbox', { name: 'Search tasks' });
  await search.click();
  const keystrokes: number[] = [];
  await traced(page, 'search', async () => {
    for (const query of QUERIES) {
      for (const key of [...query.split(''), ...query.split('').map(() => 'Backspace')]) {
        keystrokes.push(await sample(page, 'true', () => page.keyboard.press(key)));
      }
    }
  });
  log(`${SCENARIO}: tasks keystrokes ${keystrokes.map((s) => Math.round(s)).join(', ')} ms`);
  return { open, step, month, keystrokes };
}

export const planner: Scenario = {
  name: SCENARIO,
  description: `issue 14: ${STAFF} staff × ${SHIFTS_PER_WEEK} shifts a week, ${EVENTS.toLocaleString('en-US')} events, ${TASKS.toLocaleString('en-US')} tasks: schedule render and Next/Previous, events month, tasks search`,
  async run(context) {
    const metrics = [
      {
        key: 'planner_schedule_week_render_ms',
        metric: `Staff Schedule tab → the rows in view of a ${SHIFTS_PER_WEEK}-shift week laid out (p95)`,
      },
      {
        key: 'planner_schedule_week_step_ms',
        metric: `Next/Previous → the other ${SHIFTS_PER_WEEK}-shift week's rows in view laid out (p95)`,
      },
      {
        key: 'planner_events_month_ms',
        metric: `events calendar Next → month of ${EVENTS} events laid out (p95)`,
      },
      {
        key: 'planner_tasks_search_keystroke_p95_ms',
        metric: `tasks search keystroke over ${TASKS} tasks → list updated (p95)`,
      },
    ] as const;
    const measured = await measureOnSeededProfile(
      { scenario: SCENARIO, label: 'planner', seeds: [seedSql()], log: context.log, pulled: () => 'store' },
      async (browser, baseURL) => {
        const page = await firstPage(browser);
        await page.addInitScript({ content: HARNESS });
        const samples = await measure(page, baseURL, context.log);
        const series = [samples.open, samples.step, samples.month, samples.keystrokes];
        const rows: Row[] = metrics.map(({ key, metric }, index) => {
          const values = series[index] ?? [];
          return {
            scenario: SCENARIO,
            metric,
            unit: 'ms',
            measured: percentile(values, 95),
            budget: context.budget(key),
            samples: values,
            note: `${values.length} samples, p50 ${Math.round(percentile(values, 50))} ms`,
          };
        });
        return rows;
      },
    );
    return (
      measured ?? metrics.map(({ key, metric }) => noPostgresRow(SCENARIO, metric, 'ms', context.budget(key)))
    );
  },
};
