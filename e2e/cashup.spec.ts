import type { Page } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { CASHUP_SUBMITTED, CashupPage, SECOND_REPORT_QUESTION } from './pages/cashup-page';
import { openAs } from './pages/open-as';
import { NewSalePage } from './pages/sales-new-page';
import { signInAs } from './pages/sign-in-as';
import { readTillStorage } from './pages/till-storage';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, freshStore, test } from './support/fixtures';

// Tests on the worker's shared server each count a day of their own (a past date no sale falls on), so their
// reports never share a business day unless a test means them to.
const AMOUNT_MESSAGE = 'Enter an amount of 0 or more';
const SYNC_TIMEOUT = 30_000;

/** A count with no variance against a day without sales: only the fields no till records carry money. */
const UNRECORDED = { 'Bank Transfers': '120.00', Extras: '5.50', 'GAAP Cash Total': '300.00' } as const;

async function waitUntilPushed(page: Page): Promise<void> {
  await expect
    .poll(async () => (await readTillStorage(page, 'cashup')).unsynced, { timeout: SYNC_TIMEOUT })
    .toEqual([]);
}

/** A report of `day` whose count meets the (empty) record: submitted, and the page says so. */
async function submitBalanced(cashup: CashupPage, day: string): Promise<void> {
  await cashup.date.fill(day);
  await cashup.fill('0', UNRECORDED);
  await cashup.submit();
  await cashup.expectAlert(CASHUP_SUBMITTED);
}

