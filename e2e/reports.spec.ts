import { DiscountPresetsPage } from './pages/discount-presets-page';
import { ReportsPage } from './pages/reports-page';
import { NewSalePage } from './pages/sales-new-page';
import { signInAs } from './pages/sign-in-as';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, freshStore, test } from './support/fixtures';
import { expectNoOverlappingText, expectNoSidewaysScroll } from './support/layout-checks';
import { catchPrintDialog, points, printedPageSize } from './support/printing';

/** 'yyyy-mm-dd' `days` from today in UTC: a custom range a day wider on each side covers the store's today whatever its zone. */
function utcDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test.describe('reports', () => {
  test('figures of sales rung up here, the previous period, CSV exports read back, and no serious axe finding', async ({
    browser,
  }) => {
    // A store of its own, two sales rung up, an axe audit and three downloads: far longer than one screen's check.
    test.setTimeout(150_000);
    const { page, close } = await freshStore(browser);
    try {
      await signInAs(page, 'Manager');
      // Espresso 3.50 + tax 0.29 (0.28875) = 3.79 in cash; 2 Cappuccinos 9.50 + tax 0.78 (0.78375) = 10.28 by card.
      const till = new NewSalePage(page);
      await till.goto();
      await till.add('Espresso');
      await till.completeWith('Cash');
      await page.getByRole('link', { name: 'New Sale' }).click();
      await till.expectShown();
      await till.add('Cappuccino');
      await till.add('Cappuccino');
      await expect(till.total('Total')).toHaveText('$10.28');
      await till.completeWith('Credit Card');

      const reports = new ReportsPage(page);
      await reports.open();
      await reports.choose('Today');
      await expect(reports.value('taken')).toHaveText('$14.07');
      await expect(reports.value('count')).toHaveText('2');
      await expect(reports.value('gross')).toHaveText('$13.00');
      await expect(reports.value('net')).toHaveText('$13.00');
      await expect(reports.value('tax')).toHaveText('$1.07');
      // 14.07 / 2 = 7.035 → 7.04
      await expect(reports.value('average')).toHaveText('$7.04');
      // Yesterday, the period before, had nothing.
      await expect(reports.previous('taken')).toHaveText('Previous: $0.00');
      expect(await reports.rows('Sales by Payment Method')).toEqual([
        ['Cash', '1', '$3.79', '$0.00'],
        ['Credit Card', '1', '$10.28', '$0.00'],
      ]);
      expect(await reports.rows('Sales by Staff Member')).toEqual([
        ['Morgan Manager', '2', '$14.07', '$0.00'],
      ]);
      expect(await reports.rows('Sales by Product')).toEqual([
        ['Cappuccino', 'Beverages', '2', '$9.50', '$0.00'],
        ['Espresso', 'Beverages', '1', '$3.50', '$0.00'],
      ]);
      const chart = page.getByRole('img', { name: /^Sales by Day: .*\$14\.07$/ });
      await expect(chart).toBeVisible();
      await expect(chart).toHaveJSProperty('tagName', 'CANVAS');
      await expectNoSeriousA11yViolations(page, '/reports');

      // Print one report: only its card on paper, on A4, without its buttons; then the whole page.
      const printCalls = await catchPrintDialog(page);
      await page.getByRole('button', { name: 'Print Sales by Payment Method' }).click();
      expect(await printCalls()).toBe(1);
      await page.emulateMedia({ media: 'print' });
      await expect(reports.table('Sales by Payment Method')).toBeVisible();
      await expect(reports.table('Sales by Staff Member')).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print Sales by Payment Method' })).toBeHidden();
      // A4 is 210 × 297 mm: 595.3 × 841.9 points.
      expect(await printedPageSize(page)).toEqual([
        expect.closeTo(points(210), 0),
        expect.closeTo(points(297), 0),
      ]);
      await page.emulateMedia({ media: 'screen' });
      await page.getByRole('button', { name: 'Print all' }).click();
      expect(await printCalls()).toBe(2);
      await page.emulateMedia({ media: 'print' });
      await expect(reports.table('Sales by Payment Method')).toBeVisible();
      await expect(reports.table('Sales by Staff Member')).toBeVisible();
      await expect(reports.period).toBeHidden();
      await page.emulateMedia({ media: 'screen' });

      // Yesterday: the sales move to the previous period's column.
      await reports.choose('Yesterday');
      await expect(reports.value('taken')).toHaveText('$0.00');
      await expect(page.getByText('No sales or expenses in this period.')).toBeVisible();

      // A custom month around today: the seeded expenses (3, 7 and 15 days ago) 951.25; 14.07 − 951.25 = −937.18.
      await reports.custom(utcDay(-21), utcDay(1));
      await expect(reports.value('taken')).toHaveText('$14.07');
      await expect(reports.value('expenses')).toHaveText('$951.25');
      await expect(reports.value('salesMinusExpenses')).toHaveText('-$937.18');
      expect(await reports.rows('Expenses by Category')).toEqual([
        ['Inventory', '1', '$475.50', '$0.00'],
        ['Utilities', '1', '$325.75', '$0.00'],
        ['Maintenance', '1', '$150.00', '$0.00'],
      ]);
      // An end before the start says so and shows no figures.
      await reports.to.fill(utcDay(-30));
      await expect(page.getByRole('alert')).toHaveText('The end date must be on or after the start date');
      await reports.to.fill(utcDay(1));

      const summary = await reports.download(reports.exportButton('Sales Summary'));
      expect(summary.name).toBe(`summary_${utcDay(-21)}_${utcDay(1)}.csv`);
      expect(summary.records[0]).toEqual(['Figure', 'This period', 'Previous period', 'Change']);
      expect(summary.records).toContainEqual(['Total taken', '14.07', '0.00', '']);
      expect(summary.records).toContainEqual(['Sales minus expenses', '-937.18', '0.00', '']);

      const payments = await reports.download(reports.exportButton('Sales by Payment Method'));
      expect(payments.records).toEqual([
        ['Payment method', 'Sales', 'Total taken', 'Previous total taken', 'Tips'],
        ['Cash', '1', '3.79', '0.00', '0.00'],
        ['Credit Card', '1', '10.28', '0.00', '0.00'],
      ]);

      const lines = await reports.download(reports.exportSaleLinesButton);
      expect(lines.records[0]).toEqual([
        'Date',
        'Time',
        'Sale',
        'Product',
        'Category',
        'Quantity',
        'Unit price',
        'Line discount',
        'Line amount',
        'Payment method',
        'Staff member',
        'Options',
      ]);
      const body = lines.records.slice(1).map((cells) => [cells[3], cells[5], cells[8], cells[9], cells[10]]);
      expect(body).toEqual([
        ['Espresso', '1', '3.50', 'Cash', 'Morgan Manager'],
        ['Cappuccino', '2', '9.50', 'Credit Card', 'Morgan Manager'],
      ]);
    } finally {
      await close();
    }
  });

  test('on a 1024×768 touch tablet: discounts given by discount and by person, and a tip beside the takings, read and exported', async ({
    browser,
  }) => {
    // A store of its own, a preset kept, a sale rung up with a tip, an axe audit and two downloads.
    test.setTimeout(150_000);
    const { page, close } = await freshStore(browser, {
      viewport: { width: 1024, height: 768 },
      hasTouch: true,
    });
    try {
      await signInAs(page, 'Manager');
      await page.goto('/products/discounts');
      const presets = new DiscountPresetsPage(page);
      await presets.expectShown();
      // 10% is under the store's 20% limit: no approval asked for.
      await presets.add({ name: 'Regular 10%', kind: 'Percent', value: '10', appliesTo: 'Whole sale' });

      // Cappuccino 4.75 − 10% (0.475 → 0.48) = 4.27, tax 8.25% 0.352275 → 0.35: $4.62 in cash, and a $1.00 tip.
      const till = new NewSalePage(page);
      await till.goto();
      await till.add('Cappuccino');
      await till.panel.getByRole('button', { name: 'Discount', exact: true }).tap();
      const discount = page.getByRole('dialog', { name: 'Discount', exact: true });
      await discount.getByRole('button', { name: /Regular 10%/ }).tap();
      await expect(discount).toBeHidden();
      await expect(till.total('Total')).toHaveText('$4.62');
      await till.completeButton.tap();
      const payment = till.paymentDialog;
      await payment.getByRole('button', { name: 'Custom' }).tap();
      await payment.getByLabel('Tip amount').fill('1');
      await payment.getByRole('button', { name: 'Cash', exact: true }).tap();
      await till.completeSheet.getByRole('button', { name: 'No receipt' }).tap();
      await expect(till.completeSheet).toBeHidden();

      const reports = new ReportsPage(page);
      await reports.open();
      await reports.choose('Today');
      await expect(reports.value('taken')).toHaveText('$4.62');
      await expect(reports.value('discounts')).toHaveText('$0.48');
      // Not revenue: beside the takings, by method and by day.
      await expect(reports.value('tips')).toHaveText('$1.00');
      await expect(page.getByTestId('payment-tips')).toHaveText('Tips, not in the takings: Cash $1.00');
      expect(await reports.rows('Discounts Given')).toEqual([['Regular 10%', '1', '$0.48']]);
      expect(await reports.rows('Discounts by Staff Member')).toEqual([['Morgan Manager', '1', '$0.48']]);
      const discounts = page.getByTestId('report-discounts');
      await discounts.scrollIntoViewIfNeeded();
      await expectNoSidewaysScroll(page, 'reports 1024×768');
      await expectNoOverlappingText(
        page.getByTestId('report-discountsByStaff'),
        'discounts by staff 1024×768',
      );
      await expectNoSeriousA11yViolations(page, '/reports with discounts and tips');

      const given = await reports.download(reports.exportButton('Discounts Given'));
      expect(given.records).toEqual([
        ['Discount', 'Times given', 'Amount'],
        ['Regular 10%', '1', '0.48'],
      ]);
      const byStaff = await reports.download(reports.exportButton('Discounts by Staff Member'));
      expect(byStaff.records).toEqual([
        ['Staff member', 'Discounts given', 'Amount given', 'Discounts approved', 'Amount approved'],
        ['Morgan Manager', '1', '0.48', '0', '0.00'],
      ]);
      const days = await reports.download(reports.exportButton('Sales by Day'));
      expect(days.records[0]?.at(-1)).toBe('Tips');
      expect(days.records.at(-1)?.at(-1)).toBe('1.00');
    } finally {
      await close();
    }
  });

  test('staff are sent from /reports to the dashboard and never see a Reports link', async ({ page }) => {
    await signInAs(page, 'Staff');
    await page.goto('/reports');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Reports' }),
    ).toHaveCount(0);
  });
});
