import { randomUUID } from 'node:crypto';
import {
  type Cents,
  type EscPosEncoderClass,
  encodePrintDocument,
  type PrintDocument,
  receiptDocument,
  type Sale,
} from '@cafe/domain';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { networkPrinters, stores } from '../db/schema.js';
import { appFixture } from '../test-support/app-fixture.js';
import { printedText } from '../test-support/escpos-decoder.js';
import { type LoopbackPrinter, startLoopbackPrinter } from '../test-support/loopback-printer.js';

const Encoder = ReceiptPrinterEncoder as unknown as EscPosEncoderClass;

const SALE: Sale = {
  id: '3f2a9c1e-7d41-4c55-9a0b-1c2d3e4f5a6b',
  storeId: randomUUID(),
  createdAt: '2026-03-14T15:00:00.000Z',
  updatedAt: '2026-03-14T15:00:00.000Z',
  version: 1,
  deletedAt: null,
  items: [
    { id: randomUUID(), productId: randomUUID(), productName: 'Latte', quantity: 2, unitPrice: 450 as Cents },
    {
      id: randomUUID(),
      productId: randomUUID(),
      productName: 'Blueberry Muffin',
      quantity: 1,
      unitPrice: 325 as Cents,
    },
  ],
  subtotal: 1225 as Cents,
  tax: 101 as Cents,
  total: 1326 as Cents,
  paymentMethod: 'cash',
  payments: [{ method: 'cash', amount: 1326 as Cents }],
  paymentStatus: 'completed',
  createdBy: randomUUID(),
  soldAt: '2026-03-14T15:00:00.000Z',
} as Sale;

function receiptBytes(openDrawer: boolean): string {
  const document = receiptDocument(
    SALE,
    {
      storeName: 'Cafe Demo',
      header: '12 Harbour St',
      footer: 'Thank you!',
      cashier: 'Sam Staff',
      soldAt: 'Mar 14, 2026, 10:00 AM',
      saleLabel: '3f2a9c1e',
      tender: { tendered: 2000 as Cents, change: 674 as Cents },
    },
    { openDrawer },
  );
  return Buffer.from(encodePrintDocument(Encoder, document, { paperWidth: 58 })).toString('base64');
}

function drawerOnlyBytes(): string {
  const document: PrintDocument = { blocks: [], cut: false, openDrawer: true };
  return Buffer.from(encodePrintDocument(Encoder, document, { paperWidth: 80 })).toString('base64');
}