test.describe('cash-up', () => {
  test('the grand total follows the fields live; every amount rule is checked beside its field', async ({
    page,
  }) => {
    const cashup = await openAs(page, 'Manager', CashupPage);
    await expect(cashup.amount('Daily Grand Total')).toHaveValue('$0.00');
    await cashup.amount('Morning Shift Cash (7am - 3pm)').fill('100');
    await cashup.amount('EcoCash Mobile Payments').fill('20.25');
    await cashup.amount('Extras').fill('1.75');
    await cashup.amount('Expenses').fill('30');
    await cashup.amount('GAAP Cash Total').fill('999');
    // 100 + 20.25 + 1.75 − 30; GAAP cash is typed by hand and is not part of it.
    await expect(cashup.amount('Daily Grand Total')).toHaveValue('$92.00');
    await expect(cashup.amount('Daily Grand Total')).not.toBeEditable();

    await cashup.date.fill('2025-01-06');
    await cashup.fill('1', {
      'Morning Shift Cash (7am - 3pm)': '',
      'Afternoon Shift Cash (3pm - 5pm)': 'ten',
      'On The Go Sales Cash': '-1',
      Extras: '1.005',
    });
    await cashup.submit();
    for (const label of [
      'Morning Shift Cash (7am - 3pm)',
      'Afternoon Shift Cash (3pm - 5pm)',
      'On The Go Sales Cash',
      'Extras',
    ] as const) {
      await expect(cashup.amount(label)).toHaveAttribute('aria-invalid', 'true');
      await expect(cashup.amount(label)).toHaveAccessibleDescription(AMOUNT_MESSAGE);
    }
    await expect(cashup.amount('Bank Transfers')).not.toHaveAttribute('aria-invalid', 'true');
    await cashup.date.fill('');
    await cashup.submit();
    await expect(cashup.form.getByText('Date is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the cash-up form with errors');
    expect(cashup.alerts).toEqual([]);
    await expect(cashup.report('2025-01-06')).toHaveCount(0);
  });

  test('Submit Report saves it as submitted, alerts, and lists it with a blue badge and its creator', async ({
    page,
  }) => {
    const cashup = await openAs(page, 'Manager', CashupPage);
    await cashup.date.fill('2025-01-07');
    await cashup.fill('0', UNRECORDED);
    await expect(cashup.amount('Daily Grand Total')).toHaveValue('$125.50');
    await cashup.submit();
    await cashup.expectAlert(CASHUP_SUBMITTED);
    const row = cashup.report('2025-01-07');
    await expect(row).toContainText('$300.00');
    await expect(row).toContainText('$125.50');
    await expect(row).toContainText('Morgan Manager');
    await expect(row.getByText('Submitted')).toHaveAttribute('data-tone', 'blue');
    await expect(cashup.amount('Bank Transfers')).toHaveValue('');
    await expect(cashup.recent.getByRole('columnheader')).toHaveText([
      'Date',
      'GAAP Cash',
      'Daily Total',
      'Status',
      'Created By',
    ]);
  });

  test('Save as Draft keeps the count through a reload and a sign-out/in, for that user only', async ({
    page,
  }) => {
    const cashup = await openAs(page, 'Manager', CashupPage);
    await cashup.date.fill('2025-01-08');
    await cashup.amount('Morning Shift Cash (7am - 3pm)').fill('77.70');
    await cashup.notes.fill('Till 2 still counting');
    await cashup.draftButton.click();
    await expect(page.getByText(/Draft saved on this device/)).toBeVisible();

    await page.reload();
    await expect(cashup.form).toBeVisible();
    await expect(cashup.amount('Morning Shift Cash (7am - 3pm)')).toHaveValue('77.70');
    await expect(cashup.date).toHaveValue('2025-01-08');
    await expect(cashup.notes).toHaveValue('Till 2 still counting');

    await new AppShell(page).logout();
    await openAs(page, 'Admin', CashupPage);
    await expect(cashup.amount('Morning Shift Cash (7am - 3pm)')).toHaveValue('');
    await new AppShell(page).logout();
    await openAs(page, 'Manager', CashupPage);
    await expect(cashup.amount('Morning Shift Cash (7am - 3pm)')).toHaveValue('77.70');
    await expect(page.getByText(/Draft restored from this device/)).toBeVisible();
  });

  test('an admin approves a submitted report; a manager has no approval, and the server keeps it', async ({
    page,
    browser,
    server,
  }) => {
    test.setTimeout(90_000);
    const cashup = await openAs(page, 'Manager', CashupPage);
    await submitBalanced(cashup, '2025-01-09');
    await expect(cashup.report('2025-01-09').getByText('Submitted')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
    await waitUntilPushed(page);

    await new AppShell(page).logout();
    await openAs(page, 'Admin', CashupPage);
    await cashup.approve('2025-01-09');
    await expect(cashup.report('2025-01-09').getByText('Approved')).toHaveAttribute('data-tone', 'green');
    await waitUntilPushed(page);

    // Another till signs in fresh: what it pulls is the server's word that the approval stands.
    const other = await browser.newContext({ baseURL: server.baseURL });
    try {
      const otherPage = await other.newPage();
      const elsewhere = await openAs(otherPage, 'Manager', CashupPage);
      await expect(elsewhere.report('2025-01-09').getByText('Approved')).toBeVisible({
        timeout: SYNC_TIMEOUT,
      });
    } finally {
      await other.close();
    }
  });

  test('an admin sends a report back after a confirmation; the manager corrects it and submits it again', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const cashup = await openAs(page, 'Manager', CashupPage);
    await submitBalanced(cashup, '2025-01-13');
    await expect(page.getByRole('button', { name: /^Send back the report/ })).toHaveCount(0);
    await waitUntilPushed(page);

    await new AppShell(page).logout();
    await openAs(page, 'Admin', CashupPage);
    await page.getByRole('button', { name: 'Approve the report of 2025-01-13' }).click();
    await expectNoSeriousA11yViolations(page, 'the approve confirmation');
    await cashup
      .confirmation('Approve the report of Jan 13, 2025?')
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(cashup.report('2025-01-13').getByText('Submitted')).toBeVisible();
    await cashup.sendBack('2025-01-13');
    await expect(cashup.report('2025-01-13').getByText('Sent back')).toHaveAttribute('data-tone', 'grey');
    await waitUntilPushed(page);

    await new AppShell(page).logout();
    await openAs(page, 'Manager', CashupPage);
    await cashup.date.fill('2025-01-13');
    await cashup.form.getByRole('button', { name: 'Correct the report' }).click();
    await expect(cashup.amount('Extras')).toHaveValue('5.50');
    await cashup.amount('Extras').fill('6.50');
    await cashup.submit();
    await expect.poll(() => cashup.alerts.filter((text) => text === CASHUP_SUBMITTED).length).toBe(2);
    const day = cashup.report('2025-01-13');
    await expect(day).toHaveCount(1);
    await expect(day.getByText('Submitted')).toBeVisible();
    await expect(day).toContainText('$126.50');
    await waitUntilPushed(page);
  });

  test('two reports for one day: the second is flagged, both kept, and an admin deletes the one not kept', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const cashup = await openAs(page, 'Manager', CashupPage);
    for (const gaap of ['410.00', '420.00']) {
      await cashup.date.fill('2025-01-10');
      await cashup.fill('0', { ...UNRECORDED, 'GAAP Cash Total': gaap });
      await cashup.submit();
      if (gaap === '420.00') {
        // A second count of a day already in is asked about first.
        await expect(page.getByTestId('cashup-day-taken')).toBeVisible();
        await cashup
          .confirmation(SECOND_REPORT_QUESTION)
          .getByRole('button', { name: 'Submit second report' })
          .click();
      }
      await expect
        .poll(() => cashup.alerts.filter((text) => text === CASHUP_SUBMITTED).length)
        .toBe(gaap === '410.00' ? 1 : 2);
    }
    const day = cashup.report('2025-01-10');
    await expect(day).toHaveCount(2);
    await expect(day.filter({ hasText: '$420.00' }).getByText('Duplicate day')).toBeVisible();
    await expect(day.filter({ hasText: '$410.00' }).getByText('Duplicate day')).toHaveCount(0);
    await expect(page.getByTestId('cashup-duplicate-note')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Delete the report/ })).toHaveCount(0);
    await waitUntilPushed(page);

    await new AppShell(page).logout();
    await openAs(page, 'Admin', CashupPage);
    await expect(day.filter({ hasText: '$420.00' }).getByText('Duplicate day')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the cash-up screen as an admin reviews a duplicate day');
    await day
      .filter({ hasText: '$420.00' })
      .getByRole('button', { name: /^Delete the report of 2025-01-10/ })
      .click();
    const dialog = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this cash-up report?',
    });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(day).toHaveCount(1);
    await expect(day).toContainText('$410.00');
    await expect(page.getByText('Duplicate day')).toHaveCount(0);
  });
});

