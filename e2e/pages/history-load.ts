import type { Page, Route } from '@playwright/test';
import { TillDatabase } from './till-database';

/** meta.historyPull as the till holds it (docs/till-sync.md, "A first sync in two phases"): present while the history is arriving. */
export async function readHistoryPull(page: Page): Promise<{ cursor: number; head: number } | null> {
  const meta = await new TillDatabase(page).row<{ value?: { cursor: number; head: number } }>(
    'meta',
    'historyPull',
  );
  return meta?.value ?? null;
}

/**
 * Holds the till's history pulls from a cursor on until the test lets them go, so "while the history is still
 * loading" is a state the test sets up, not a race it hopes to win. Pulls of the till scope and of the history
 * below the cursor pass. Needs `serviceWorkers: 'block'` (a service worker's requests never reach page.route).
 */
export class HistoryHold {
  private from = Number.POSITIVE_INFINITY;
  private held: Route[] = [];
  /** The cursors of the history pulls held so far, in order. */
  readonly heldCursors: number[] = [];

  private constructor(readonly page: Page) {}

  static async install(page: Page): Promise<HistoryHold> {
    const hold = new HistoryHold(page);
    await page.route(/\/api\/sync\/pull\?/, async (route) => {
      const url = new URL(route.request().url());
      const cursor = Number(url.searchParams.get('cursor'));
      if (url.searchParams.get('scope') === 'history' && cursor >= hold.from) {
        hold.heldCursors.push(cursor);
        hold.held.push(route);
        return;
      }
      await route.continue().catch(() => {});
    });
    return hold;
  }

  /** From now on, history pulls from `cursor` up wait (1: every page after the first). */
  holdFrom(cursor: number): void {
    this.from = cursor;
  }

  /** Lets the held pulls go; pulls from `nextFrom` up are held again from now on (Infinity: none). */
  async release(nextFrom = Number.POSITIVE_INFINITY): Promise<void> {
    this.from = nextFrom;
    const waiting = this.held;
    this.held = [];
    for (const route of waiting) {
      const cursor = Number(new URL(route.request().url()).searchParams.get('cursor'));
      if (cursor >= nextFrom) this.held.push(route);
      else await route.continue().catch(() => {});
    }
  }
}
