import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { DemoRole } from '../pages/demo-accounts';
import { signInNewTill } from '../pages/sign-in-new-till';

export interface TwoTills {
  /** Each till's browser context: its own IndexedDB, service worker and cookies (setOffline, request). */
  tillA: BrowserContext;
  tillB: BrowserContext;
  pageA: Page;
  pageB: Page;
  /** Closes both tills; call it in a `finally`. */
  close(): Promise<void>;
}

/**
 * Two tills on one server, as the flows between tills need them: a browser context each, signed in side by side
 * as new tills (signInNewTill) with `roles[0]` on A and `roles[1]` on B.
 */
export async function openTwoTills(
  browser: Browser,
  baseURL: string,
  roles: readonly [DemoRole, DemoRole],
): Promise<TwoTills> {
  const tillA = await browser.newContext({ baseURL });
  const tillB = await browser.newContext({ baseURL });
  const close = async () => {
    await Promise.all([tillA.close(), tillB.close()]);
  };
  try {
    const [pageA, pageB] = await Promise.all([tillA.newPage(), tillB.newPage()]);
    await Promise.all([signInNewTill(pageA, roles[0]), signInNewTill(pageB, roles[1])]);
    return { tillA, tillB, pageA, pageB, close };
  } catch (error) {
    await close();
    throw error;
  }
}
