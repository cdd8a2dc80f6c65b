import { DashboardPage } from './pages/dashboard-page';
import { NewSalePage } from './pages/sales-new-page';
import { signInAs } from './pages/sign-in-as';
import { expect, freshStore, test } from './support/fixtures';

test.describe('dashboard', () => {
  test("shows the day's figures and moves them when a sale is completed", async ({ browser }) => {
    const { page, close } = await freshStore(browser);
    try {
      await signInAs(page, 'Manager');
      const dashboard = new DashboardPage(page);
      await dashboard.expectShown();

      // No sales yet. Seeded expenses 475.50 + 325.75 + 150.00 = 951.25; / 30 = 31.708 → 31.71.
      await expect(dashboard.value('revenue')).toHaveText('-$31.71');
      await expect(dashboard.card('revenue')).toContainText('After $31.71 estimated daily expenses');
      await expect(dashboard.value('sales')).toHaveText('$0.00');
      await expect(dashboard.card('sales')).toContainText('0.0% from yesterday');
      await expect(dashboard.value('orders')).toHaveText('0');
      await expect(dashboard.value('pending')).toHaveText('0');
      await expect(page.getByText('No sales yet')).toBeVisible();

      // One Espresso: 3.50 + tax 8.25% (0.28875 → 0.29) = 3.79, paid in cash.
      await page.getByRole('button', { name: 'New Sale' }).click();
      const till = new NewSalePage(page);
      await till.expectShown();
      await till.add('Espresso');
      await expect(till.total('Total')).toHaveText('$3.79');
      await till.completeWith('Cash');

      await dashboard.open();
      await expect(dashboard.value('sales')).toHaveText('$3.79');
      await expect(dashboard.value('orders')).toHaveText('1');
      // 3.79 − 31.71 = −27.92
      await expect(dashboard.value('revenue')).toHaveText('-$27.92');
      // Yesterday had nothing, so the change is 0 (spec §9).
      await expect(dashboard.card('sales')).toContainText('0.0% from yesterday');
      const recent = dashboard.recentActivity.getByRole('listitem');
      await expect(recent).toHaveCount(1);
      await expect(recent.first()).toContainText('$3.79');
      await expect(recent.first()).toContainText('Cash');
      // Each chart is its canvas, an image named by the figures it draws (today's $3.79, all in cash).
      const trend = page.getByRole('img', { name: /^Sales Trend, Last 7 Days: .*\$3\.79$/ });
      await expect(trend).toBeVisible();
      await expect(trend).toHaveJSProperty('tagName', 'CANVAS');
      const methods = page.getByRole('img', { name: 'Sales by Payment Method: Cash $3.79' });
      await expect(methods).toBeVisible();
      await expect(methods).toHaveJSProperty('tagName', 'CANVAS');

      // The date range really filters: yesterday had no sales and carries the same day's share of expenses.
      await dashboard.choosePeriod('Yesterday');
      await expect(dashboard.value('sales')).toHaveText('$0.00');
      await expect(dashboard.value('revenue')).toHaveText('-$31.71');
      await expect(page.getByText('No sales in this period')).toBeVisible();
      // Seven days: 951.25 × 7 / 30 = 221.958 → 221.96; 3.79 − 221.96 = −218.17.
      await dashboard.choosePeriod('Last 7 days');
      await expect(dashboard.value('sales')).toHaveText('$3.79');
      await expect(dashboard.value('revenue')).toHaveText('-$218.17');

      await dashboard.viewAll.click();
      await expect(page).toHaveURL(/\/sales$/);
    } finally {
      await close();
    }
  });
});
