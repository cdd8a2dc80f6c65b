import { DRAWER_MESSAGES } from '@cafe/domain';
import { CashupPage } from './pages/cashup-page';
import { CashupZReportPage } from './pages/cashup-z-report-page';
import { DrawerPage } from './pages/drawer-page';
import { NewSalePage } from './pages/sales-new-page';
import { signInAs } from './pages/sign-in-as';
import { SyncIndicator } from './pages/sync-indicator';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, freshStore, test } from './support/fixtures';
import { expectNoSidewaysScroll, expectTouchSizedControls } from './support/layout-checks';
import { serverRows } from './support/server-rows';

// Issue 34, the drawer's day: a store of its own, since turning drawers on would hold up every other spec's cash sale.
const SYNC_TIMEOUT = 30_000;

test('on a touch tablet a drawer is opened, paid out of, opened for no sale, closed $2 short with a note, and seen in the Z report', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { page, close } = await freshStore(browser, {
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
  });
  try {
    await signInAs(page, 'Admin');
    await page.goto('/settings/store');
    await page.getByRole('switch', { name: 'Cash drawers' }).tap();
    await page.getByRole('button', { name: 'Save Store Settings' }).tap();
    await expect(page.getByText('Store settings saved')).toBeVisible();

    // With drawers on and none open, cash waits for the drawer; the sale stays on the till.
    const till = new NewSalePage(page);
    await till.goto();
    await till.add('Espresso');
    await till.completeButton.tap();
    await till.paymentDialog.getByRole('button', { name: 'Cash', exact: true }).tap();
    await expect(till.paymentDialog).toContainText(DRAWER_MESSAGES.openFirst);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Drawer' }).tap();

    const drawer = new DrawerPage(page);
    await expect(drawer.heading).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the drawer, none open');
    await drawer.open('150.00');

    // Espresso $3.50 + 8.25% tax ($0.29) = $3.79 in cash, into the drawer.
    await till.goto();
    await expect(till.line('Espresso')).toBeVisible();
    await till.completeWith('Cash');

    await drawer.goto();
    await expect(drawer.figure('Cash sales')).toHaveText('$3.79');
    await drawer.payOut('20.00', 'Window cleaner', true);
    await drawer.noSale();
    await expect(drawer.entries()).toHaveCount(2);
    await expect(drawer.figure('Pay-outs')).toHaveText('-$20.00');
    await expect(drawer.figure('Expected in drawer')).toHaveText('$133.79');
    await expectNoSeriousA11yViolations(page, 'the open drawer');
    await expectTouchSizedControls(drawer.main, 'the open drawer');
    await expectNoSidewaysScroll(page, 'the open drawer');

    await page.getByRole('button', { name: 'Close drawer' }).tap();
    const closing = drawer.closeDialog();
    await closing.getByLabel('Cash counted').fill('131.79');
    await expect(closing).toContainText('$2.00 short');
    await closing.getByLabel(/^Note/).fill('Two dollars short: change given twice');
    await expectNoSeriousA11yViolations(page, 'the close dialog');
    await closing.getByRole('button', { name: 'Close drawer' }).tap();
    await expect(closing).toBeHidden();
    await expect(drawer.main.getByText('No drawer open on this till')).toBeVisible();

    // The day's Z report lists the drawer: its float, expected, counted and $2.00 short, the pay-out and the no-sale.
    const cashup = new CashupPage(page);
    await cashup.goto();
    const today = await cashup.date.inputValue();
    const z = new CashupZReportPage(page);
    await z.goto(today);
    const [drawerRow] = await z.labels('Cash drawers');
    expect(drawerRow).toMatch(/^Opened /);
    expect(await z.values('Cash drawers', drawerRow ?? '')).toEqual([
      '$150.00',
      '$133.79',
      '$131.79',
      '$2.00 short',
    ]);
    expect(await z.values('Drawer movements', 'Pay-outs')).toEqual(['$20.00']);
    expect(await z.values('Drawer movements', 'No sales')).toEqual(['1']);
    await expect(z.report).toContainText('Note: Two dollars short: change given twice');
    await expectNoSeriousA11yViolations(page, 'the Z report with its drawer');

    await new SyncIndicator(page).expectSynced(SYNC_TIMEOUT);
    await expect
      .poll(async () => serverRows(page.request, 'drawerSession'), { timeout: SYNC_TIMEOUT })
      .toEqual([
        expect.objectContaining({
          openingFloat: 15_000,
          countedCash: 13_179,
          expectedCash: 13_379,
          note: 'Two dollars short: change given twice',
        }),
      ]);
    const events = await serverRows(page.request, 'drawerEvent');
    expect(events.map((event) => [event.kind, event.amount, event.reason])).toEqual(
      expect.arrayContaining([
        ['pay_out', 2_000, 'Window cleaner'],
        ['no_sale', 0, null],
      ]),
    );
    const expenses = await serverRows(page.request, 'expense');
    expect(expenses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ description: 'Window cleaner', amount: 2_000, paidFromTill: true }),
      ]),
    );
  } finally {
    await close();
  }
});
