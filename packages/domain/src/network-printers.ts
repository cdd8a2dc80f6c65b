/**
 * The store's network receipt printers and the print jobs a till sends to them through the server (issue 34 part 4).
 * One schema for the admin's form, the server's routes and the till's request.
 */
import { idSchema } from './auth.js';
import { z } from './zod.js';

/** Raw TCP printing ("JetDirect"): what nearly every network receipt printer listens on. */
export const DEFAULT_PRINTER_PORT = 9100;

/** A receipt with a logo is a few kilobytes; a job far past this is not a receipt. */
export const PRINT_JOB_MAX_BYTES = 256 * 1024;

// A host name (printer-1.local, bar) or an IPv4 address; no scheme, path, port or spaces.
const HOST_PATTERN =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

export const PRINTER_FORM_MESSAGES = {
  name: 'Give the printer a name, up to 60 characters',
  host: 'Enter the printer’s address, like 192.168.1.50 or printer.local',
  port: 'Enter a port from 1 to 65535 (9100 for most receipt printers)',
} as const;

export const networkPrinterInputSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, PRINTER_FORM_MESSAGES.name), z.maxLength(60, PRINTER_FORM_MESSAGES.name)),
  host: z.string().check(z.trim(), z.regex(HOST_PATTERN, PRINTER_FORM_MESSAGES.host)),
  port: z
    .int(PRINTER_FORM_MESSAGES.port)
    .check(z.gte(1, PRINTER_FORM_MESSAGES.port), z.lte(65535, PRINTER_FORM_MESSAGES.port)),
});
export type NetworkPrinterInput = z.infer<typeof networkPrinterInputSchema>;

export const networkPrinterSchema = z.extend(networkPrinterInputSchema, { id: idSchema });
export type NetworkPrinter = z.infer<typeof networkPrinterSchema>;

const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;

/** A till's print job for a network printer: its own id (a retry sends the same one) and the ESC/POS bytes. */
export const printJobRequestSchema = z.object({
  jobId: idSchema,
  printerId: idSchema,
  bytes: z
    .string()
    .check(z.minLength(1), z.maxLength(Math.ceil(PRINT_JOB_MAX_BYTES / 3) * 4), z.regex(BASE64_PATTERN)),
});
export type PrintJobRequest = z.infer<typeof printJobRequestSchema>;

/** The printer did not answer: 424 (a dependency failed), not 502, which tills read as the server being down. */
/** How a print job ended: printed now, or printed before (the same job id again: nothing is printed twice). */
export type PrintJobOutcome = 'printed' | 'already_printed';

/** The words a till shows when the printer at `host:port` could not be reached. */
export function printerDidNotAnswer(printer: { name: string; host: string; port: number }): string {
  return `The printer at ${printer.host}:${printer.port} (${printer.name}) did not answer. Check it is on and connected.`;
}

export const PRINT_REFUSALS = {
  unknownPrinter: 'That printer is not set up for this store any more. Choose another printer in Settings.',
  sending: 'This receipt is being printed already. Wait a moment before trying again.',
  notThisDevice: 'This print job belongs to another till. Print it again from this till.',
} as const;
