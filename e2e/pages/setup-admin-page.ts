import { expect, type Locator, type Page } from '@playwright/test';

/** First run with CAFE_DEMO=false: the form that creates the cafe's admin. */
export class SetupAdminPage {
  readonly heading: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly createButton: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Create the admin account' });
    this.name = page.getByLabel('Name', { exact: true });
    this.email = page.getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.confirmPassword = page.getByLabel('Confirm password', { exact: true });
    this.createButton = page.getByRole('button', { name: 'Create admin account' });
    this.error = page.getByRole('alert');
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/setup$/);
    await expect(this.heading).toBeVisible();
  }

  async createAdmin(admin: { name: string; email: string; password: string; confirmPassword?: string }) {
    await this.name.fill(admin.name);
    await this.email.fill(admin.email);
    await this.password.fill(admin.password);
    await this.confirmPassword.fill(admin.confirmPassword ?? admin.password);
    await this.createButton.click();
  }
}
