import { SIGN_IN_TIMEOUT_MS } from './pages/app-shell';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './pages/demo-accounts';
import { presetKeptByManager } from './pages/discount-presets-page';
import { NewSalePage } from './pages/sales-new-page';
import { serverSales } from './pages/server-sales';
import { signInAs } from './pages/sign-in-as';
import { SyncIndicator } from './pages/sync-indicator';
import { waitForServiceWorkerControl } from './pages/till-storage';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// Issue 33, Tests: a staff discount needing approval done offline and accepted by the server after reconnecting.
// Sign-in (scrypt and PBKDF2, twice) and an offline sale on two shared cores.
test.slow();

test.describe('on a 1024×768 touch tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('a cashier gives Staff 50% offline, the manager approves with their password on the till, and the server accepts it', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    const tag = Date.now().toString(36);
    const staffName = `Staff 50% ${tag}`;
    const sync = new SyncIndicator(page);

    // The manager keeps the preset, and has signed in on this till: their key is here, wrapped by their password.
    await presetKeptByManager(page, {
      name: staffName,
      kind: 'Percent',
      value: '50',
      appliesTo: 'Whole sale',
    });

    // The cashier signs in; the network goes.
    await signInAs(page, 'Staff');
    const till = new NewSalePage(page);
    await till.goto();
    await sync.expectSynced(SIGN_IN_TIMEOUT_MS);
    // Its service worker has cached the app: every screen and dialog of the sale loads offline.
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await expect(sync.offlineNotice).toBeVisible();

    await till.add('Espresso');
    await till.note('Espresso', tag);
    await till.panel.getByRole('button', { name: 'Discount', exact: true }).tap();
    const dialog = page.getByRole('dialog', { name: 'Discount', exact: true });
    await dialog.getByRole('button', { name: new RegExp(staffName) }).tap();
    await expect(dialog.getByRole('alert')).toHaveText(
      'This discount is above the store limit and needs a manager’s approval',
    );
    const approval = dialog.getByRole('form', { name: `Manager approval for ${staffName}` });
    await approval.getByLabel('Manager email').fill(DEMO_ACCOUNTS.Manager.email);
    await approval.getByLabel('Manager password').fill(DEMO_PASSWORD);
    await expectNoSeriousA11yViolations(page, 'the discount dialog asking for a manager');
    await approval.getByRole('button', { name: `Approve ${staffName}` }).tap();
    await expect(dialog).toBeHidden();
    await expect(till.panel.getByLabel('Totals')).toContainText(staffName);
    await till.completeWith('Mobile');
    await sync.expectOffline(1);

    // The network returns: the server verifies the manager's signature and keeps the sale, approved by them.
    await context.setOffline(false);
    await sync.expectSynced(SIGN_IN_TIMEOUT_MS);
    const server = await serverSales(playwright, baseURL ?? '');
    try {
      await expect
        .poll(
          async () => (await server.read()).find((sale) => sale.items.some((item) => item.notes === tag)),
          {
            timeout: SIGN_IN_TIMEOUT_MS,
          },
        )
        .toMatchObject({
          discounts: [{ name: staffName, kind: 'percent', value: 50_000, cents: 175 }],
          discountApproval: { approverId: expect.any(String) },
          subtotal: 175,
        });
    } finally {
      await server.dispose();
    }
  });
});
