// Issue 34 bench: Complete Sale → the receipt's bytes at a network printer. The demo store, a till whose printer is
// a network printer with "print automatically" on; the printer is a loopback TCP listener in this process. Each
// sample is timed from the Cash tap to the moment the listener has the whole job (the till encodes the receipt,
// stores the job, posts it to the server, the server sends it over TCP).
import { startLoopbackPrinter } from '../../apps/server/src/test-support/loopback-printer.js';
import { NewSalePage } from '../../e2e/pages/sales-new-page';
import { firstPage, launch, newProfileDir, removeProfile, signInThroughForm } from './browser';
import type { Scenario } from './scenario';
import { startBenchServer } from './server';
import { p95Row } from './table';

const SAMPLES = Number(process.env.BENCH_PRINT_SAMPLES ?? 20);
const WARM_UP = 2;

export const receiptPrinter: Scenario = {
  name: 'receipt-printer',
  description: 'issue 34: Complete Sale → Cash → the receipt’s bytes at a loopback network printer',
  async run(context) {
    const printer = await startLoopbackPrinter();
    const server = await startBenchServer();
    const dir = await newProfileDir();
    const browser = await launch(dir);
    try {
      const page = await firstPage(browser);
      await signInThroughForm(page, server.baseURL, 'admin@cafe.example');
      await page.goto(`${server.baseURL}/settings`);
      await page.getByLabel('Printer name').fill('Bench');
      await page.getByLabel('Address').fill(printer.host);
      await page.getByLabel('Port').fill(String(printer.port));
      await page.getByRole('button', { name: 'Add printer' }).click();
      await page.getByLabel('Print to').selectOption({ label: `Bench (${printer.host}:${printer.port})` });
      // The box shows the stored choice: it turns checked once the till has saved it, not on the click itself.
      const autoPrint = page.getByRole('checkbox', {
        name: 'Print the receipt automatically on Complete Sale',
      });
      await autoPrint.click();
      await page.locator('input[type=checkbox]:checked').waitFor();

      const till = new NewSalePage(page);
      const samples: number[] = [];
      for (let run = 0; run < SAMPLES + WARM_UP; run += 1) {
        await page.goto(`${server.baseURL}/sales/new`);
        await till.expectShown();
        await till.add('Espresso');
        await till.completeButton.click();
        const cash = till.paymentDialog.getByRole('button', { name: 'Cash', exact: true });
        await cash.waitFor();
        const tapped = performance.now();
        await cash.click();
        await printer.nextJob(30_000);
        if (run >= WARM_UP) samples.push(performance.now() - tapped);
        await till.completeSheet.getByRole('button', { name: 'No receipt' }).click();
      }
      context.log(`receipt-printer: ${samples.map((s) => Math.round(s)).join(', ')} ms`);
      return [
        p95Row(
          'receipt-printer',
          'Cash tap → receipt bytes at the network printer (p95)',
          samples,
          context.budget('receipt_printer_bytes_p95_ms'),
        ),
      ];
    } finally {
      await browser.close();
      await removeProfile(dir);
      await server.stop();
      await printer.close();
    }
  },
};
