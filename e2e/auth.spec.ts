import { AppShell } from './pages/app-shell';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_ROLES } from './pages/demo-accounts';
import { LoginPage } from './pages/login-page';
import { SetupAdminPage } from './pages/setup-admin-page';
import { signInAs } from './pages/sign-in-as';
import { expect, startServer, test } from './support/fixtures';

test.describe('sign-in screen', () => {
  test('tells what it is and lists the demo accounts with their shared password', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();

    await expect(page.getByText('Log in to manage your cafe operations')).toBeVisible();
    await expect(login.demoNotice).toBeVisible();
    await expect(page.getByText('v0.1.0')).toBeVisible();
    for (const role of DEMO_ROLES) {
      await expect(login.account(role)).toContainText(DEMO_ACCOUNTS[role].name);
      await expect(login.account(role)).toContainText(DEMO_ACCOUNTS[role].email);
    }
    await expect(login.passwordNote.locator('code')).toHaveText(DEMO_PASSWORD);
  });

  for (const role of DEMO_ROLES) {
    test(`'Use' on the ${role} account lands on /dashboard as ${DEMO_ACCOUNTS[role].name}`, async ({
      page,
    }) => {
      await signInAs(page, role);
    });
  }

  test('a wrong password shows the Invalid credentials banner', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEMO_ACCOUNTS.Manager.email, 'not-the-demo-password');

    await login.expectInvalidCredentialsBanner();
    await expect(login.signInButton).toBeEnabled();
  });

  test('checks the fields before asking the server', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    let loginRequests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) loginRequests++;
    });

    await login.signInButton.click();
    await expect(login.fieldError('Email is required')).toBeVisible();
    await expect(login.fieldError('Password is required')).toBeVisible();

    await login.signIn('manager@cafe.x', DEMO_PASSWORD);
    await expect(login.fieldError('Invalid email address')).toBeVisible();
    await expect(login.fieldError('Password is required')).toBeHidden();
    expect(loginRequests).toBe(0);
  });

  test('signs in from the keyboard, with the password shown on request', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.email.fill(DEMO_ACCOUNTS.Staff.email);
    await login.password.fill(DEMO_PASSWORD);
    await expect(login.password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(login.password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(login.password).toHaveAttribute('type', 'password');

    await login.password.press('Enter');
    const shell = new AppShell(page);
    await shell.expectDashboardAfterSignIn();
    await shell.expectSignedInAs(DEMO_ACCOUNTS.Staff.name, 'Staff');
  });

  test('a signed-in user is sent from /login to /dashboard, and stays signed in across a reload', async ({
    page,
  }) => {
    const shell = await signInAs(page, 'Manager');
    await page.reload();
    await shell.expectDashboard();
    await page.goto('/login');
    await shell.expectDashboard();
  });

  test('logout returns to the sign-in screen and ends the session', async ({ page }) => {
    const shell = await signInAs(page, 'Admin');
    await shell.logout();

    // The screen signs out at once; the server's session is revoked by the request that follows.
    await expect.poll(async () => (await page.request.get('/api/auth/me')).status()).toBe(401);
    await page.goto('/dashboard');
    await new LoginPage(page).expectShown();
  });
});

test.describe('a cafe without demo accounts (CAFE_DEMO=false)', () => {
  test('the first visit creates the admin, and the sign-in screen then lists no accounts', async ({
    page,
  }) => {
    const server = await startServer({ demo: false });
    try {
      await page.goto(`${server.baseURL}/`);
      const setup = new SetupAdminPage(page);
      await setup.expectShown();

      await setup.createAdmin({
        name: 'Robin Owner',
        email: 'robin@owner.example',
        password: 'a long passphrase',
        confirmPassword: 'a different one',
      });
      await expect(setup.error).toHaveText('Passwords do not match');

      await setup.createAdmin({
        name: 'Robin Owner',
        email: 'robin@owner.example',
        password: 'a long passphrase',
      });
      const shell = new AppShell(page);
      await shell.expectDashboardAfterSignIn();
      await shell.expectSignedInAs('Robin Owner', 'Admin');

      await shell.logout();
      const login = new LoginPage(page);
      await login.expectShown();
      await expect(login.signInButton).toBeVisible();
      await expect(login.accounts).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Use' })).toHaveCount(0);
      await expect(login.demoNotice).toHaveCount(0);

      // The setup form is gone for good once the cafe has its admin.
      await page.goto(`${server.baseURL}/setup`);
      await login.expectShown();

      await login.signIn('robin@owner.example', 'a long passphrase');
      await shell.expectDashboardAfterSignIn();
      await shell.expectSignedInAs('Robin Owner', 'Admin');
    } finally {
      await server.stop();
    }
  });
});
