import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in layout (spec §2 Layout shell): what these specs need of it. */
export class AppShell {
  readonly sidebar: Locator;
  readonly pageHeading: Locator;
  readonly logoutButton: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    this.pageHeading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.logoutButton = this.sidebar.getByRole('button', { name: 'Logout' });
  }

  async expectOn(path: string, heading: string): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await expect(this.pageHeading).toHaveText(heading);
  }

  async expectDashboard(): Promise<void> {
    await this.expectOn('/dashboard', 'Dashboard');
  }

  /** The sidebar shows the user's name and their role's label. */
  async expectSignedInAs(name: string, roleLabel: string): Promise<void> {
    await expect(this.sidebar.getByText(name, { exact: true })).toBeVisible();
    await expect(this.sidebar.getByText(roleLabel, { exact: true })).toBeVisible();
  }

  async logout(): Promise<void> {
    await this.logoutButton.click();
    await expect(this.page).toHaveURL(/\/login$/);
  }
}
