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
  /** The same rows as cards, where the columns do not fit (a tablet beside the sidebar). */
  readonly cards: Locator;
  readonly chips: Locator;
  readonly month: Locator;
  readonly newButton: Locator;
  readonly exportButton: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Search expenses' });
    this.table = page.getByRole('table');
    this.cards = page.getByRole('list', { name: 'Expenses' });
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

  /** The descriptions in the table (or its cards), top to bottom. */
  descriptions(): Locator {
    return this.table.getByRole('rowheader').or(this.cards.getByRole('heading'));
  }

  /** An expense's table row, or its card. */
  row(description: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: description }) })
      .or(
        this.cards
          .getByRole('listitem')
          .filter({ has: this.page.getByRole('heading', { name: description }) }),
      );
  }

  /** The row's (or card's) link to the edit form. */
  editLink(description: string): Locator {
    return this.row(description).getByRole('link', { name: `Edit ${description}` });
  }

  /** The row's (or card's) Delete, which asks first (deleteDialog). */
  deleteButton(description: string): Locator {
    return this.row(description).getByRole('button', { name: `Delete ${description}` });
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

  /** The sort button: in its column header, or above the cards. */
  sortButton(name: 'Date' | 'Amount'): Locator {
    return this.sortHeader(name)
      .getByRole('button', { name })
      .or(this.page.getByRole('group', { name: 'Sort by' }).getByRole('button', { name }));
  }

  async sortBy(name: 'Date' | 'Amount'): Promise<void> {
    await this.sortButton(name).click();
  }

  /** The column's aria-sort in a table; above cards, the sort button's name says the direction. */
  async expectSorted(name: 'Date' | 'Amount', direction: 'ascending' | 'descending'): Promise<void> {
    await expect(
      this.sortHeader(name)
        .and(this.page.locator(`[aria-sort="${direction}"]`))
        .or(
          this.page
            .getByRole('group', { name: 'Sort by' })
            .getByRole('button', { name: `${name} sorted ${direction}`, exact: true }),
        ),
    ).toBeVisible();
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
    await this.deleteButton(description).click();
    await this.deleteDialog.getByRole('button', { name: 'Delete' }).click();
    await expect(this.row(description)).toHaveCount(0);
  }
}
