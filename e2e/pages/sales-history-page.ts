import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './app-shell';

/** Sales History (/sales, spec §2). */
export class SalesHistoryPage {
  readonly search: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly newSaleLink: Locator;
  readonly firstSaleLink: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByLabel('Search sales');
    this.table = page.getByRole('table');
    this.rows = this.table.getByRole('row').filter({ has: page.getByRole('cell') });
    this.newSaleLink = page.getByRole('main').getByRole('link', { name: 'New Sale', exact: true });
    this.firstSaleLink = page.getByRole('link', { name: 'Create Your First Sale' });
  }

  async goto(): Promise<void> {
    await new AppShell(this.page).openFromSidebar('Sales');
    await expect(this.page).toHaveURL(/\/sales$/);
  }

  async startNewSale(): Promise<void> {
    await this.newSaleLink.click();
    await expect(this.page).toHaveURL(/\/sales\/new$/);
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
  }

  async sortBy(column: 'Date' | 'Total'): Promise<void> {
    await this.table.getByRole('button', { name: column }).click();
  }

  /** Each shown row's Total cell, top to bottom. */
  totals(): Locator {
    return this.rows.locator('td:nth-child(4)');
  }

  card(label: 'Total Sales' | 'Total Revenue' | 'Average Sale'): Locator {
    return this.page.getByRole('region', { name: label });
  }
}
