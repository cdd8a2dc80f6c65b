import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './app-shell';

export type DashboardCard = 'sales' | 'orders' | 'pending' | 'revenue';

/** The dashboard (spec §2 Dashboard) as a manager reads it. */
export class DashboardPage {
  readonly dateRange: Locator;
  readonly recentActivity: Locator;
  readonly viewAll: Locator;

  constructor(readonly page: Page) {
    this.dateRange = page.getByRole('button', { name: /^Date range:/ });
    this.recentActivity = page.getByRole('list', { name: 'Recent sales' });
    this.viewAll = page.getByRole('button', { name: 'View All' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard');
    await this.expectShown();
  }

  /**
   * By the sidebar, as a cashier goes back: no reload, so a sale whose local write is still committing lands on the
   * live figures instead of being cut off by the navigation (it would stay in the till's draft, not be lost).
   */
  async open(): Promise<void> {
    await new AppShell(this.page).openFromSidebar('Dashboard');
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/dashboard/);
    await expect(this.page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  }

  card(name: DashboardCard): Locator {
    return this.page.getByTestId(`dashboard-${name}`);
  }

  value(name: DashboardCard): Locator {
    return this.page.getByTestId(`dashboard-${name}-value`);
  }

  async choosePeriod(label: 'Today' | 'Yesterday' | 'Last 7 days' | 'Last 30 days'): Promise<void> {
    await this.dateRange.click();
    await this.page.getByRole('menuitemradio', { name: label }).click();
    await expect(this.dateRange).toHaveAccessibleName(`Date range: ${label}`);
  }
}
