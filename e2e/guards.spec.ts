import { LoginPage } from './pages/login-page';
import { signInAs } from './pages/sign-in-as';
import { expect, test } from './support/fixtures';

// Spec §2: signed out → /login; signed in without the permission → /dashboard; unknown path → /dashboard.

test.describe('signed out', () => {
  test('visiting /sales lands on the sign-in screen', async ({ page }) => {
    await page.goto('/sales');
    await new LoginPage(page).expectShown();
  });

  test('an unknown path lands on the sign-in screen', async ({ page }) => {
    await page.goto('/no-such-page');
    await new LoginPage(page).expectShown();
  });
});

test.describe('staff', () => {
  for (const path of ['/products', '/settings/users']) {
    test(`is sent from ${path} back to /dashboard`, async ({ page }) => {
      const shell = await signInAs(page, 'Staff');
      await page.goto(path);
      await shell.expectDashboard();
    });
  }

  test('reaches /sales', async ({ page }) => {
    const shell = await signInAs(page, 'Staff');
    await page.goto('/sales');
    await shell.expectOn('/sales', 'Sales');
  });
});

test.describe('manager', () => {
  test('reaches /products', async ({ page }) => {
    const shell = await signInAs(page, 'Manager');
    await page.goto('/products');
    await shell.expectOn('/products', 'Products');
  });
});

test.describe('admin', () => {
  test('reaches /settings/users', async ({ page }) => {
    const shell = await signInAs(page, 'Admin');
    await page.goto('/settings/users');
    await shell.expectOn('/settings/users', 'Settings');
    await expect(
      page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Users' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('an unknown path lands on /dashboard', async ({ page }) => {
    const shell = await signInAs(page, 'Admin');
    await page.goto('/no-such-page');
    await shell.expectDashboard();
  });
});

test('the route a user reaches follows the sidebar, without a reload', async ({ page }) => {
  const shell = await signInAs(page, 'Manager');
  await shell.sidebar.getByRole('link', { name: 'Products' }).click();
  await shell.expectOn('/products', 'Products');
});
