import type { Browser, Page } from '@playwright/test';
import { AppShell, SIGN_IN_TIMEOUT_MS } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { openAs } from './pages/open-as';
import { NewSalePage } from './pages/sales-new-page';
import { SettingsPage } from './pages/settings-page';
import { signInAs } from './pages/sign-in-as';
import { readTillStorage } from './pages/till-storage';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, freshStore, test } from './support/fixtures';

// Each of these signs in one to three browsers (scrypt, PBKDF2 and a first pull each) and runs several axe audits:
// slow by design on two shared cores.
test.slow();

// Tests on the shared server make their own users, so the demo accounts other specs sign in with never change.
const tag = () => Date.now().toString(36) + Math.floor(Math.random() * 1000).toString(36);
const PASSWORD = 'pour-over-2026';
/** A real 1×1 PNG: the till and the server both check the bytes, not the name. */
const AVATAR_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function signInWith(browser: Browser, baseURL: string, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, password);
  await new AppShell(page).expectDashboardAfterSignIn();
  return page;
}

/**
 * The admin signs in on `page` and adds a user of this test's own: named `first` and a fresh tag, with PASSWORD and
 * the form's default role (Staff) unless `role` is given.
 */
async function addUserAsAdmin(
  page: Page,
  first: string,
  role?: 'Manager',
): Promise<{ id: string; name: string; email: string }> {
  await signInAs(page, 'Admin');
  const id = tag();
  const user = { id, name: `${first} ${id}`, email: `${first.toLowerCase()}-${id}@cafe.example` };
  await new SettingsPage(page).addUser({ name: user.name, email: user.email, password: PASSWORD, role });
  return user;
}

/** A signed-out browser lands on the sign-in screen (the next sync or auth check found its sign-in withdrawn). */
async function expectSignedOut(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/login$/, { timeout: SIGN_IN_TIMEOUT_MS * 2 });
}

