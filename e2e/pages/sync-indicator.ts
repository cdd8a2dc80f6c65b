import { expect, type Locator, type Page } from '@playwright/test';

/**
 * How long a spec waits for a sync between tills on a loaded 2-core machine (a first copy of the store, a push, the
 * other till's pull); each wait ends as soon as its condition holds.
 */
export const SYNC_TIMEOUT = 30_000;

/** The colour kept for a real failure. */
const RED = /\bbg-red-/;

/** The window property the recorder keeps the indicator's texts in. */
const LOG_KEY = '__syncIndicatorLog';

/**
 * The top bar's sync indicator (spec §2/§4: 'Synced' + time or 'Never', 'Syncing...', 'Sync failed'; and 'Offline'
 * with the changes waiting) and the sidebar's offline notice, as a till's user sees them.
 */
export class SyncIndicator {
  readonly status: Locator;
  readonly offlineNotice: Locator;

  constructor(readonly page: Page) {
    // The banner's other status is the history progress of a new till ('Loading history… 45%').
    this.status = page
      .getByRole('banner')
      .getByRole('status')
      .filter({ hasNotText: /history/i });
    this.offlineNotice = page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('status')
      .filter({ hasText: 'You are offline' });
  }

  /** 'Synced' with a time (not 'Never': this till has completed a sync). */
  async expectSynced(timeout?: number): Promise<void> {
    await expect(this.status).toHaveText(/^Synced\s*·?\s*\d{1,2}:\d{2}/, { timeout });
  }

  /** 'Offline', or 'Offline · 2 changes waiting' ('1 change waiting'), and not in red: offline is not a failure. */
  async expectOffline(waiting: number, timeout?: number): Promise<void> {
    const text =
      waiting === 0 ? 'Offline' : `Offline · ${waiting} ${waiting === 1 ? 'change' : 'changes'} waiting`;
    await expect(this.status).toHaveText(text, { timeout });
    await expect(this.status).not.toHaveClass(RED);
  }

  /** 'Sync failed', in red: the server refused or failed. */
  async expectFailed(timeout?: number): Promise<void> {
    await expect(this.status).toHaveText('Sync failed', { timeout });
    await expect(this.status).toHaveClass(RED);
  }

  /**
   * Records every text the indicator takes from now on (a MutationObserver on the top bar), so a state that
   * lasts only a few milliseconds, like 'Syncing...' on a fast push, is still seen. Lives until the next reload.
   */
  async startRecording(): Promise<void> {
    await this.page.evaluate((key) => {
      const header = document.querySelector('header');
      if (!header) throw new Error('No top bar to watch');
      const log: string[] = [];
      const read = () => (header.querySelector('[role="status"]')?.textContent ?? '').trim();
      const note = () => {
        const text = read();
        if (log[log.length - 1] !== text) log.push(text);
      };
      note();
      new MutationObserver(note).observe(header, { subtree: true, childList: true, characterData: true });
      (window as unknown as Record<string, string[]>)[key] = log;
    }, LOG_KEY);
  }

  /** The texts recorded since `startRecording`, consecutive repeats collapsed. */
  async recorded(): Promise<string[]> {
    return this.page.evaluate(
      (key) => [...((window as unknown as Record<string, string[] | undefined>)[key] ?? [])],
      LOG_KEY,
    );
  }
}
