import type { Page, Route } from '@playwright/test';
import { AppShell, SIGN_IN_TIMEOUT_MS } from './pages/app-shell';
import { ExpensesPage } from './pages/expenses-page';
import { signInAs } from './pages/sign-in-as';
import { SyncIndicator } from './pages/sync-indicator';
import { waitForServiceWorkerControl } from './pages/till-storage';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// The sync status as a till's user sees it: 'Sync now' on Settings › General, and the top bar while offline.

// Sign-in (scrypt and PBKDF2) and a first pull on two shared cores.
test.slow();

/**
 * Holds the till's pulls while `hold` is on, so a sync in progress can be seen on screen; `release` lets every held
 * one through, and the ones after it until the next `hold`. Pulls only: pushes and everything else pass.
 */
async function holdPulls(page: Page) {
  const waiting: Route[] = [];
  let holding = false;
  await page.route(
    (url) => url.pathname === '/api/sync/pull',
    async (route) => {
      if (holding) waiting.push(route);
      // A request the page abandoned meanwhile cannot go on; nothing waits for it.
      else await route.continue().catch(() => {});
    },
  );
  return {
    held: () => waiting.length,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const route of waiting.splice(0)) void route.continue().catch(() => {});
    },
  };
}

test.describe("'Sync now'", () => {
  // Requests a service worker answers never reach page.route; this test holds the pulls back.
  test.use({ serviceWorkers: 'block' });

  test('syncs and is ready again after each press', async ({ page }) => {
    await signInAs(page, 'Manager');
    await new SyncIndicator(page).expectSynced(SIGN_IN_TIMEOUT_MS);
    await page.goto('/settings');
    const syncNow = page.getByRole('button', { name: 'Sync now' });
    const syncing = page.getByRole('button', { name: 'Syncing...' });
    await expect(syncNow).toBeEnabled();
    await expectNoSeriousA11yViolations(page, 'Settings › General');

    const pulls = await holdPulls(page);
    for (const press of ['first', 'second']) {
      pulls.hold();
      await syncNow.click();
      // Under way until the server's answer is through, and only then ready again.
      await expect(syncing, `the ${press} press is under way`).toBeDisabled();
      await expect.poll(pulls.held, { message: `the ${press} press asks the server` }).toBeGreaterThan(0);
      await expect(syncing).toBeVisible();
      pulls.release();
      await expect(syncNow, `the ${press} press has finished`).toBeEnabled({ timeout: SIGN_IN_TIMEOUT_MS });
    }
  });
});

test('offline, the top bar says calmly how many changes wait; back online they sync', async ({
  page,
  context,
}) => {
  const tag = `Waiting ${Date.now().toString(36)}`;
  await signInAs(page, 'Manager');
  const sync = new SyncIndicator(page);
  await sync.expectSynced(SIGN_IN_TIMEOUT_MS);
  // The expense form's code comes from the service worker once the network is gone, as on a till used a while.
  await waitForServiceWorkerControl(page);
  const expenses = new ExpensesPage(page);
  await expenses.goto();

  await context.setOffline(true);
  await sync.expectOffline(0);
  await expenses.add({ description: `${tag} 1`, amount: '2.10' });
  await sync.expectOffline(1);
  await expenses.add({ description: `${tag} 2`, amount: '3.20' });
  await sync.expectOffline(2);
  await expectNoSeriousA11yViolations(page, 'Expenses offline, with changes waiting');

  // Settings › General agrees, and 'Sync now' waits for the network, saying so.
  await new AppShell(page).openFromSidebar('Settings');
  await expect(page.getByTestId('changes-waiting')).toHaveText('2');
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeDisabled();
  await expect(page.getByText('Offline: changes sync when the connection is back.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Settings › General offline');

  await context.setOffline(false);
  await sync.expectSynced(SIGN_IN_TIMEOUT_MS);
  await expect(page.getByTestId('changes-waiting')).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeEnabled();
});