test('the dark theme: the form with its errors, a variance and the review actions pass axe', async ({
  page,
}) => {
  const shell = await signInAs(page, 'Admin');
  await shell.useTheme('Dark');
  const cashup = new CashupPage(page);
  await cashup.goto();
  await cashup.date.fill('2025-01-12');
  await cashup.fill('0', UNRECORDED);
  await cashup.submit();
  await cashup.expectAlert(CASHUP_SUBMITTED);
  await expect(page.getByRole('button', { name: 'Approve the report of 2025-01-12' })).toBeVisible();
  await cashup.date.fill('2025-01-11');
  await cashup.fill('0', { 'Morning Shift Cash (7am - 3pm)': '50', Extras: 'x' });
  await expect(cashup.variance('Cash')).toHaveText('$50.00 over');
  await cashup.submit();
  await expect(cashup.amount('Extras')).toHaveAttribute('aria-invalid', 'true');
  await expect(cashup.notes).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page, '/cashup (Dark)');
});

test('staff are sent from /cashup to the dashboard', async ({ page }) => {
  const shell = await signInAs(page, 'Staff');
  await page.goto('/cashup');
  await shell.expectDashboard();
});

test('the count meets a sale rung up today: over or short in words, and a big variance needs a note', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page, close } = await freshStore(browser);
  try {
    const cashup = await openAs(page, 'Manager', CashupPage);
    await expect(cashup.line('Cash')).toContainText('$0.00');
    await expect(cashup.card('sales')).toHaveText('$0.00');

    // One Espresso: 3.50 + tax 8.25% (0.28875 → 0.29) = 3.79, paid in cash.
    const till = new NewSalePage(page);
    await till.goto();
    await till.add('Espresso');
    await expect(till.total('Total')).toHaveText('$3.79');
    await till.completeWith('Cash');

    await cashup.goto();
    await expect(cashup.card('sales')).toHaveText('$3.79');
    await expect(cashup.line('Cash').getByRole('cell').first()).toHaveText('$3.79');
    // Neutral until a figure is typed: an empty form is not short.
    await expect(cashup.variance('Cash')).toHaveText('Not counted yet');
    await expect(cashup.variance('Cash')).toHaveAttribute('data-direction', 'not-counted');
    await expect(cashup.form.getByLabel('Notes (optional)')).toBeVisible();
    await cashup.amount('Morning Shift Cash (7am - 3pm)').fill('0');
    await expect(cashup.variance('Cash')).toHaveText('$3.79 short');
    await cashup.fill('0', { 'Morning Shift Cash (7am - 3pm)': '3.79', 'GAAP Cash Total': '3.79' });
    await expect(cashup.variance('Cash')).toHaveText('Balanced');
    await expect(cashup.variance('Cards')).toHaveText('Balanced');
    await expect(cashup.form.getByLabel('Notes (optional)')).toBeVisible();

    // $10.00 counted against $3.79 recorded: $6.21 over, above the store's $5.00 threshold.
    await cashup.amount('Morning Shift Cash (7am - 3pm)').fill('10');
    await expect(cashup.variance('Cash')).toHaveText('$6.21 over');
    await expect(cashup.variance('Cash')).toHaveAttribute('data-direction', 'over');
    await expect(cashup.form.getByLabel('Notes (required)')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the cash-up screen with a variance');
    await cashup.submit();
    await expect(cashup.notes).toHaveAttribute('aria-invalid', 'true');
    await expect(cashup.notes).toHaveAccessibleDescription(
      /A variance over \$5\.00 needs a note explaining it before you submit/,
    );
    expect(cashup.alerts).toEqual([]);

    await cashup.notes.fill('Float of $6.21 left in the drawer');
    await cashup.submit();
    await cashup.expectAlert(CASHUP_SUBMITTED);
    await expect(cashup.card('gaap')).toHaveText('$3.79');
    await expect(cashup.card('completed')).toHaveText('1');
    await expect(cashup.todayStatus).toHaveText("Today's report is submitted, awaiting approval");

    // Starting a second report for today is warned about before anything is filed.
    await expect(page.getByTestId('cashup-day-taken')).toBeVisible();
    await cashup.fill('0', { 'Morning Shift Cash (7am - 3pm)': '3.79', 'GAAP Cash Total': '3.79' });
    await cashup.submit();
    const second = cashup.confirmation(SECOND_REPORT_QUESTION);
    await expect(second).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the second-report warning');
    await second.getByRole('button', { name: 'Cancel' }).click();
    await expect(cashup.card('completed')).toHaveText('1');
    expect(cashup.alerts.filter((text) => text === CASHUP_SUBMITTED)).toHaveLength(1);
  } finally {
    await close();
  }
});
