import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A sign-in is slow by design: the server hashes the password (scrypt), the browser derives a 600,000-round PBKDF2
 * verifier, the signed-in screens' code loads and a new till copies its store — seconds on two loaded cores, with
 * 'Signing in…' or 'Preparing this till…' on screen all along (slow-start.spec.ts fails a page that goes blank or
 * silent meanwhile). This bounds that work; it does not excuse a blank page.
 */
export const SIGN_IN_TIMEOUT_MS = 20_000;

/** The signed-in layout (spec §2 Layout shell): what these specs need of it. */
export class AppShell {
  readonly sidebar: Locator;
  readonly pageHeading: Locator;
  readonly logoutButton: Locator;
  /** The signed-in user's picture in the sidebar (initials when there is none). */
  readonly avatarImage: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    this.avatarImage = this.sidebar.getByTestId('avatar-image');
    this.pageHeading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.logoutButton = this.sidebar.getByRole('button', { name: 'Logout' });
  }

  async expectOn(path: string, heading: string, options: { timeout?: number } = {}): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`), options);
    await expect(this.pageHeading).toHaveText(heading, options);
  }

  async expectDashboard(): Promise<void> {
    await this.expectOn('/dashboard', 'Dashboard');
  }

  /** The dashboard a sign-in lands on, allowing for the sign-in's own work (SIGN_IN_TIMEOUT_MS). */
  async expectDashboardAfterSignIn(): Promise<void> {
    await this.expectOn('/dashboard', 'Dashboard', { timeout: SIGN_IN_TIMEOUT_MS });
  }

  /** The sidebar shows the user's name and their role's label. */
  async expectSignedInAs(name: string, roleLabel: string): Promise<void> {
    await expect(this.sidebar.getByText(name, { exact: true })).toBeVisible();
    await expect(this.sidebar.getByText(roleLabel, { exact: true })).toBeVisible();
  }

  /** Follows a sidebar link, as a person moves between screens: no reload, so nothing in flight is cut off. */
  async openFromSidebar(name: string): Promise<void> {
    await this.sidebar.getByRole('link', { name }).click();
  }

  /** Chooses a theme in the top bar's Theme menu and waits until the page wears it. */
  async useTheme(theme: 'Light' | 'Dark'): Promise<void> {
    await this.page.getByRole('button', { name: 'Theme' }).click();
    await this.page.getByRole('menuitemradio', { name: theme }).click();
    await expect(this.page.locator('html')).toHaveClass(theme === 'Dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  }

  async logout(): Promise<void> {
    await this.logoutButton.click();
    await expect(this.page).toHaveURL(/\/login$/);
  }
}
