import { expect, type Locator, type Page } from '@playwright/test';

export interface NewUser {
  name?: string;
  email?: string;
  role?: 'Admin' | 'Manager' | 'Staff';
  password?: string;
  confirmPassword?: string;
}

/** Settings (spec §2): its tabs, the users list and form, and Your Profile, as a person uses them. */
export class SettingsPage {
  readonly tabs: Locator;
  readonly userForm: Locator;
  readonly profileForm: Locator;

  constructor(readonly page: Page) {
    this.tabs = page.getByRole('navigation', { name: 'Settings' });
    this.userForm = page.getByRole('form', { name: 'User' });
    this.profileForm = page.getByRole('form', { name: 'Your Profile' });
  }

  async goto(path = '/settings'): Promise<void> {
    await this.page.goto(path);
  }

  async expectTabs(labels: readonly string[]): Promise<void> {
    await expect(this.tabs.getByRole('link')).toHaveText([...labels]);
  }

  userRow(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name }) });
  }

  /** The Devices tab's row of the till the page is open on, marked 'This device'. */
  get thisDeviceRow(): Locator {
    return this.page.getByRole('row').filter({ hasText: 'This device' });
  }

  /** Rows of the Devices tab whose till goes by `name` (its own, or its browser in words). */
  tillRows(name: string): Locator {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  /** Names a till from its row of the Devices tab, as an admin. */
  async renameTill(row: Locator, name: string): Promise<void> {
    await row.getByRole('button', { name: /^Rename / }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Rename till' });
    await dialog.getByLabel('Till name').fill(name);
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await expect(dialog).toBeHidden();
  }

  async fillUser(user: NewUser): Promise<void> {
    const form = this.userForm;
    if (user.name !== undefined) await form.getByLabel('Name').fill(user.name);
    if (user.email !== undefined) await form.getByLabel('Email').fill(user.email);
    if (user.role !== undefined) await form.getByLabel('Role').selectOption({ label: user.role });
    if (user.password !== undefined) await form.getByLabel(/^(New )?[Pp]assword$/).fill(user.password);
    if (user.confirmPassword !== undefined)
      await form.getByLabel('Confirm password').fill(user.confirmPassword);
  }

  async addUser(user: Required<Pick<NewUser, 'name' | 'email' | 'password'>> & NewUser): Promise<void> {
    await this.goto('/settings/users/new');
    await expect(this.page.getByRole('heading', { name: 'Add New User' })).toBeVisible();
    await this.fillUser({ confirmPassword: user.password, ...user });
    await this.userForm.getByRole('button', { name: 'Add User' }).click();
    await expect(this.page).toHaveURL(/\/settings\/users$/);
    await expect(this.userRow(user.name)).toBeVisible();
  }

  async setRole(name: string, role: 'Admin' | 'Manager' | 'Staff'): Promise<void> {
    await this.goto('/settings/users');
    await this.userRow(name)
      .getByRole('link', { name: `Edit ${name}` })
      .click();
    await expect(this.page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
    await this.fillUser({ role });
    await this.userForm.getByRole('button', { name: 'Save Changes' }).click();
    await expect(this.page).toHaveURL(/\/settings\/users$/);
  }

  /** A user row's avatar picture (its initials when it has none). */
  userAvatar(name: string): Locator {
    return this.userRow(name).getByTestId('avatar-image');
  }

  /** Chooses a new avatar on Your Profile and saves the profile. */
  async saveAvatar(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const form = this.profileForm;
    await form.getByLabel('Avatar', { exact: true }).setInputFiles(file);
    await expect(form.getByRole('button', { name: 'Replace avatar' })).toBeVisible();
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await expect(this.page.getByText('Profile updated successfully')).toBeVisible();
  }

  async changePassword(current: string, next: string, confirm = next): Promise<void> {
    const form = this.profileForm;
    await form.getByLabel('Current password').fill(current);
    await form.getByLabel('New password', { exact: true }).fill(next);
    await form.getByLabel('Confirm new password').fill(confirm);
    await form.getByRole('button', { name: 'Save Profile' }).click();
  }
}
