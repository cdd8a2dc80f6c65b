import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page has fetched each named chunk (`dialogs` for assets/dialogs-<hash>.js). A page no service worker
 * serves reads ahead the code its next steps need, in an idle moment after it paints (lib/when-not-precached.ts); a
 * flow that drops the network waits for that read-ahead rather than for a quiet network, which can come first.
 */
export async function waitForReadAhead(page: Page, chunks: readonly string[]): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((names) => {
          const fetched = performance
            .getEntriesByType('resource')
            .filter((entry) => (entry as PerformanceResourceTiming).responseEnd > 0)
            .map((entry) => new URL(entry.name).pathname);
          return names.filter((name) => !fetched.some((path) => path.startsWith(`/assets/${name}-`)));
        }, chunks),
      { message: 'the page read ahead the code it needs offline' },
    )
    .toEqual([]);
}
