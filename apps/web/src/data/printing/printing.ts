import { DRAWER_ONLY_DOCUMENT, type PrintDocument } from '@cafe/domain';
import { toBase64 } from '../../lib/base64';
import { encodeForPrinter } from '../../lib/printing/encode-for-printer';
import { sendToSerialPrinter } from '../../lib/printing/serial-printer';
import { sendToUsbPrinter } from '../../lib/printing/usb-printer';
import { db, type PrintJobRow } from '../db';
import { addPrintJob, type PrintTransports, sendPrintJob } from './print-jobs';
import { printersApi } from './printers-api';
import { readTillPrinter } from './till-printer';

/** The transports of this browser: the server for network printers, WebUSB and WebSerial for the till's own. */
const browserTransports: PrintTransports = {
  async network(job) {
    const result = await printersApi.print({
      jobId: job.jobId,
      printerId: job.printerId,
      bytes: toBase64(job.bytes),
    });
    return result.ok ? null : result.error;
  },
  usb: (bytes) => sendToUsbPrinter(bytes as Uint8Array<ArrayBuffer>),
  serial: sendToSerialPrinter,
};

/**
 * What printing a document came to: `browser` when this till has no printer chosen (the caller opens the print
 * dialog, the fallback), else the job as it stands after its first send.
 */
export type PrintOutcome = { kind: 'browser' } | { kind: 'job'; job: PrintJobRow };

/** Prints a document as a new job on this till's printer (a reprint is another call: another job). */
export async function printDocument(document: PrintDocument, title: string): Promise<PrintOutcome> {
  const printer = await readTillPrinter(db);
  if (printer.kind === 'browser') return { kind: 'browser' };
  const bytes = await encodeForPrinter(document, printer.paperWidth);
  const job = await addPrintJob(
    db,
    { title, kind: printer.kind, networkPrinterId: printer.networkPrinterId, bytes },
    new Date(),
  );
  return { kind: 'job', job: await sendPrintJob(db, job.id, browserTransports) };
}

/** Sends a job again as itself: the server never prints one job id twice. */
export function retryPrintJob(id: string): Promise<PrintJobRow> {
  return sendPrintJob(db, id, browserTransports);
}

/**
 * Kicks the cash drawer open with a pulse-only job on this till's printer ("No sale", a cash refund). A till that
 * prints through the browser has no drawer on a printer to open: `browser`.
 */
export function openCashDrawer(): Promise<PrintOutcome> {
  return printDocument(DRAWER_ONLY_DOCUMENT, 'Open drawer');
}
