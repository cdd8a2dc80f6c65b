import type { Browser, Page } from '@playwright/test';
import { ExpensesPage } from './pages/expenses-page';
import { openAs } from './pages/open-as';
import { signInAs } from './pages/sign-in-as';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, type StartedServer, startServer, test } from './support/fixtures';

const REQUIRED = 'Please fill all required fields correctly';

// Tests on the shared server name their expenses with their own tag.
const tag = (name: string) => `${name} ${Date.now().toString(36)}`;

test.describe('the manager records spending', () => {
  test('adds, edits and deletes an expense, deleting only after the question', async ({ page }) => {
    const expenses = await openAs(page, 'Manager', ExpensesPage);
    const description = tag('Oat milk crates');
    await expenses.add({ description, amount: '42.5', vendor: 'Dairy Farm', date: '2026-03-05' });
    await expect(expenses.row(description)).toContainText('$42.50');
    await expect(expenses.row(description)).toContainText('Inventory');
    await expect(expenses.row(description)).toContainText('Mar 5, 2026');

    await expenses.editLink(description).click();
    await expect(page.getByRole('heading', { name: 'Edit Expense' })).toBeVisible();
    await expect(page.getByLabel('Amount')).toHaveValue('42.50');
    await expenses.fill({ amount: '44', category: 'Other', paidFromTill: true });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/expenses$/);
    await expect(expenses.row(description)).toContainText('$44.00');
    await expect(expenses.row(description)).toContainText('Other');
    await expect(expenses.row(description)).toContainText('Paid from till');

    await expenses.deleteButton(description).click();
    await expect(expenses.deleteDialog).toBeVisible();
    await expenses.deleteDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(expenses.row(description)).toBeVisible();
    await expenses.delete(description);
    await page.reload();
    await expect(expenses.descriptions().first()).toBeVisible();
    await expect(expenses.row(description)).toHaveCount(0);
  });

  test('each required field says the spec message, and nothing is saved', async ({ page }) => {
    const expenses = await openAs(page, 'Manager', ExpensesPage);
    await expenses.newButton.click();
    await expect(page.getByRole('heading', { name: 'Add New Expense' })).toBeVisible();
    await expect(expenses.newButton).toHaveCount(0);
    await expect(page.getByLabel('Category')).toHaveValue('inventory');
    await expect(page.getByLabel('Date')).not.toHaveValue('');
    const save = page.getByRole('button', { name: 'Save Expense' });
    const messageOf = (label: string) => page.getByLabel(label, { exact: true });

    // Blank description.
    await expenses.fill({ amount: '5' });
    await save.click();
    await expect(messageOf('Description')).toHaveAttribute('aria-invalid', 'true');
    // The spec's banner, and its words beside the blank field.
    await expect(page.getByRole('alert').filter({ hasText: REQUIRED })).toBeVisible();
    await expect(page.getByText(REQUIRED)).toHaveCount(2);

    // An amount of 0 (spec: more than 0, at least 0.01).
    await expenses.fill({ description: 'Napkins', amount: '0' });
    await save.click();
    await expect(messageOf('Amount')).toHaveAttribute('aria-invalid', 'true');
    // The banner says the spec's words; beside the amount, what it must be.
    await expect(page.getByText(REQUIRED)).toHaveCount(1);
    await expect(page.getByText('Amount must be at least $0.01')).toBeVisible();

    // A blank date.
    await expenses.fill({ amount: '0.01', date: '' });
    await save.click();
    await expect(messageOf('Date')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(REQUIRED)).toHaveCount(2);
    await expect(page).toHaveURL(/\/expenses\/new$/);
    await expectNoSeriousA11yViolations(page, 'the expense form with errors');

    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/expenses$/);
    await expect(expenses.row('Napkins')).toHaveCount(0);
  });

  test('search (description or vendor, any case) and chips filter; no match says so', async ({ page }) => {
    const expenses = await openAs(page, 'Manager', ExpensesPage);
    const flyers = tag('Summer flyers');
    await expenses.add({ description: flyers, amount: '80', category: 'Marketing', vendor: 'PrintShop' });

    await expenses.searchFor('printSHOP');
    await expect(expenses.descriptions()).toHaveText([flyers]);
    await expect(expenses.card('Total Expenses')).toContainText('$80.00');
    await expenses.searchFor('');
    await expenses.chip('Marketing');
    await expect(expenses.descriptions()).toHaveText([flyers]);
    await expenses.chip('Utilities');
    await expect(expenses.row('Monthly electricity bill')).toBeVisible();
    await expect(expenses.row(flyers)).toHaveCount(0);
    await expenses.chip('All');
    await expenses.searchFor('no such thing zzz');
    await expect(page.getByText('No expenses match your search criteria.')).toBeVisible();
    await expect(expenses.card('Average Expense')).toContainText('$0.00');
  });

  test('the list and the form pass an axe scan', async ({ page }) => {
    const expenses = await openAs(page, 'Manager', ExpensesPage);
    await expect(expenses.descriptions().first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/expenses');
    await expenses.month.selectOption({ index: 1 });
    await expect(page.getByRole('region', { name: /by category$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/expenses with a month chosen');
    await page.goto('/expenses/new');
    await expect(page.getByRole('heading', { name: 'Add New Expense' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/expenses/new');
  });

  test('the list, its delete question and the form pass an axe scan in the dark theme', async ({ page }) => {
    const shell = await signInAs(page, 'Manager');
    await shell.useTheme('Dark');
    const expenses = new ExpensesPage(page);
    await expenses.goto();
    await expenses.month.selectOption({ index: 1 });
    await expect(page.getByRole('region', { name: /by category$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/expenses (Dark)');
    await expenses.descriptions().first().waitFor();
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await expect(expenses.deleteDialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the delete question (Dark)');
    await expenses.deleteDialog.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/expenses/new');
    await expect(page.getByRole('heading', { name: 'Add New Expense' })).toBeVisible();
    await page.getByRole('button', { name: 'Save Expense' }).click();
    await expect(page.getByText(REQUIRED).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/expenses/new with errors (Dark)');
  });
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

  test('chips, sort and delete work by touch, and sorting by keyboard', async ({ page }) => {
    const expenses = await openAs(page, 'Manager', ExpensesPage);
    const description = tag('Tap test');
    await expenses.add({ description, amount: '9999', category: 'Other', date: '2026-01-10' });

    await expenses.chips.getByRole('button', { name: 'Other', exact: true }).tap();
    await expect(expenses.descriptions().first()).toHaveText(description);
    await expenses.chips.getByRole('button', { name: 'All', exact: true }).tap();
    await expenses.sortButton('Amount').tap();
    await expenses.expectSorted('Amount', 'descending');
    await expect(expenses.descriptions().first()).toHaveText(description);

    await expenses.sortButton('Amount').focus();
    await page.keyboard.press('Enter');
    await expenses.expectSorted('Amount', 'ascending');
    await page.keyboard.press('Space');
    await expenses.expectSorted('Amount', 'descending');

    await expenses.deleteButton(description).tap();
    await expenses.deleteDialog.getByRole('button', { name: 'Delete' }).tap();
    await expect(expenses.row(description)).toHaveCount(0);
  });
});

test('staff see the expenses but cannot record one', async ({ page }) => {
  const expenses = await openAs(page, 'Staff', ExpensesPage);
  await expect(expenses.row('Monthly electricity bill')).toBeVisible();
  await expect(expenses.newButton).toHaveCount(0);
  await expect(expenses.exportButton).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  // The form needs create_expense; someone who may see the list is sent back to it.
  await page.goto('/expenses/new');
  await expect(page).toHaveURL(/\/expenses$/);
  await expect(expenses.row('Monthly electricity bill')).toBeVisible();
});

// Its own server: the cards, month and export below are counted from a store holding only this story's expenses.
test.describe('a month of books from an empty store', () => {
  test.describe.configure({ mode: 'serial' });
  let server: StartedServer;

  test.beforeAll(async () => {
    server = await startServer({ demo: true });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  async function managerOn(browser: Browser): Promise<{ page: Page; expenses: ExpensesPage }> {
    const context = await browser.newContext({ baseURL: server.baseURL, acceptDownloads: true });
    const page = await context.newPage();
    const expenses = await openAs(page, 'Manager', ExpensesPage);
    return { page, expenses };
  }

  test('the seeded expenses go, the empty list offers the first one, and a month is recorded', async ({
    browser,
  }) => {
    const { page, expenses } = await managerOn(browser);
    await expect(expenses.card('Total Expenses')).toContainText('$951.25');
    await expect(expenses.card('Expense Count')).toContainText('3');
    await expect(expenses.card('Average Expense')).toContainText('$317.08');
    for (const description of [
      'Coffee beans and dairy restock',
      'Monthly electricity bill',
      'Espresso machine descaling and service',
    ]) {
      await expenses.delete(description);
    }
    await expect(page.getByText('No expenses have been recorded yet.')).toBeVisible();
    await expect(expenses.card('Average Expense')).toContainText('$0.00');
    await expect(expenses.card('Expense Count')).toContainText('0');
    await expectNoSeriousA11yViolations(page, '/expenses with no expenses');

    await page.getByRole('link', { name: 'Record Your First Expense' }).click();
    await expect(page.getByRole('heading', { name: 'Add New Expense' })).toBeVisible();
    await expenses.fill({
      description: 'Coffee beans',
      amount: '120',
      vendor: 'Bean Co',
      date: '2026-03-02',
    });
    await page.getByRole('button', { name: 'Save Expense' }).click();
    await expect(page).toHaveURL(/\/expenses$/);

    await expenses.add({ description: 'March rent', amount: '1500', category: 'Rent', date: '2026-03-01' });
    await expenses.add({ description: 'Milk', amount: '35.25', vendor: 'Dairy Farm', date: '2026-03-18' });
    await expenses.add({
      description: 'February rent',
      amount: '1500',
      category: 'Rent',
      date: '2026-02-01',
    });
    await expect(expenses.card('Expense Count')).toContainText('4');
    await expect(expenses.card('Total Expenses')).toContainText('$3,155.25');
  });

  test('Date and Amount sort, a repeated click toggles; the month shows its totals per category', async ({
    browser,
  }) => {
    const { expenses } = await managerOn(browser);
    await expect(expenses.sortHeader('Date')).toHaveAttribute('aria-sort', 'descending');
    await expect(expenses.descriptions()).toHaveText(['Milk', 'Coffee beans', 'March rent', 'February rent']);
    await expenses.sortBy('Date');
    await expect(expenses.sortHeader('Date')).toHaveAttribute('aria-sort', 'ascending');
    await expect(expenses.descriptions()).toHaveText(['February rent', 'March rent', 'Coffee beans', 'Milk']);
    await expenses.sortBy('Amount');
    await expect(expenses.sortHeader('Amount')).toHaveAttribute('aria-sort', 'descending');
    await expect(expenses.descriptions().nth(2)).toHaveText('Coffee beans');
    await expect(expenses.descriptions().nth(3)).toHaveText('Milk');
    await expenses.sortBy('Amount');
    await expect(expenses.sortHeader('Amount')).toHaveAttribute('aria-sort', 'ascending');
    await expect(expenses.descriptions().first()).toHaveText('Milk');

    await expect(expenses.month.getByRole('option')).toHaveText([
      'All months',
      'March 2026',
      'February 2026',
    ]);
    await expenses.month.selectOption({ label: 'March 2026' });
    await expect(expenses.descriptions()).toHaveCount(3);
    const totals = expenses.monthTotals('March 2026');
    await expect(totals.getByRole('term')).toHaveText(['Inventory', 'Rent']);
    await expect(totals.getByRole('definition')).toHaveText(['$155.25', '$1,500.00']);
    await expect(expenses.card('Total Expenses')).toContainText('$1,655.25');
  });

  test('CSV export holds what is filtered, in the order shown', async ({ browser }) => {
    const { page, expenses } = await managerOn(browser);
    await expenses.month.selectOption({ label: 'March 2026' });
    await expenses.chip('Inventory');
    await expect(expenses.descriptions()).toHaveText(['Milk', 'Coffee beans']);
    const downloading = page.waitForEvent('download');
    await expenses.exportButton.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('expenses-2026-03.csv');
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const csv = (await readFile(path, 'utf8')).replace(/^\ufeff/, '');
    expect(csv.split('\r\n')).toEqual([
      'Date,Description,Category,Vendor,Amount,Status,Paid from till,Receipt',
      '2026-03-18,Milk,Inventory,Dairy Farm,35.25,Pending,no,no',
      '2026-03-02,Coffee beans,Inventory,Bean Co,120.00,Pending,no,no',
      '',
    ]);
  });
});
