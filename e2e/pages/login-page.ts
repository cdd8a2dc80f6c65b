import { expect, type Locator, type Page } from '@playwright/test';
import type { DemoRole } from './demo-accounts';

/** The sign-in screen (spec §2 Sign-in) as a person uses it. */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly signInButton: Locator;
  readonly busyButton: Locator;
  readonly banner: Locator;
  readonly accounts: Locator;
  readonly demoNotice: Locator;
  readonly passwordNote: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.signInButton = page.getByRole('button', { name: 'Sign In', exact: true });
    this.busyButton = page.getByRole('button', { name: 'Signing in...' });
    this.banner = page.getByRole('alert').filter({ hasText: 'Invalid credentials' });
    this.accounts = page.getByRole('region', { name: 'Available accounts' });
    this.demoNotice = page.getByText(/this is a demo application/i);
    this.passwordNote = page.getByText(/All accounts use the password:/);
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/login$/);
    await expect(this.signInButton).toBeVisible();
  }

  account(role: DemoRole): Locator {
    return this.accounts.getByRole('listitem').filter({ hasText: new RegExp(`^${role}`) });
  }

  /** Clicks the account's 'Use' button: signs in with it and the shared demo password. */
  async use(role: DemoRole): Promise<void> {
    await this.account(role).getByRole('button', { name: 'Use' }).click();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.signInButton.click();
  }

  fieldError(message: string): Locator {
    return this.page.getByText(message, { exact: true });
  }

  async expectInvalidCredentialsBanner(): Promise<void> {
    await expect(this.banner).toBeVisible();
    await expect(this.banner).toContainText('Please check your email and password and try again.');
    await expect(this.page).toHaveURL(/\/login$/);
  }
}
