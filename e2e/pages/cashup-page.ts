import { expect, type Locator, type Page } from '@playwright/test';
import { TillDatabase } from './till-database';

export const CASHUP_SUBMITTED = 'Cash-up report submitted successfully!';
export const SECOND_REPORT_QUESTION = 'A report for this day is already submitted. Submit a second one?';

/** The amount fields in form order, by the words of their labels (the label adds its number: '1. ...'). */
export const CASHUP_AMOUNT_LABELS = [
  'Morning Shift Cash (7am - 3pm)',
  'Afternoon Shift Cash (3pm - 5pm)',
  'On The Go Sales Cash',
  'FCA Credit Card Transactions',
  'ZIG Credit Card Transactions',
  'EcoCash Mobile Payments',
  'ZIG Cash Payments',
  'Bank Transfers',
  'Loyalty Card Transactions',
  'Extras',
  'Expenses',
  'GAAP Cash Total',
] as const;
export type CashupAmountLabel = (typeof CASHUP_AMOUNT_LABELS)[number] | 'Daily Grand Total';

const escapeParens = (text: string) => text.replace(/[()]/g, '\\$&');

/** Cash-up (/cashup, spec §2): the Daily Cash-up Report form, the record beside it and the recent reports. */
export class CashupPage {
  readonly form: Locator;
  readonly date: Locator;
  readonly notes: Locator;
  readonly submitButton: Locator;
  readonly draftButton: Locator;
  readonly reconciliation: Locator;
  readonly recent: Locator;
  /** Every browser alert the page raised, in order (each is accepted). */
  readonly alerts: string[] = [];

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Daily Cash-up Report' });
    this.date = this.form.getByLabel('Date', { exact: true });
    this.notes = this.form.getByLabel(/^Notes \((optional|required)\)$/);
    this.submitButton = this.form.getByRole('button', { name: 'Submit Report' });
    this.draftButton = this.form.getByRole('button', { name: 'Save as Draft' });
    this.reconciliation = page.getByRole('table', { name: 'Recorded vs counted' });
    this.recent = page.getByRole('table', { name: 'Recent Cash-up Reports' });
    page.on('dialog', (dialog) => {
      this.alerts.push(dialog.message());
      // Several page models on one page each see the dialog; the first to answer it wins.
      dialog.accept().catch(() => undefined);
    });
  }

  async goto(): Promise<void> {
    await this.page.goto('/cashup');
    await expect(this.form).toBeVisible();
  }

  amount(label: CashupAmountLabel): Locator {
    return this.form.getByLabel(new RegExp(`^\\d+\\. ${escapeParens(label)}$`));
  }

  /** Fills every typed amount with `value`, then any given overrides. */
  async fill(value: string, overrides: Partial<Record<CashupAmountLabel, string>> = {}): Promise<void> {
    for (const label of CASHUP_AMOUNT_LABELS) await this.amount(label).fill(overrides[label] ?? value);
  }

  async submit(): Promise<void> {
    await this.submitButton.click();
  }

  /**
   * Today's report with `counted` typed (every other amount 0), cash and cards reconciled as Balanced, submitted,
   * and its Z report opened from the form. Returns the day.
   */
  async closeDayBalanced(counted: Partial<Record<CashupAmountLabel, string>>): Promise<string> {
    await this.goto();
    const today = await this.date.inputValue();
    await this.fill('0', counted);
    for (const group of ['Cash', 'Cards']) {
      await expect(this.reconciliation.getByRole('row', { name: new RegExp(`^${group}`) })).toContainText(
        'Balanced',
      );
    }
    await this.submit();
    await this.expectAlert(CASHUP_SUBMITTED);
    await this.form.getByRole('link', { name: `Z report of ${today}` }).click();
    return today;
  }

  /** The reconciliation line of a group ('Cash', 'Cards', 'Mobile', 'Expenses paid from the till'). */
  line(group: string): Locator {
    return this.reconciliation
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: group, exact: true }) });
  }

  variance(group: string): Locator {
    return this.line(group).getByRole('cell').nth(2);
  }

  report(date: string): Locator {
    return this.recent
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: date, exact: true }) });
  }

  /** The in-page confirmation (an alert dialog, not the browser's) titled `question`. */
  confirmation(question: string | RegExp): Locator {
    return this.page.getByRole('alertdialog', { name: question });
  }

  /** '2025-01-13' as the app shows a day: 'Jan 13, 2025'. */
  static shownDay(day: string): string {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
  }

  /** An admin approves a submitted report, answering the confirmation. */
  async approve(date: string): Promise<void> {
    await this.page.getByRole('button', { name: `Approve the report of ${date}` }).click();
    await this.confirmation(`Approve the report of ${CashupPage.shownDay(date)}?`)
      .getByRole('button', { name: 'Approve' })
      .click();
  }

  /** An admin sends a submitted report back for correction, answering the confirmation. */
  async sendBack(date: string): Promise<void> {
    await this.page.getByRole('button', { name: `Send back the report of ${date} for correction` }).click();
    await this.confirmation(`Send the report of ${CashupPage.shownDay(date)} back for correction?`)
      .getByRole('button', { name: 'Send back' })
      .click();
  }

  /** "Today's report is submitted, awaiting approval" and the like. */
  get todayStatus(): Locator {
    return this.page.getByTestId('cashup-today-status');
  }

  card(name: 'gaap' | 'sales' | 'completed'): Locator {
    return this.page.getByTestId(`cashup-card-${name}-value`);
  }

  async expectAlert(message: string): Promise<void> {
    await expect.poll(() => this.alerts).toContain(message);
  }
}

/** What the till holds of a day's cash-up reports, read straight from IndexedDB. */
export interface StoredCashup {
  id: string;
  version: number;
  status: string;
  approvedBy: string | null;
}

export async function storedCashups(page: Page, date: string): Promise<StoredCashup[]> {
  const rows = await new TillDatabase(page).rows<StoredCashup & { date: string }>('cashups');
  return rows
    .filter((row) => row.date === date)
    .map(({ id, version, status, approvedBy }) => ({ id, version, status, approvedBy: approvedBy ?? null }));
}