test.describe('settings tabs by role', () => {
  test('staff see General and Your Profile only, and a user tab URL goes to the dashboard', async ({
    page,
  }) => {
    const settings = await openAs(page, 'Staff', SettingsPage);
    await settings.expectTabs(['General', 'Your Profile']);
    await expect(page.getByRole('heading', { name: 'This device' })).toBeVisible();
    await expect(page.getByText('v0.1.0')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await settings.goto('/settings/users');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('managers and admins get Users, Store, Notifications, Permissions and Devices', async ({ page }) => {
    const settings = await openAs(page, 'Manager', SettingsPage);
    await settings.expectTabs([
      'General',
      'Your Profile',
      'Users',
      'Store',
      'Notifications',
      'Permissions',
      'Devices',
    ]);
    await settings.tabs.getByRole('link', { name: 'Permissions' }).click();
    // Words, with the permission's id only as the tooltip.
    const createUsers = page.getByRole('rowheader', { name: 'Create users' });
    await expect(createUsers).toBeVisible();
    await expect(createUsers.getByTitle('create_user')).toHaveText('Create users');
    await expect(page.getByRole('main')).not.toContainText('create_user');
    await expectNoSeriousA11yViolations(page);
    await settings.tabs.getByRole('link', { name: 'Devices' }).click();
    // A manager revokes a lost till; naming one is an admin's.
    await expect(page.getByText('This device')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Revoke' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Rename/ })).toHaveCount(0);
    await settings.tabs.getByRole('link', { name: 'Store' }).click();
    await expect(page.getByText('Only an admin can change these settings.')).toBeVisible();
    await expect(page.getByLabel('Store name')).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await settings.tabs.getByRole('link', { name: 'Users' }).click();
    // A manager edits users but does not add or delete them, nor touch an admin.
    await expect(settings.userRow('Sam Staff')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add User' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit Alex Admin' })).toHaveCount(0);
    await expect(settings.userForm).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the profile asks a visitor to log in', async ({ page }) => {
    await page.goto('/settings/profile');
    await new LoginPage(page).expectShown();
  });
});

test.describe('the admin manages users', () => {
  test('each validation message of the user form', async ({ page }) => {
    await signInAs(page, 'Admin');
    const settings = new SettingsPage(page);
    await settings.goto('/settings/users/new');
    await expect(page.getByRole('heading', { name: 'Add New User' })).toBeVisible();
    await settings.userForm.getByRole('button', { name: 'Add User' }).click();
    await expect(settings.userForm.getByText('Please fill all required fields')).toHaveCount(2);
    await expect(settings.userForm.getByText('Password is required')).toBeVisible();
    await settings.fillUser({
      name: 'Robin',
      email: 'robin@cafe',
      password: 'short',
      confirmPassword: 'short',
    });
    await settings.userForm.getByRole('button', { name: 'Add User' }).click();
    await expect(settings.userForm.getByText('Please enter a valid email address')).toBeVisible();
    await expect(settings.userForm.getByText('Password must be at least 8 characters')).toBeVisible();
    await settings.fillUser({ password: 'espresso-one', confirmPassword: 'espresso-two' });
    await settings.userForm.getByRole('button', { name: 'Add User' }).click();
    await expect(settings.userForm.getByText('Passwords do not match')).toBeVisible();
    await settings.fillUser({ email: 'staff@cafe.example', password: PASSWORD, confirmPassword: PASSWORD });
    await settings.userForm.getByRole('button', { name: 'Add User' }).click();
    await expect(settings.userForm.getByText('This email address is already in use')).toBeVisible();
    await page.setInputFiles('input[type=file]', {
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2.5 * 1024 * 1024),
    });
    await expect(page.getByText('File size exceeds 2MB (Current: 2.50MB)')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await settings.goto(`/settings/users/edit/${crypto.randomUUID()}`);
    await expect(page.getByText('User not found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Users' }).click();
    await expect(page).toHaveURL(/\/settings\/users$/);

    await settings.userRow('Alex Admin').getByRole('button', { name: 'Delete Alex Admin' }).click();
    await expect(page.getByText('You cannot delete your own account!')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a user the admin adds signs in on another browser; deleted, they cannot', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { name, email } = await addUserAsAdmin(page, 'Robin');
    const settings = new SettingsPage(page);
    await expect(settings.userRow(name)).toContainText('Staff');
    await settings.page.getByLabel('Search users').fill(email);
    await expect(settings.userRow(name)).toBeVisible();
    await expect(settings.userRow('Sam Staff')).toHaveCount(0);

    const other = await signInWith(browser, String(baseURL), email, PASSWORD);
    await new AppShell(other).expectSignedInAs(name, 'Staff');

    await settings.page.getByLabel('Search users').fill('');
    await settings
      .userRow(name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await expect(
      page.getByRole('alertdialog', { name: 'Are you sure you want to delete this user?' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(settings.userRow(name)).toHaveCount(0);
    await expectSignedOut(other);
    await other.context().close();
  });

  test('a demoted user loses access on their next sync', async ({ page, browser, baseURL }) => {
    const { name, email } = await addUserAsAdmin(page, 'Jo', 'Manager');
    const settings = new SettingsPage(page);
    const other = await signInWith(browser, String(baseURL), email, PASSWORD);
    await other.goto('/settings/users');
    await expect(other.getByRole('rowheader', { name: 'Sam Staff' })).toBeVisible();

    await settings.setRole(name, 'Staff');
    await expect(settings.userRow(name)).toContainText('Staff');
    await expectSignedOut(other);
    // Signing in again gives the new role, and the users screen is gone.
    await new LoginPage(other).signIn(email, PASSWORD);
    await new AppShell(other).expectDashboardAfterSignIn();
    await new AppShell(other).expectSignedInAs(name, 'Staff');
    await other.goto('/settings/users');
    await expect(other).toHaveURL(/\/dashboard$/);
    await other.context().close();
  });
});

test.describe('the store settings', () => {
  test('the admin checks and saves them; the receipt text is saved for every till', async ({ page }) => {
    await signInAs(page, 'Admin');
    const settings = new SettingsPage(page);
    await settings.goto('/settings/store');
    const form = page.getByRole('form', { name: 'Store settings' });
    await expect(form.getByLabel('Sales tax rate (%)')).toHaveValue('8.25');
    await form.getByLabel('Sales tax rate (%)').fill('lots');
    await form.getByLabel('Store name').fill('');
    await form.getByRole('button', { name: 'Save Store Settings' }).click();
    await expect(form.getByText('Enter the tax rate as a percentage, such as 8.25')).toBeVisible();
    await expect(form.getByText('Store name is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Shared server: only the receipt text changes, and goes back to blank, so other specs' sales are untouched.
    await page.reload();
    const footer = `Come back soon ${tag()}`;
    await form.getByLabel('Receipt footer').fill(footer);
    await form.getByRole('button', { name: 'Save Store Settings' }).click();
    await expect(page.getByText('Store settings saved')).toBeVisible();
    await page.reload();
    await expect(form.getByLabel('Receipt footer')).toHaveValue(footer);
    await form.getByLabel('Receipt footer').fill('');
    await form.getByRole('button', { name: 'Save Store Settings' }).click();
    await expect(page.getByText('Store settings saved')).toBeVisible();
  });
});

test.describe('a tax rate with three decimals', () => {
  test('the admin sets 8.875%, the till shows and charges it, and the server prices the sale the same', async ({
    browser,
  }) => {
    // A store of its own: the shared server's other specs total their sales at 8.25%.
    const { page, close } = await freshStore(browser);
    try {
      await signInAs(page, 'Admin');
      const settings = new SettingsPage(page);
      await settings.goto('/settings/store');
      const form = page.getByRole('form', { name: 'Store settings' });
      const rate = form.getByLabel('Sales tax rate (%)');
      await expect(rate).toHaveValue('8.25');
      await rate.fill('8.8755');
      await form.getByRole('button', { name: 'Save Store Settings' }).click();
      await expect(form.getByText('A tax rate can have at most three decimals, such as 8.875')).toBeVisible();
      await rate.fill('8.875');
      await form.getByRole('button', { name: 'Save Store Settings' }).click();
      await expect(page.getByText('Store settings saved')).toBeVisible();
      await page.reload();
      await expect(rate).toHaveValue('8.875');

      const till = new NewSalePage(page);
      await till.goto();
      await till.add('Espresso');
      await till.add('Espresso');
      await till.add('Blueberry Muffin');
      // 2 × 3.50 + 3.75 = 10.75; tax 8.875% = 0.9540625 → 0.95; total 11.70.
      await expect(till.total('Subtotal')).toHaveText('$10.75');
      await expect(till.total('Tax (8.875%)')).toHaveText('$0.95');
      await expect(till.total('Total')).toHaveText('$11.70');
      await till.completeWith('Cash');

      // The server took the rate and the sale, and worked out the same tax (it refuses totals that differ).
      await expect
        .poll(async () => (await readTillStorage(page, '')).unsynced, { timeout: 30_000 })
        .toEqual([]);
      const pulled = await page.request.get('/api/sync/pull?cursor=0&limit=5000');
      expect(pulled.status()).toBe(200);
      const changes = (await pulled.json()).changes as { entity: string; row?: Record<string, unknown> }[];
      expect(changes.find((change) => change.entity === 'storeSettings')?.row).toMatchObject({
        taxRateMilliPercent: 8875,
      });
      expect(
        changes.filter((change) => change.entity === 'sale' && change.row?.total === 1170).map((c) => c.row),
      ).toEqual([expect.objectContaining({ subtotal: 1075, tax: 95, total: 1170 })]);
      const quarantine = await page.request.get('/api/sync/quarantine');
      expect((await quarantine.json()).sales).toEqual([]);
    } finally {
      await close();
    }
  });
});

test.describe('your profile', () => {
  test('checks the password fields and refuses a wrong current password', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { name, email } = await addUserAsAdmin(page, 'Kim');

    const mine = await signInWith(browser, String(baseURL), email, PASSWORD);
    const profile = new SettingsPage(mine);
    await profile.goto('/settings/profile');
    await expect(profile.profileForm.getByLabel('Name')).toHaveValue(name);
    await expect(profile.profileForm.getByText('Staff', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(mine);

    await profile.changePassword('', 'new-beans-2026', 'other');
    await expect(profile.profileForm.getByText('Current password is required')).toBeVisible();
    await expect(profile.profileForm.getByText('New passwords do not match')).toBeVisible();
    await profile.profileForm.getByLabel('New password', { exact: true }).fill('');
    await profile.profileForm.getByLabel('Confirm new password').fill('');
    await profile.profileForm.getByLabel('Current password').fill(PASSWORD);
    await profile.profileForm.getByRole('button', { name: 'Save Profile' }).click();
    await expect(profile.profileForm.getByText('New password is required')).toBeVisible();

    await profile.changePassword('not-my-password', 'new-beans-2026');
    await expect(profile.profileForm.getByText('Failed to update profile')).toBeVisible();
    await expect(profile.profileForm.getByText('Current password is incorrect')).toBeVisible();

    await profile.profileForm.getByLabel('Current password').fill('');
    await profile.profileForm.getByLabel('New password', { exact: true }).fill('');
    await profile.profileForm.getByLabel('Confirm new password').fill('');
    await profile.profileForm.getByLabel('Name').fill(`${name} B`);
    await profile.profileForm.getByRole('button', { name: 'Save Profile' }).click();
    await expect(mine.getByText('Profile updated successfully')).toBeVisible();
    await new AppShell(mine).expectSignedInAs(`${name} B`, 'Staff');
    await mine.context().close();
  });

  test('an avatar saved on one browser is seen on another', async ({ page, browser, baseURL }) => {
    const { id, name, email } = await addUserAsAdmin(page, 'Ari');
    const settings = new SettingsPage(page);
    await expect(settings.userRow(name).getByTestId('avatar-initials')).toHaveText(
      `A${id[0]?.toUpperCase()}`,
    );

    const mine = await signInWith(browser, String(baseURL), email, PASSWORD);
    const profile = new SettingsPage(mine);
    await profile.goto('/settings/profile');
    await profile.saveAvatar({ name: 'me.png', mimeType: 'image/png', buffer: AVATAR_PNG });
    // This browser shows it at once, from its own copy.
    await expect(new AppShell(mine).avatarImage).toBeVisible();

    // The admin's browser never held the file: the pulled row names it and the list fetches it from the server.
    // (A focus wakes the sync engine as a returning user's does.)
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(settings.userAvatar(name)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const shown = await settings.userAvatar(name).evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      return { width: image.naturalWidth, src: image.src };
    });
    expect(shown.width).toBe(1);
    expect(shown.src).toMatch(/^blob:/);
    await mine.context().close();
  });

  test('a password change signs out the other browser and keeps this one', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { email } = await addUserAsAdmin(page, 'Lee');

    const here = await signInWith(browser, String(baseURL), email, PASSWORD);
    const there = await signInWith(browser, String(baseURL), email, PASSWORD);
    const profile = new SettingsPage(here);
    await profile.goto('/settings/profile');
    await profile.changePassword(PASSWORD, 'new-beans-2026');
    await expect(here.getByText('Profile updated successfully')).toBeVisible();

    await expectSignedOut(there);
    await new LoginPage(there).signIn(email, PASSWORD);
    await new LoginPage(there).expectInvalidCredentialsBanner();
    await new LoginPage(there).signIn(email, 'new-beans-2026');
    await new AppShell(there).expectDashboardAfterSignIn();

    // This browser stays signed in, across a reload too.
    await here.reload();
    await expect(here).toHaveURL(/\/settings\/profile$/);
    await expect(profile.profileForm).toBeVisible();
    await here.context().close();
    await there.context().close();
  });
});
