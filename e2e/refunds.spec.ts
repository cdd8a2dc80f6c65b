import { SIGN_IN_TIMEOUT_MS } from './pages/app-shell';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './pages/demo-accounts';
import { SalesHistoryPage } from './pages/sales-history-page';
import { NewSalePage } from './pages/sales-new-page';
import { serverSales } from './pages/server-sales';
import { signInAs } from './pages/sign-in-as';
import { SyncIndicator } from './pages/sync-indicator';
import { waitForServiceWorkerControl } from './pages/till-storage';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import {
  expectInsideViewport,
  expectNoOverlappingText,
  expectNoSidewaysScroll,
  expectTouchSizedControls,
} from './support/layout-checks';

// Issue 34, Tests: a partial refund with a manager's approval given offline, accepted by the server after reconnecting.
// Sign-in (scrypt and PBKDF2, twice) and an offline refund on two shared cores.
test.slow();

const MUG = 'Ceramic Logo Mug';

test.describe('on a 1024×768 touch tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('a cashier refunds two of three mugs to cash offline, the manager approves on the till, and the server keeps it', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    const tag = `refund-${Date.now().toString(36)}`;
    const sync = new SyncIndicator(page);

    // The manager has signed in on this till once: their key is here, wrapped by their password.
    const manager = await signInAs(page, 'Manager');
    await sync.expectSynced(SIGN_IN_TIMEOUT_MS);
    await manager.logout();

    // The cashier sells three mugs by card: $42.00 and $3.47 tax.
    await signInAs(page, 'Staff');
    const till = new NewSalePage(page);
    await till.goto();
    await sync.expectSynced(SIGN_IN_TIMEOUT_MS);
    await waitForServiceWorkerControl(page);
    await till.add(MUG);
    await till.typeQuantity(MUG, '3');
    await till.note(MUG, tag);
    await till.completeWith('Credit Card');
    await sync.expectSynced(SIGN_IN_TIMEOUT_MS);

    // The network goes; two mugs come back, above the $20.00 staff limit: two thirds of $45.47 paid.
    await context.setOffline(true);
    await expect(sync.offlineNotice).toBeVisible();
    const history = new SalesHistoryPage(page);
    const refund = await history.openRefund(tag);
    await refund.more(MUG, 2);
    await refund.choose('Refund to', 'Cash');
    await refund.choose('Reason', 'Quality');
    await expect(refund.amount()).toHaveText('Refund amount: $30.31');
    await expect(refund.form.getByRole('button', { name: /^Refund \$/ })).toBeDisabled();
    await expectNoSeriousA11yViolations(page, 'the refund dialog asking for a manager');
    await refund.approveAs(DEMO_ACCOUNTS.Manager.email, DEMO_PASSWORD);
    await expect(refund.form.getByText(/^Approved by /)).toBeVisible();
    await refund.submit();
    await expect(refund.dialog.getByRole('status')).toHaveText('Refund saved');
    const receipt = refund.dialog.getByRole('article', { name: 'Refund receipt' });
    await expect(receipt).toContainText(`2 × ${MUG}`);
    await expect(receipt).toContainText('Quality');
    await expect(refund.dialog.getByRole('button', { name: 'Print' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the refund receipt');
    // The dialog's own Close, below the receipt (the corner's × is named Close too).
    await refund.dialog.getByRole('button', { name: 'Close' }).last().tap();

    // The history marks the sale, and its filter finds it.
    await history.page.getByRole('button', { name: 'Refunded', exact: true }).tap();
    await expect(history.rows).toHaveCount(1);
    await expect(history.rows.first()).toContainText('Refunded $30.31');
    await sync.expectOffline(1);

    // The network returns: the server verifies the manager's signature and keeps the refund, approved by them.
    await context.setOffline(false);
    await sync.expectSynced(SIGN_IN_TIMEOUT_MS);
    const server = await serverSales(playwright, baseURL ?? '');
    try {
      const sale = (await server.read()).find((row) => row.items.some((item) => item.notes === tag));
      expect(sale).toBeDefined();
      await expect
        .poll(async () => (await server.refunds()).find((row) => row.saleId === sale?.id), {
          timeout: SIGN_IN_TIMEOUT_MS,
        })
        .toMatchObject({
          method: 'cash',
          reason: 'quality',
          lines: [{ quantity: 2 }],
          approval: { approverId: expect.any(String) },
        });
    } finally {
      await server.dispose();
    }
  });
});

test.describe('at tablet and phone widths, with touch', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('the Refund dialog fits without sideways scroll or overlapping text, every control a finger wide', async ({
    page,
  }) => {
    const tag = `refund-fit-${Date.now().toString(36)}`;
    await signInAs(page, 'Staff');
    const till = new NewSalePage(page);
    await till.goto();
    await till.add('New York Cheesecake');
    await till.add('Espresso');
    await till.note('Espresso', tag);
    await till.completeWith('Cash');
    const history = new SalesHistoryPage(page);
    for (const viewport of [
      { width: 1024, height: 768 },
      { width: 768, height: 1024 },
      { width: 390, height: 844 },
      { width: 1366, height: 800 },
    ]) {
      const where = `the Refund dialog at ${viewport.width}×${viewport.height}`;
      await page.setViewportSize(viewport);
      const refund = await history.openRefund(tag);
      await refund.choose('Reason', 'Other');
      await expectNoSidewaysScroll(page, where);
      await expectNoOverlappingText(refund.dialog, where);
      await expectTouchSizedControls(refund.form, where);
      await expectInsideViewport(refund.form.getByRole('button', { name: 'Refund all' }), where);
      await page.keyboard.press('Escape');
      await expect(refund.dialog).toBeHidden();
    }
  });
});
