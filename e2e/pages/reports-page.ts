import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { AppShell } from './app-shell';

export type ReportPeriodLabel =
  | 'Today'
  | 'Yesterday'
  | 'This week'
  | 'Last week'
  | 'This month'
  | 'Last month'
  | 'Custom';

export type SummaryFigure =
  | 'count'
  | 'gross'
  | 'discounts'
  | 'net'
  | 'tax'
  | 'taken'
  | 'average'
  | 'tips'
  | 'expenses'
  | 'salesMinusExpenses';

/** Reports (/reports, issue 13) as an owner reads and exports them. */
export class ReportsPage {
  readonly period: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly exportSaleLinesButton: Locator;

  constructor(readonly page: Page) {
    this.period = page.getByLabel('Period');
    this.from = page.getByLabel('From');
    this.to = page.getByLabel('To');
    this.exportSaleLinesButton = page.getByRole('button', { name: 'Export sale lines' });
  }

  /** By the sidebar, as a manager goes there: no reload, so a sale still committing lands on the live figures. */
  async open(): Promise<void> {
    await new AppShell(this.page).openFromSidebar('Reports');
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/reports/);
    await expect(this.page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await expect(this.value('taken')).toBeVisible();
  }

  async choose(period: ReportPeriodLabel): Promise<void> {
    await this.period.selectOption({ label: period });
  }

  async custom(from: string, to: string): Promise<void> {
    await this.choose('Custom');
    await this.from.fill(from);
    await this.to.fill(to);
  }

  value(figure: SummaryFigure): Locator {
    return this.page.getByTestId(`summary-${figure}-value`);
  }

  previous(figure: SummaryFigure): Locator {
    return this.page.getByTestId(`summary-${figure}-previous`);
  }

  table(title: string): Locator {
    return this.page.getByRole('table', { name: title });
  }

  /** A table's body rows as their cells' text. */
  async rows(title: string): Promise<string[][]> {
    return this.table(title)
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) =>
          Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent?.trim() ?? ''),
        ),
      );
  }

  exportButton(title: string): Locator {
    return this.page.getByRole('button', { name: `Export CSV of ${title}` });
  }

  /** Clicks `button`, waits for the file and reads it back as CSV records (BOM dropped, header first). */
  async download(button: Locator): Promise<{ name: string; records: string[][] }> {
    const downloading = this.page.waitForEvent('download');
    await button.click();
    const download = await downloading;
    const path = await download.path();
    const text = (await readFile(path, 'utf8')).replace(/^\ufeff/, '');
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    return { name: download.suggestedFilename(), records: parsed.data };
  }
}
