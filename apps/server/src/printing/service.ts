import {
  type NetworkPrinter,
  type NetworkPrinterInput,
  PRINT_REFUSALS,
  type PrintJobOutcome,
  printerDidNotAnswer,
} from '@cafe/domain';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { networkPrinters, printJobs } from '../db/schema.js';
import type { SendToPrinter } from './send-to-printer.js';

/** A job left 'sending' this long (the server stopped mid-job) may be claimed again by its till's retry. */
const STALE_SENDING_MS = 60_000;

export interface PrintJob {
  storeId: string;
  deviceId: string;
  jobId: string;
  printerId: string;
  bytes: Uint8Array;
}

export type PrintResult =
  | { ok: true; outcome: PrintJobOutcome }
  | { ok: false; status: 404 | 409 | 424; code: string; error: string };

const PRINTER_COLUMNS = {
  id: networkPrinters.id,
  name: networkPrinters.name,
  host: networkPrinters.host,
  port: networkPrinters.port,
};

/** The store's network printers (an admin's list) and the print jobs tills send to them, each printed once. */
export function createPrintingService(deps: { db: Database; clock: Clock; send: SendToPrinter }) {
  const { db, clock, send } = deps;

  async function findPrinter(storeId: string, printerId: string): Promise<NetworkPrinter | undefined> {
    const [printer] = await db
      .select(PRINTER_COLUMNS)
      .from(networkPrinters)
      .where(and(eq(networkPrinters.storeId, storeId), eq(networkPrinters.id, printerId)));
    return printer;
  }

  /**
   * Takes the job for this request: a new id is inserted as 'sending'; an id of this device's that failed before (or
   * was left sending by a stopped server) is taken again. Anything else is not this request's to print.
   */
  async function claim(job: PrintJob): Promise<boolean> {
    const now = clock.now();
    const staleBefore = new Date(now.getTime() - STALE_SENDING_MS);
    const claimed = await db
      .insert(printJobs)
      .values({
        id: job.jobId,
        storeId: job.storeId,
        deviceId: job.deviceId,
        printerId: job.printerId,
        status: 'sending',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: printJobs.id,
        set: { status: 'sending', printerId: job.printerId, updatedAt: now },
        setWhere: and(
          eq(printJobs.deviceId, job.deviceId),
          or(
            eq(printJobs.status, 'failed'),
            and(eq(printJobs.status, 'sending'), sql`${printJobs.updatedAt} < ${staleBefore}`),
          ),
        ),
      })
      .returning({ id: printJobs.id });
    return claimed.length === 1;
  }

  async function whyNotClaimed(job: PrintJob): Promise<PrintResult> {
    const [existing] = await db
      .select({ deviceId: printJobs.deviceId, status: printJobs.status })
      .from(printJobs)
      .where(eq(printJobs.id, job.jobId));
    if (existing?.deviceId !== job.deviceId) {
      return { ok: false, status: 409, code: 'not_this_device', error: PRINT_REFUSALS.notThisDevice };
    }
    if (existing.status === 'printed') return { ok: true, outcome: 'already_printed' };
    return { ok: false, status: 409, code: 'sending', error: PRINT_REFUSALS.sending };
  }

  return {
    listPrinters(storeId: string): Promise<NetworkPrinter[]> {
      return db
        .select(PRINTER_COLUMNS)
        .from(networkPrinters)
        .where(eq(networkPrinters.storeId, storeId))
        .orderBy(asc(networkPrinters.name), asc(networkPrinters.createdAt));
    },

    async addPrinter(storeId: string, input: NetworkPrinterInput): Promise<NetworkPrinter> {
      const [printer] = await db
        .insert(networkPrinters)
        .values({ storeId, ...input, createdAt: clock.now() })
        .returning(PRINTER_COLUMNS);
      if (!printer) throw new Error('The new printer was not stored');
      return printer;
    },

    async removePrinter(storeId: string, printerId: string): Promise<boolean> {
      const removed = await db
        .delete(networkPrinters)
        .where(and(eq(networkPrinters.storeId, storeId), eq(networkPrinters.id, printerId)))
        .returning({ id: networkPrinters.id });
      return removed.length === 1;
    },

    /** Prints a job at most once per job id; a failed job may be retried under the same id by the till that owns it. */
    async print(job: PrintJob): Promise<PrintResult> {
      const printer = await findPrinter(job.storeId, job.printerId);
      if (!printer)
        return { ok: false, status: 404, code: 'unknown_printer', error: PRINT_REFUSALS.unknownPrinter };
      if (!(await claim(job))) return whyNotClaimed(job);
      const printed = await send(printer, job.bytes);
      await db
        .update(printJobs)
        .set({ status: printed ? 'printed' : 'failed', updatedAt: clock.now() })
        .where(eq(printJobs.id, job.jobId));
      if (printed) return { ok: true, outcome: 'printed' };
      return { ok: false, status: 424, code: 'printer_unreachable', error: printerDidNotAnswer(printer) };
    },
  };
}

export type PrintingService = ReturnType<typeof createPrintingService>;
