import { expect, type Locator, type Page } from '@playwright/test';

/** The end-of-day (Z) report of one business day (/cashup/z/{day}). */
export class CashupZReportPage {
  readonly report: Locator;
  readonly controls: Locator;
  readonly dayField: Locator;
  readonly printButton: Locator;

  constructor(readonly page: Page) {
    this.report = page.getByTestId('z-report');
    this.controls = page.getByTestId('z-report-controls');
    this.dayField = page.getByLabel('Business day');
    this.printButton = page.getByRole('button', { name: /^Print the Z report/ });
  }

  async goto(day: string): Promise<void> {
    await this.page.goto(`/cashup/z/${day}`);
    await this.expectShown(day);
  }

  async expectShown(day: string): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`/cashup/z/${day}$`));
    await expect(this.report).toBeVisible();
    await expect(this.report.locator('time')).toHaveAttribute('datetime', day);
  }

  async choosePaper(paper: 'A4' | '80 mm receipt'): Promise<void> {
    await this.page.getByRole('radio', { name: paper }).check();
  }

  table(name: string): Locator {
    return this.report.getByRole('table', { name, exact: true });
  }

  /** A row of a table by its first cell's words, e.g. row('Sales summary', 'Gross sales'). */
  row(table: string, label: string): Locator {
    return this.table(table)
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) });
  }

  /** The cells after the row's label, as text. */
  async values(table: string, label: string): Promise<string[]> {
    return this.row(table, label).getByRole('cell').allInnerTexts();
  }

  /** The first cell of each row of a table, in order. */
  labels(table: string): Promise<string[]> {
    return this.table(table).getByRole('rowheader').allInnerTexts();
  }

  get submittedBy(): Locator {
    return this.page.getByTestId('z-report-submitted-by');
  }

  get approvedBy(): Locator {
    return this.page.getByTestId('z-report-approved-by');
  }
}
