import { printedText } from '../apps/server/src/test-support/escpos-decoder';
import { type LoopbackPrinter, startLoopbackPrinter } from '../apps/server/src/test-support/loopback-printer';
import { DrawerPage } from './pages/drawer-page';
import { NewSalePage } from './pages/sales-new-page';
import { signInAs } from './pages/sign-in-as';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, freshStore, test } from './support/fixtures';
import { expectNoSidewaysScroll, expectTouchSizedControls } from './support/layout-checks';

// Issue 34 part 4: an admin lists the cafe's network receipt printer, this till prints to it, the test page and then
// a cash sale's receipt (with the drawer kick) arrive at the printer, which here is a loopback TCP listener that
// decodes the ESC/POS it receives.

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

let printer: LoopbackPrinter;
test.beforeAll(async () => {
  printer = await startLoopbackPrinter();
});
test.afterAll(() => printer.close());

test('a network printer set up in Settings prints the test page, a cash sale’s receipt with the drawer kick, and opens the drawer for a cash refund and No sale', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { page, close } = await freshStore(browser);
  try {
    await signInAs(page, 'Admin');
    await page.goto('/settings');
    const printers = page.getByRole('region', { name: 'Network printers' });
    const tillPrinter = page.getByRole('region', { name: 'This till’s printer' });
    await expect(page.getByText('No network printers yet. Add the first below.')).toBeVisible();

    // Bad input is refused on the till, beside its field, and nothing is added.
    await page.getByLabel('Printer name').fill('Counter');
    await page.getByLabel('Address').fill('http://bad address');
    await page.getByRole('button', { name: 'Add printer' }).tap();
    await expect(
      page.getByText('Enter the printer’s address, like 192.168.1.50 or printer.local'),
    ).toBeVisible();

    await page.getByLabel('Address').fill(printer.host);
    await page.getByLabel('Port').fill(String(printer.port));
    await page.getByRole('button', { name: 'Add printer' }).tap();
    await expect(page.getByRole('list', { name: 'Network printers' })).toContainText(
      `Counter ${printer.host}:${printer.port}`,
    );

    await page.getByLabel('Print to').selectOption({ label: `Counter (${printer.host}:${printer.port})` });
    await page.getByLabel('Paper width').selectOption({ label: '58 mm' });
    await page.getByRole('checkbox', { name: 'Print the receipt automatically on Complete Sale' }).tap();
    await expect(
      page.getByRole('checkbox', { name: 'Print the receipt automatically on Complete Sale' }),
    ).toBeChecked();

    await page.getByRole('button', { name: 'Print test page' }).tap();
    await expect(page.getByText('Test page printed.')).toBeVisible();
    const testPage = await printer.nextJob();
    expect(printedText(testPage)).toContain('Printer test page');
    expect(printedText(testPage)).toContain('Printer: Counter');
    expect(testPage.cuts).toEqual(['partial']);
    expect(testPage.pulses).toEqual([]);

    await expectNoSeriousA11yViolations(page, 'Settings with the printer');
    await expectNoSidewaysScroll(page, 'Settings with the printer 1024×768');
    await expectTouchSizedControls(printers, 'Network printers 1024×768');
    await expectTouchSizedControls(tillPrinter, 'This till’s printer 1024×768');

    // A cash sale: the receipt prints by itself on Complete Sale, and its job kicks the drawer.
    const till = new NewSalePage(page);
    await till.goto();
    await till.add('Espresso');
    await till.completeButton.tap();
    await till.paymentDialog.getByRole('button', { name: 'Cash', exact: true }).tap();
    const sheet = till.completeSheet;
    await expect(sheet.getByText('Receipt printed.')).toBeVisible();
    const receipt = await printer.nextJob();
    const lines = printedText(receipt);
    expect(lines.some((line) => /^1 x Espresso\s+\$3\.50$/.test(line))).toBe(true);
    expect(lines.some((line) => /^Total\s+\$3\.79$/.test(line))).toBe(true);
    expect(lines.some((line) => /^Payment\s+Cash$/.test(line))).toBe(true);
    expect(receipt.pulses).toHaveLength(1);
    expect(receipt.qrCodes).toHaveLength(1);
    expect(receipt.cuts).toEqual(['partial']);

    // Print receipt again is a reprint: a new job, printed, without opening the drawer.
    await sheet.getByRole('button', { name: 'Print receipt' }).tap();
    const reprint = await printer.nextJob();
    expect(reprint.qrCodes).toEqual(receipt.qrCodes);
    expect(reprint.pulses).toEqual([]);
    await expectNoSeriousA11yViolations(page, 'the sale-complete sheet after printing');
    await sheet.getByRole('button', { name: 'No receipt' }).tap();

    // A cash refund opens the drawer: a job of the kick alone, nothing printed.
    await page
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /^Refund sale / })
      .tap();
    const refunding = page.getByRole('dialog');
    await refunding.getByRole('button', { name: 'Refund all' }).tap();
    await refunding.getByRole('button', { name: 'Mis-tap' }).tap();
    await refunding.getByRole('button', { name: 'Refund $3.79' }).tap();
    await expect(refunding.getByText('Refund saved')).toBeVisible();
    const refundKick = await printer.nextJob();
    expect(refundKick.pulses).toHaveLength(1);
    expect(refundKick.lines).toEqual([]);
    await page.keyboard.press('Escape');

    // So does "No sale" on an open drawer.
    await page.goto('/settings/store');
    await page.getByRole('switch', { name: 'Cash drawers' }).tap();
    await page.getByRole('button', { name: 'Save Store Settings' }).tap();
    await expect(page.getByText('Store settings saved')).toBeVisible();
    const drawer = new DrawerPage(page);
    await drawer.goto();
    await drawer.open('100.00');
    await drawer.noSale();
    const noSaleKick = await printer.nextJob();
    expect(noSaleKick.pulses).toHaveLength(1);
    expect(noSaleKick.lines).toEqual([]);
  } finally {
    await close();
  }
});
