import type { Page } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { CASHUP_SUBMITTED, CashupPage, storedCashups } from './pages/cashup-page';
import { CashupZReportPage } from './pages/cashup-z-report-page';
import { pushByHand, signedInUserId } from './pages/developer-tools';
import { openAs } from './pages/open-as';
import { NewSalePage } from './pages/sales-new-page';
import { signInAs } from './pages/sign-in-as';
import { SyncIndicator } from './pages/sync-indicator';
import { readTillStorage } from './pages/till-storage';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, freshStore, test } from './support/fixtures';
import { points, printedPageSize } from './support/printing';

const SYNC_TIMEOUT = 30_000;
/** 72 mm, the printable width of 80 mm receipt paper, in CSS pixels (96 per inch). */
const RECEIPT_WIDTH_PX = (72 / 25.4) * 96;

async function waitUntilPushed(page: Page): Promise<void> {
  await expect
    .poll(async () => (await readTillStorage(page, 'z-report')).unsynced, { timeout: SYNC_TIMEOUT })
    .toEqual([]);
}

async function ringUp(page: Page, products: string[], method: 'Cash' | 'Credit Card'): Promise<void> {
  const till = new NewSalePage(page);
  await till.goto();
  for (const product of products) await till.add(product);
  await till.completeWith(method);
}

test('the Z report of a day reads the sales rung up, the count, who approved it, and prints on A4 or 80 mm', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { page, close } = await freshStore(browser);
  try {
    await signInAs(page, 'Manager');
    // Espresso 3.50 + Blueberry Muffin 3.75 = 7.25, tax 8.25% 0.598125 → 0.60: 7.85 in cash.
    await ringUp(page, ['Espresso', 'Blueberry Muffin'], 'Cash');
    // Ceramic Logo Mug 14.00, tax 1.155 → 1.16 (half up): 15.16 by card.
    await ringUp(page, ['Ceramic Logo Mug'], 'Credit Card');

    const cashup = new CashupPage(page);
    await cashup.goto();
    const today = await cashup.date.inputValue();
    // Five cents short in the drawer; the card terminal agrees with the till.
    await cashup.fill('0', {
      'Morning Shift Cash (7am - 3pm)': '7.80',
      'FCA Credit Card Transactions': '15.16',
      'GAAP Cash Total': '7.80',
    });
    await cashup.notes.fill('Five cents short');
    await cashup.submit();
    await cashup.expectAlert(CASHUP_SUBMITTED);

    await cashup.form.getByRole('link', { name: `Z report of ${today}` }).click();
    const z = new CashupZReportPage(page);
    await z.expectShown(today);
    await expect(page.getByTestId('z-report-store')).not.toBeEmpty();
    await expect(z.submittedBy).toContainText('Morgan Manager');
    await expect(z.approvedBy).toHaveText('Not approved (Submitted)');

    expect(await z.values('Sales summary', 'Sales count')).toEqual(['2']);
    expect(await z.values('Sales summary', 'Gross sales')).toEqual(['$21.25']);
    expect(await z.values('Sales summary', 'Discounts')).toEqual(['$0.00']);
    expect(await z.values('Sales summary', 'Net sales')).toEqual(['$21.25']);
    expect(await z.values('Sales summary', 'Tax')).toEqual(['$1.76']);
    expect(await z.values('Sales summary', 'Total taken')).toEqual(['$23.01']);
    // 23.01 / 2 = 11.505 → 11.51.
    expect(await z.values('Sales summary', 'Average ticket')).toEqual(['$11.51']);
    expect(await z.values('Totals by payment method', 'Cash')).toEqual(['1', '$7.85', '$0.00']);
    expect(await z.values('Totals by payment method', 'Credit Card')).toEqual(['1', '$15.16', '$0.00']);
    expect(await z.labels('Sales by category')).toEqual(['Beverages', 'Desserts', 'Merchandise']);
    expect(await z.values('Sales by category', 'Merchandise')).toEqual(['1', '$14.00']);
    expect(await z.labels('Top 10 items')).toEqual(['Ceramic Logo Mug', 'Blueberry Muffin', 'Espresso']);
    expect(await z.values('Counted vs recorded', 'Cash')).toEqual(['$7.85', '$7.80', '$0.05 short']);
    expect(await z.values('Counted vs recorded', 'Cards')).toEqual(['$15.16', '$15.16', 'Balanced']);
    expect(await z.values('Expenses', 'Paid from the till')).toEqual(['0', '$0.00']);
    await expect(page.getByTestId('z-report-notes-text')).toHaveText('Five cents short');
    await expectNoSeriousA11yViolations(page, 'the Z report');

    // On paper: the report alone, 72 mm wide on an 80 mm page, or the width of an A4 sheet.
    await z.choosePaper('80 mm receipt');
    await page.emulateMedia({ media: 'print' });
    await expect(z.controls).toBeHidden();
    await expect(new AppShell(page).sidebar).toBeHidden();
    const receipt = await z.report.boundingBox();
    expect(receipt?.width).toBeCloseTo(RECEIPT_WIDTH_PX, 0);
    const [receiptWidth] = await printedPageSize(page);
    expect(receiptWidth).toBeCloseTo(points(80), 0);

    await page.emulateMedia({ media: 'screen' });
    await z.choosePaper('A4');
    await page.emulateMedia({ media: 'print' });
    expect((await z.report.boundingBox())?.width).toBeGreaterThan(RECEIPT_WIDTH_PX * 2);
    // A4 is 210 × 297 mm: 595.3 × 841.9 points.
    expect(await printedPageSize(page)).toEqual([
      expect.closeTo(points(210), 0),
      expect.closeTo(points(297), 0),
    ]);
    await page.emulateMedia({ media: 'screen' });

    // An admin approves on another visit; the report of that day, opened from its row, names them.
    await waitUntilPushed(page);
    await new AppShell(page).logout();
    await signInAs(page, 'Admin');
    await new SyncIndicator(page).expectSynced();
    await cashup.goto();
    await cashup.approve(today);
    await cashup.report(today).getByRole('link', { name: today }).click();
    await z.expectShown(today);
    await expect(z.approvedBy).toContainText('Alex Admin');
  } finally {
    await close();
  }
});

