import { AppShell } from './pages/app-shell';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './pages/demo-accounts';
import { LoginPage } from './pages/login-page';
import { signInAs } from './pages/sign-in-as';
import { TillDatabase } from './pages/till-database';
import { expect, test } from './support/fixtures';

// ARCHITECTURE §5: a user who signed in online on this browser can sign in again offline, checked against a
// PBKDF2 verifier saved at that sign-in; nobody else can, and a wrong password is still wrong.

test.describe('offline sign-in', () => {
  test.beforeEach(async ({ page }) => {
    const shell = await signInAs(page, 'Manager');
    await shell.logout();
  });

  test('the manager signs in again with the same password while offline', async ({ page, context }) => {
    await context.setOffline(true);
    const login = new LoginPage(page);
    await login.signIn(DEMO_ACCOUNTS.Manager.email, DEMO_PASSWORD);

    const shell = new AppShell(page);
    await shell.expectDashboardAfterSignIn();
    await shell.expectSignedInAs(DEMO_ACCOUNTS.Manager.name, 'Manager');
  });

  test('a wrong password offline shows the Invalid credentials banner', async ({ page, context }) => {
    await context.setOffline(true);
    const login = new LoginPage(page);
    await login.signIn(DEMO_ACCOUNTS.Manager.email, 'cafe-demo-2025');
    await login.expectInvalidCredentialsBanner();
  });

  test('a user who never signed in on this browser cannot sign in offline', async ({ page, context }) => {
    await context.setOffline(true);
    const login = new LoginPage(page);
    // The accounts list was cached while online, so 'Use' is still there offline.
    await login.use('Staff');
    await login.expectInvalidCredentialsBanner();
  });

  test('the browser keeps a verifier, never the password', async ({ page }) => {
    const stored = {
      row: await new TillDatabase(page).row('credentials', 'manager@cafe.example'),
      authStorage: await page.evaluate(() => localStorage.getItem('auth-storage')),
    };

    expect(stored.row).toMatchObject({
      email: 'manager@cafe.example',
      algorithm: 'PBKDF2-SHA-256+HKDF',
      iterations: 600_000,
      // The key the manager's changes are signed with, only as the password can unwrap it.
      actorKey: { keyId: expect.any(String), wrapped: expect.any(String), iv: expect.any(String) },
    });
    expect(JSON.stringify(stored.row)).not.toContain(DEMO_PASSWORD);
    expect(stored.authStorage).not.toContain(DEMO_PASSWORD);
  });
});
