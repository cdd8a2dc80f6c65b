import { CashupPage } from './pages/cashup-page';
import { CashupZReportPage } from './pages/cashup-z-report-page';
import { ReportsPage } from './pages/reports-page';
import { NewSalePage } from './pages/sales-new-page';
import { signInAs } from './pages/sign-in-as';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, freshStore, test } from './support/fixtures';
import {
  expectInsideViewport,
  expectNoOverlappingText,
  expectNoSidewaysScroll,
  expectTouchSizedControls,
} from './support/layout-checks';

// Issue 33, split tender and tips: "$5 cash, the rest on card with a tip" on a touch tablet; the cash part is what the
// cash-up expects in the drawer (with the cash tips), and the Z report and Reports show the tips beside the takings.

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

test('a split cash/card sale with a card tip, and a cash sale with a cash tip, agree in the cash-up, Z report and reports', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { page, close } = await freshStore(browser);
  try {
    await signInAs(page, 'Manager');
    const till = new NewSalePage(page);
    await till.goto();
    // Espresso 3.50 + Blueberry Muffin 3.75 = 7.25, tax 8.25% 0.598125 → 0.60: $7.85.
    await till.add('Espresso');
    await till.add('Blueberry Muffin');
    await till.completeButton.tap();
    const dialog = till.paymentDialog;
    await expect(dialog.getByTestId('left-to-pay')).toHaveText('$7.85');
    await dialog.getByLabel('Amount paying now').fill('5');
    await dialog.getByRole('button', { name: 'Cash', exact: true }).tap();
    // What is left, and the next method asked for.
    await expect(dialog.getByTestId('left-to-pay')).toHaveText('$2.85');
    await expect(dialog.getByRole('list', { name: 'Paid so far' })).toContainText('Cash');
    await expectNoSeriousA11yViolations(page, 'the payment dialog with a leg paid');
    await expectNoSidewaysScroll(page, 'payment dialog 1024×768');
    await expectNoOverlappingText(dialog, 'payment dialog 1024×768');
    await expectTouchSizedControls(dialog, 'payment dialog 1024×768');
    // 20% of $2.85 = 57¢, on top of the card leg.
    await dialog.getByRole('button', { name: '20%' }).tap();
    await dialog.getByRole('button', { name: 'Credit Card', exact: true }).tap();
    const sheet = till.completeSheet;
    await expect(sheet).toContainText('Paid by Cash $5.00 + Credit Card $2.85');
    // A $10 note for the $5 cash part: $5 back.
    await sheet.getByRole('button', { name: '$10', exact: true }).tap();
    await expect(sheet.getByTestId('change-due')).toHaveText('$5.00');
    await sheet.getByRole('button', { name: 'No receipt' }).tap();
    await expect(sheet).toBeHidden();

    // Espresso $3.79 in cash, with a $1.00 tip the customer leaves in the drawer.
    await till.goto();
    await till.add('Espresso');
    await till.completeButton.tap();
    await dialog.getByRole('button', { name: 'Custom' }).tap();
    await dialog.getByLabel('Tip amount').fill('1');
    await dialog.getByRole('button', { name: 'Cash', exact: true }).tap();
    await expect(sheet).toContainText('Paid by Cash');
    await sheet.getByRole('button', { name: 'No receipt' }).tap();
    await expect(sheet).toBeHidden();

    // The drawer holds $5.00 + $3.79 of sales and the $1.00 tip: $9.79. The card terminal took $2.85 (+ its tip).
    const today = await new CashupPage(page).closeDayBalanced({
      'Morning Shift Cash (7am - 3pm)': '9.79',
      'FCA Credit Card Transactions': '2.85',
      'GAAP Cash Total': '9.79',
    });
    const z = new CashupZReportPage(page);
    await z.expectShown(today);
    // Tips are not revenue: $7.85 + $3.79 taken, the tips beside it.
    expect(await z.values('Sales summary', 'Sales count')).toEqual(['2']);
    expect(await z.values('Sales summary', 'Total taken')).toEqual(['$11.64']);
    expect(await z.values('Sales summary', 'Tax')).toEqual(['$0.89']);
    expect(await z.values('Sales summary', 'Tips')).toEqual(['$1.57']);
    // The split sale counts once (under its first leg) and under each method by its amount.
    expect(await z.values('Totals by payment method', 'Cash')).toEqual(['2', '$8.79', '$1.00']);
    expect(await z.values('Totals by payment method', 'Credit Card')).toEqual(['0', '$2.85', '$0.57']);
    expect(await z.values('Counted vs recorded', 'Cash')).toEqual(['$9.79', '$9.79', 'Balanced']);
    expect(await z.values('Counted vs recorded', 'Cards')).toEqual(['$2.85', '$2.85', 'Balanced']);

    const reports = new ReportsPage(page);
    await reports.open();
    await reports.choose('Today');
    await expect(reports.value('taken')).toHaveText('$11.64');
    await expect(page.getByTestId('payment-tips')).toHaveText(
      'Tips, not in the takings: Cash $1.00 · Credit Card $0.57',
    );
    const payments = await reports.download(reports.exportButton('Sales by Payment Method'));
    expect(payments.records).toEqual([
      ['Payment method', 'Sales', 'Total taken', 'Previous total taken', 'Tips'],
      ['Cash', '2', '8.79', '0.00', '1.00'],
      ['Credit Card', '0', '2.85', '0.00', '0.57'],
    ]);
  } finally {
    await close();
  }
});

const SIZES = [
  { name: 'tablet 768×1024', width: 768, height: 1024 },
  { name: 'laptop 1366×800', width: 1366, height: 800 },
  { name: 'phone 390×844', width: 390, height: 844 },
] as const;

test('the payment dialog with a leg paid and a typed tip fits a tablet upright, a laptop and a phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'Staff');
  const till = new NewSalePage(page);
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await till.goto();
    await till.add('Espresso');
    await till.completeButton.click();
    const dialog = till.paymentDialog;
    await dialog.getByLabel('Amount paying now').fill('1');
    await dialog.getByRole('button', { name: 'Cash', exact: true }).click();
    await expect(dialog.getByTestId('left-to-pay')).toHaveText('$2.79');
    await dialog.getByRole('button', { name: 'Custom' }).click();
    await expectNoSidewaysScroll(page, `payment dialog ${size.name}`);
    await expectNoOverlappingText(dialog, `payment dialog ${size.name}`);
    await expectTouchSizedControls(dialog, `payment dialog ${size.name}`);
    // The last method is in reach: the dialog scrolls within the window, never past it.
    await dialog.getByRole('button', { name: 'Mobile', exact: true }).scrollIntoViewIfNeeded();
    await expectInsideViewport(
      dialog.getByRole('button', { name: 'Mobile', exact: true }),
      `Mobile ${size.name}`,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await till.cancelButton.click();
    await page.getByRole('button', { name: 'Yes, cancel sale' }).click();
    await expect(page).toHaveURL(/\/sales$/);
  }
});