test('staff are sent from a Z report to the dashboard', async ({ page }) => {
  const shell = await signInAs(page, 'Staff');
  await page.goto('/cashup/z/2025-01-14');
  await shell.expectDashboard();
});

test('approval through the API: the server refuses a manager and records the admin as approver', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const day = '2025-01-15';
  const cashup = await openAs(page, 'Manager', CashupPage);
  await cashup.date.fill(day);
  await cashup.fill('0', { 'Bank Transfers': '120.00', 'GAAP Cash Total': '300.00' });
  await cashup.submit();
  await cashup.expectAlert(CASHUP_SUBMITTED);
  await waitUntilPushed(page);
  await expect.poll(async () => (await storedCashups(page, day))[0]?.version ?? 0).toBeGreaterThan(0);
  const [submitted] = await storedCashups(page, day);
  if (!submitted) throw new Error('The report is not on the till');

  // Past the screen, which has no Approve button for a manager: signed with the manager's own key.
  const approve = async (actorId: string) =>
    pushByHand(
      page,
      {
        entity: 'cashup',
        action: 'update',
        actorId,
        data: { id: submitted.id, status: 'approved' },
        baseVersion: submitted.version,
      },
      true,
    );
  expect(await approve(await signedInUserId(page))).toMatchObject({
    status: 200,
    result: {
      status: 'rejected',
      reason: 'forbidden',
      message: 'Only an admin can approve a cash-up report',
    },
  });

  await new AppShell(page).logout();
  await signInAs(page, 'Admin');
  await new SyncIndicator(page).expectSynced();
  const adminId = await signedInUserId(page);
  expect(await approve(adminId)).toMatchObject({ status: 200, result: { status: 'applied' } });
  // What the till pulls back (opening the page syncs it) is the server's word: approved, by the admin who sent it.
  const z = new CashupZReportPage(page);
  await z.goto(day);
  await expect
    .poll(async () => (await storedCashups(page, day))[0], { timeout: SYNC_TIMEOUT })
    .toMatchObject({ status: 'approved', approvedBy: adminId });
  await expect(z.approvedBy).toContainText('Alex Admin');
});

test('a Z report with nothing to show says so, and passes axe in the dark theme', async ({ page }) => {
  const shell = await signInAs(page, 'Manager');
  await shell.useTheme('Dark');
  const z = new CashupZReportPage(page);
  await z.goto('2025-01-16');
  await expect(page.getByTestId('z-report-no-sales')).toHaveText('No sales were recorded on this day.');
  await expect(page.getByTestId('z-report-no-cashup')).toHaveText(
    'No cash-up report was submitted for this day.',
  );
  expect(await z.values('Sales summary', 'Total taken')).toEqual(['$0.00']);
  await expectNoSeriousA11yViolations(page, 'an empty Z report (Dark)');
  // Another day from the report's own date field.
  await z.dayField.fill('2025-01-17');
  await z.expectShown('2025-01-17');
});
