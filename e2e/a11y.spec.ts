import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { SalesHistoryPage } from './pages/sales-history-page';
import { NewSalePage } from './pages/sales-new-page';
import { signInAs } from './pages/sign-in-as';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// Issue 12 item 5: axe-core finds no serious or critical violation on any existing screen, the whole page (shell
// included), in the light and the dark theme, so every later screen starts from a clean page.

// A test here runs up to five full-page axe scans besides its flow; on a loaded 2-core runner that passed 30 s.
test.describe.configure({ timeout: 90_000 });

for (const theme of ['Light', 'Dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test('the sign-in screen', async ({ page }) => {
      if (theme === 'Dark') await page.emulateMedia({ colorScheme: 'dark' });
      const login = new LoginPage(page);
      await login.goto();
      if (theme === 'Dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expectNoSeriousA11yViolations(page, `/login (${theme})`);
    });

    test('dashboard with its charts, and its menus open', async ({ page }) => {
      const shell = await signInAs(page, 'Manager');
      await shell.useTheme(theme);
      // A sale today, so the payment-method doughnut is drawn rather than its empty note.
      const till = new NewSalePage(page);
      await till.goto();
      await till.add('Espresso');
      await till.completeWith('Cash');
      const dashboard = new DashboardPage(page);
      await dashboard.goto();
      await expect(page.getByRole('img', { name: /^Sales Trend/ })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Sales by Payment Method/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/dashboard (${theme})`);

      await page.getByRole('button', { name: /User menu/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/dashboard with the user menu open (${theme})`);
      await page.keyboard.press('Escape');

      await dashboard.dateRange.click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/dashboard with the date-range menu open (${theme})`);
    });

    test('new sale, its payment and cancel dialogs, and sales history', async ({ page }) => {
      const shell = await signInAs(page, 'Staff');
      await shell.useTheme(theme);
      const till = new NewSalePage(page);
      await till.goto();
      await till.add('Espresso');
      await expectNoSeriousA11yViolations(page, `/sales/new (${theme})`);

      await till.completeButton.click();
      await expect(till.paymentDialog).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/sales/new with the payment dialog open (${theme})`);
      await page.keyboard.press('Escape');
      await expect(till.paymentDialog).toBeHidden();

      await till.cancelButton.click();
      await expect(till.cancelDialog).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/sales/new with the cancel confirmation open (${theme})`);
      await till.cancelDialog.getByRole('button', { name: 'Keep sale' }).click();

      // Paying lands on the history, now with a sale in its table.
      await till.completeWith('Cash');
      const history = new SalesHistoryPage(page);
      await expect(history.rows.first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/sales (${theme})`);

      await history.rows
        .first()
        .getByRole('button', { name: /Details of sale/ })
        .click();
      await expect(page.getByRole('article', { name: 'Receipt' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/sales with a receipt open (${theme})`);
    });

    test('the small-screen sidebar, open over the page', async ({ page }) => {
      const shell = await signInAs(page, 'Admin');
      await shell.useTheme(theme);
      await page.setViewportSize({ width: 375, height: 740 });
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      await expect(page.getByRole('dialog', { name: 'Sidebar' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/dashboard at 375 px with the sidebar open (${theme})`);
    });

    test('settings, general and profile', async ({ page }) => {
      const shell = await signInAs(page, 'Admin');
      await shell.useTheme(theme);
      await page.goto('/settings');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/settings (${theme})`);
      await page.goto('/settings/profile');
      await expect(page).toHaveURL(/\/settings\/profile$/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/settings/profile (${theme})`);
    });
  });
}
