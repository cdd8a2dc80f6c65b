import { expect, type Locator, type Page } from '@playwright/test';

export interface ExpenseEntry {
  description: string;
  amount: string;
  category?: string;
  vendor?: string;
  /** yyyy-mm-dd; the form's default (today) when left out. */
  date?: string;
  paidFromTill?: boolean;
}

/** Expenses (/expenses, spec §2): the list, its filters and cards, and the one add/edit form. */
export class ExpensesPage {
  readonly search: Locator;
  readonly table: Locator;
  readonly chips: Locator;
  readonly month: Locator;
  readonly newButton: Locator;
  readonly exportButton: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Search expenses' });
    this.table = page.getByRole('table');
    this.chips = page.getByRole('group', { name: 'Categories' });
    this.month = page.getByRole('combobox', { name: 'Month' });
    this.newButton = page.getByRole('link', { name: 'New Expense', exact: true });
    this.exportButton = page.getByRole('button', { name: 'Export CSV' });
    this.deleteDialog = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this expense?',
    });
  }

  async goto(): Promise<void> {
    await this.page.goto('/expenses');
    await expect(this.page.getByRole('heading', { name: 'Expenses', level: 1 })).toBeVisible();
  }

  /** The descriptions in the table, top to bottom. */
  descriptions(): Locator {
    return this.table.getByRole('rowheader');
  }

  row(description: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: description }) });
  }

  card(label: 'Total Expenses' | 'Expense Count' | 'Average Expense'): Locator {
    return this.page.getByRole('region', { name: label });
  }

  monthTotals(monthName: string): Locator {
    return this.page.getByRole('region', { name: `${monthName} by category` });
  }

  sortHeader(name: 'Date' | 'Amount'): Locator {
    return this.page.getByRole('columnheader', { name });
  }

  async sortBy(name: 'Date' | 'Amount'): Promise<void> {
    await this.sortHeader(name).getByRole('button', { name }).click();
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
  }

  async chip(label: string): Promise<void> {
    await this.chips.getByRole('button', { name: label, exact: true }).click();
  }

  /** Fills whichever form is open (add or edit); only the fields given are touched. */
  async fill(entry: Partial<ExpenseEntry>): Promise<void> {
    if (entry.description !== undefined) await this.page.getByLabel('Description').fill(entry.description);
    if (entry.amount !== undefined) await this.page.getByLabel('Amount').fill(entry.amount);
    if (entry.category) await this.page.getByLabel('Category').selectOption({ label: entry.category });
    if (entry.vendor !== undefined) await this.page.getByLabel('Vendor').fill(entry.vendor);
    if (entry.date !== undefined) await this.page.getByLabel('Date').fill(entry.date);
    if (entry.paidFromTill) await this.page.getByRole('switch', { name: 'Paid from till' }).click();
  }

  /** From the list: New Expense, fill, Save Expense; lands back on the list. */
  async add(entry: ExpenseEntry): Promise<void> {
    await this.newButton.click();
    await expect(this.page.getByRole('heading', { name: 'Add New Expense' })).toBeVisible();
    await this.fill(entry);
    await this.page.getByRole('button', { name: 'Save Expense' }).click();
    await expect(this.page).toHaveURL(/\/expenses$/);
  }

  async delete(description: string): Promise<void> {
    await this.row(description)
      .getByRole('button', { name: `Delete ${description}` })
      .click();
    await this.deleteDialog.getByRole('button', { name: 'Delete' }).click();
    await expect(this.row(description)).toHaveCount(0);
  }
}
