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

  /** The Refund dialog of the sale on the row that shows `text` (a tag in its note, searched for first). */
  async openRefund(text: string): Promise<RefundDialog> {
    await this.searchFor(text);
    // A row of the table, or a card where the columns do not fit (a tablet held upright, a phone).
    const action = this.page.getByRole('main').getByRole('button', { name: /^Refund sale/ });
    await expect(action).toHaveCount(1);
    await action.tap();
    const dialog = new RefundDialog(this.page);
    await expect(dialog.form).toBeVisible();
    return dialog;
  }

  card(label: 'Total Sales' | 'Total Revenue' | 'Average Sale'): Locator {
    return this.page.getByRole('region', { name: label });
  }
}

/** The Refund dialog (issue 34): lines and quantities, method, reason, a manager's approval, the refund receipt. */
export class RefundDialog {
  readonly dialog: Locator;
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: /^Refund of sale/ });
    this.form = this.dialog.getByRole('region', { name: 'Refund' });
  }

  async more(product: string, times = 1): Promise<void> {
    for (let tap = 0; tap < times; tap++) {
      await this.form.getByRole('button', { name: `Refund one more ${product}` }).tap();
    }
  }

  async choose(legend: 'Refund to' | 'Reason', option: string): Promise<void> {
    await this.form
      .getByRole('group', { name: legend })
      .getByRole('button', { name: option, exact: true })
      .tap();
  }

  amount(): Locator {
    return this.form.getByText(/^Refund amount:/);
  }

  async approveAs(email: string, password: string): Promise<void> {
    const approval = this.form.getByRole('form', { name: 'Manager approval for refund' });
    await approval.getByLabel('Manager email').fill(email);
    await approval.getByLabel('Manager password').fill(password);
    await approval.getByRole('button', { name: 'Approve refund' }).tap();
  }

  async submit(): Promise<void> {
    await this.form.getByRole('button', { name: /^Refund \$/ }).tap();
  }
}