describe('POST /api/print to a network printer', () => {
  const t = appFixture({
    tills: { staffTill: 'staff@cafe.example' },
    sessions: { admin: 'admin@cafe.example', manager: 'manager@cafe.example' },
    app: { printerTimeoutMs: 1500 },
  });
  let printer: LoopbackPrinter;
  let printerId: string;

  beforeAll(async () => {
    printer = await startLoopbackPrinter();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/printers',
      headers: { cookie: t.admin.sessionCookie },
      payload: { name: 'Counter', host: printer.host, port: printer.port },
    });
    expect(added.statusCode).toBe(201);
    printerId = added.json().id;
  });
  afterAll(() => printer.close());
  afterEach(() => printer.clear());

  const print = (cookie: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/print', headers: { cookie }, payload: body });

  it('prints the receipt the loopback printer decodes line by line, with its QR code, the kick and the cut', async () => {
    const answer = await print(t.staffTill.deviceCookie, {
      jobId: randomUUID(),
      printerId,
      bytes: receiptBytes(true),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ outcome: 'printed' });

    const job = await printer.nextJob();
    expect(job.initialized).toBe(true);
    expect(job.codepages).toEqual([19]);
    expect(printedText(job)).toEqual([
      'Cafe Demo',
      '12 Harbour St',
      'Mar 14, 2026, 10:00 AM',
      // 34 characters: 58 mm paper holds 32, so the line wraps at the last space.
      'Sale 3f2a9c1e - Cashier: Sam',
      'Staff',
      '--------------------------------',
      '2 x Latte                  $9.00',
      '$4.50 each',
      '1 x Blueberry Muffin       $3.25',
      '--------------------------------',
      'Subtotal                  $12.25',
      'Tax                        $1.01',
      'Total                     $13.26',
      'Payment                     Cash',
      'Cash tendered             $20.00',
      'Change                     $6.74',
      '--------------------------------',
      'Thank you!',
    ]);
    const title = job.lines.find((line) => line.text.trim() === 'Cafe Demo');
    expect(title).toMatchObject({ bold: true, width: 2, height: 2 });
    expect(job.lines.find((line) => line.text.startsWith('Total'))?.bold).toBe(true);
    expect(job.lines.find((line) => line.text.startsWith('Tax'))?.bold).toBe(false);
    expect(job.qrCodes).toEqual([SALE.id]);
    expect(job.pulses).toEqual([{ pin: 0, onMs: 100, offMs: 500 }]);
    expect(job.cuts).toEqual(['partial']);
  });

  it('sends a card receipt without the drawer kick, and a drawer-only job with nothing printed', async () => {
    expect(
      (await print(t.staffTill.deviceCookie, { jobId: randomUUID(), printerId, bytes: receiptBytes(false) }))
        .statusCode,
    ).toBe(200);
    expect((await printer.nextJob()).pulses).toEqual([]);

    expect(
      (await print(t.staffTill.deviceCookie, { jobId: randomUUID(), printerId, bytes: drawerOnlyBytes() }))
        .statusCode,
    ).toBe(200);
    const drawer = await printer.nextJob();
    expect(drawer.pulses).toHaveLength(1);
    expect(printedText(drawer)).toEqual([]);
    expect(drawer.cuts).toEqual([]);
  });

  it('prints a job once however often its till retries it, and a reprint under a new id prints again', async () => {
    const jobId = randomUUID();
    const bytes = receiptBytes(true);
    expect((await print(t.staffTill.deviceCookie, { jobId, printerId, bytes })).json()).toEqual({
      outcome: 'printed',
    });
    const again = await print(t.staffTill.deviceCookie, { jobId, printerId, bytes });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ outcome: 'already_printed' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(printer.jobs).toHaveLength(1);

    expect((await print(t.staffTill.deviceCookie, { jobId: randomUUID(), printerId, bytes })).json()).toEqual(
      {
        outcome: 'printed',
      },
    );
    await printer.nextJob();
    await printer.nextJob();
    expect(printer.jobs).toHaveLength(2);
  });

  it('refuses a job id another till already used, printing nothing', async () => {
    const jobId = randomUUID();
    expect(
      (await print(t.staffTill.deviceCookie, { jobId, printerId, bytes: receiptBytes(false) })).statusCode,
    ).toBe(200);
    await printer.nextJob();
    const { signInTill } = await import('../test-support/sync-client.js');
    const otherTill = await signInTill(t.app, 'manager@cafe.example');
    const answer = await print(otherTill.deviceCookie, { jobId, printerId, bytes: receiptBytes(false) });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toBe(
      'This print job belongs to another till. Print it again from this till.',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(printer.jobs).toHaveLength(1);
  });

  it('refuses a request without a registered till, even from a signed-in admin', async () => {
    const body = { jobId: randomUUID(), printerId, bytes: receiptBytes(false) };
    expect((await print('', body)).statusCode).toBe(401);
    expect((await print(t.admin.sessionCookie, body)).statusCode).toBe(401);
    expect(printer.jobs).toHaveLength(0);
  });

  it('refuses a printer of another store and one that is not configured', async () => {
    const now = t.clock.now();
    const [other] = await t.database.db
      .insert(stores)
      .values({
        name: 'Second cafe',
        taxRateMilliPercent: 8250,
        currency: 'USD',
        timeZone: 'America/Chicago',
        createdAt: now,
        updatedAt: now,
        version: 0,
      })
      .returning({ id: stores.id });
    if (!other) throw new Error('No second store');
    const [theirs] = await t.database.db
      .insert(networkPrinters)
      .values({ storeId: other.id, name: 'Theirs', host: printer.host, port: printer.port, createdAt: now })
      .returning({ id: networkPrinters.id });
    if (!theirs) throw new Error('No printer of the second store');

    for (const id of [theirs.id, randomUUID()]) {
      const answer = await print(t.staffTill.deviceCookie, {
        jobId: randomUUID(),
        printerId: id,
        bytes: receiptBytes(false),
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error).toBe(
        'That printer is not set up for this store any more. Choose another printer in Settings.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(printer.jobs).toHaveLength(0);
  });

  it('tells the till in words when the printer does not answer, and a retry of the same job prints once it does', async () => {
    const silent = await startLoopbackPrinter();
    const { port } = silent;
    await silent.close();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/printers',
      headers: { cookie: t.admin.sessionCookie },
      payload: { name: 'Kitchen', host: '127.0.0.1', port },
    });
    const kitchenId = added.json().id as string;
    const jobId = randomUUID();
    const answer = await print(t.staffTill.deviceCookie, {
      jobId,
      printerId: kitchenId,
      bytes: receiptBytes(false),
    });
    expect(answer.statusCode).toBe(424);
    expect(answer.json().error).toBe(
      `The printer at 127.0.0.1:${port} (Kitchen) did not answer. Check it is on and connected.`,
    );
    // The same job, retried on a printer that answers: it was never printed, so it prints now.
    const retried = await print(t.staffTill.deviceCookie, { jobId, printerId, bytes: receiptBytes(false) });
    expect(retried.json()).toEqual({ outcome: 'printed' });
    await printer.nextJob();
  });

  it('refuses bad job bodies before anything is sent', async () => {
    for (const body of [
      { jobId: 'not-an-id', printerId, bytes: receiptBytes(false) },
      { jobId: randomUUID(), printerId, bytes: '' },
      { jobId: randomUUID(), printerId, bytes: 'not base64!' },
    ]) {
      expect((await print(t.staffTill.deviceCookie, body)).statusCode).toBe(400);
    }
    expect(printer.jobs).toHaveLength(0);
  });
});

describe('the store’s network printer list', () => {
  const t = appFixture({
    sessions: { admin: 'admin@cafe.example', manager: 'manager@cafe.example', staff: 'staff@cafe.example' },
  });

  const add = (cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/printers', headers: { cookie }, payload });

  it('lets only an admin add or remove a printer; anyone signed in may read the list', async () => {
    for (const cookie of [t.manager.sessionCookie, t.staff.sessionCookie]) {
      expect((await add(cookie, { name: 'Bar', host: '10.0.0.9', port: 9100 })).statusCode).toBe(403);
    }
    const added = await add(t.admin.sessionCookie, { name: ' Bar ', host: '10.0.0.9', port: 9100 });
    expect(added.statusCode).toBe(201);
    const { id } = added.json();
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/printers',
      headers: { cookie: t.staff.sessionCookie },
    });
    expect(listed.json().printers).toEqual([{ id, name: 'Bar', host: '10.0.0.9', port: 9100 }]);

    const remove = (cookie: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/printers/${id}`, headers: { cookie } });
    expect((await remove(t.manager.sessionCookie)).statusCode).toBe(403);
    expect((await remove(t.admin.sessionCookie)).statusCode).toBe(204);
    expect((await remove(t.admin.sessionCookie)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/printers' })).statusCode).toBe(401);
  });

  it('refuses an address that is not a host, or a port out of range, with words for the form', async () => {
    for (const payload of [
      { name: 'Bar', host: 'http://10.0.0.9/', port: 9100 },
      { name: 'Bar', host: '10.0.0.9', port: 70000 },
      { name: '', host: '10.0.0.9', port: 9100 },
    ]) {
      const answer = await add(t.admin.sessionCookie, payload);
      expect(answer.statusCode).toBe(400);
    }
  });
});
