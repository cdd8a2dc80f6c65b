import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Page } from '@playwright/test';

/** What a trace records by default: the page's tasks, layout and paint, its JavaScript with a CPU profile, user timing. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
];

/**
 * Records a Chromium performance trace of the page while `run` runs and writes it to `file` (openable in DevTools'
 * Performance panel): for finding where a bench row's time goes, never in a measured run by default.
 */
export async function recordTrace<T>(
  page: Page,
  file: string,
  run: () => Promise<T>,
  categories: readonly string[] = TRACE_CATEGORIES,
): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  const events: unknown[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: [...categories] },
  });
  try {
    return await run();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify({ traceEvents: events }));
  }
}
