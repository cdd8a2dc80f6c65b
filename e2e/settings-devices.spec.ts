import { AppShell, SIGN_IN_TIMEOUT_MS } from './pages/app-shell';
import { ExpensesPage } from './pages/expenses-page';
import { LoginPage } from './pages/login-page';
import { SettingsPage } from './pages/settings-page';
import { signInAs } from './pages/sign-in-as';
import { SyncIndicator } from './pages/sync-indicator';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// Two browsers each sign in (scrypt, PBKDF2 and a first pull) on two shared cores: slow by design.
test.slow();

const PASSWORD = 'pour-over-2026';
const IPAD_SAFARI =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';

test('a revoked till stops syncing, blocks its screens to say so, keeps its unsynced change and sends it after a new sign-in', async ({
  page,
  browser,
  baseURL,
}) => {
  const id = Date.now().toString(36) + Math.floor(Math.random() * 1000).toString(36);
  const name = `Kit ${id}`;
  const email = `kit-${id}@cafe.example`;
  // Till B is an iPad: the Tills list names it by its browser in words until the admin gives it a name of its own.
  const tillName = `Till B ${id}`;
  const description = `Oat milk ${id}`;

  // Till A: the admin adds a manager who will work on till B.
  await signInAs(page, 'Admin');
  const settings = new SettingsPage(page);
  await settings.addUser({ name, email, password: PASSWORD, role: 'Manager' });

  const tillB = await browser.newContext({ baseURL: String(baseURL), userAgent: IPAD_SAFARI });
  try {
    const pageB = await tillB.newPage();
    const login = new LoginPage(pageB);
    await login.goto();
    await login.signIn(email, PASSWORD);
    await new AppShell(pageB).expectDashboardAfterSignIn();
    const syncB = new SyncIndicator(pageB);
    await syncB.expectSynced(SIGN_IN_TIMEOUT_MS * 2);
    const expensesB = new ExpensesPage(pageB);
    await expensesB.goto();

    // --- B goes offline and records an expense: it waits in B's outbox.
    await tillB.setOffline(true);
    await expect(syncB.offlineNotice).toBeVisible();
    await expensesB.add({ description, amount: '6.40' });
    await expect(expensesB.row(description)).toBeVisible();
    await syncB.expectOffline(1);

    // --- On till A the admin finds till B in the Devices tab, by its browser in words (the newest such till
    // first), never by its user-agent string; till A is marked as this device.
    await settings.goto('/settings');
    await settings.tabs.getByRole('link', { name: 'Devices' }).click();
    await expect(page.getByRole('heading', { name: 'Tills' })).toBeVisible();
    await expect(settings.thisDeviceRow).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Mozilla');
    await expectNoSeriousA11yViolations(page, 'the Devices tab');
    // The admin names it.
    await settings.renameTill(settings.tillRows('Safari on iPad').first(), tillName);
    const rowB = settings.userRow(tillName);
    await expect(rowB).toBeVisible();
    await expect(rowB).not.toContainText('This device');
    await rowB.getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this till?' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the revoke confirmation');
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(rowB).toContainText('Revoked');
    await expect(rowB.getByRole('button', { name: 'Revoke' })).toHaveCount(0);

    // --- B comes back online: refused. A notice over every screen says so and what to do, and the expense is
    // still there and still waiting.
    await tillB.setOffline(false);
    const notice = pageB.getByRole('alertdialog', { name: 'This till was revoked' });
    await expect(notice).toBeVisible({ timeout: SIGN_IN_TIMEOUT_MS * 2 });
    await expect(notice).toContainText(
      'Changes made here are kept on it; sign in again online to sync them.',
    );
    await expect(notice).toContainText('1 change made here is waiting on this till.');
    await syncB.expectFailed();
    await expectNoSeriousA11yViolations(pageB, 'a revoked till');
    // It cannot be put aside, and nothing behind it can be reached.
    await pageB.keyboard.press('Escape');
    await expect(notice).toBeVisible();
    expect(
      await pageB.evaluate(() => document.querySelector('#main-content')?.closest('[inert]') != null),
    ).toBe(true);

    // The server never got it: till A, which pulls everything, has no such expense.
    const expensesA = new ExpensesPage(page);
    await expensesA.goto();
    await new SyncIndicator(page).expectSynced(SIGN_IN_TIMEOUT_MS * 2);
    await expect(expensesA.row(description)).toHaveCount(0);

    // --- Doing what the notice says: B signs in again online, registers anew and sends what it kept.
    await notice.getByRole('button', { name: 'Sign in again' }).click();
    await expect(pageB).toHaveURL(/\/login$/);
    await login.signIn(email, PASSWORD);
    await new AppShell(pageB).expectDashboardAfterSignIn();
    await expect(notice).toBeHidden();
    await syncB.expectSynced(SIGN_IN_TIMEOUT_MS * 2);
    await page.reload();
    await expect(expensesA.row(description)).toBeVisible({ timeout: SIGN_IN_TIMEOUT_MS * 2 });
  } finally {
    await tillB.close();
  }
});
