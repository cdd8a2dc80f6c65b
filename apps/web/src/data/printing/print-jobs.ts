import type { CafeDb, PrintJobRow } from '../db';

/**
 * Sends one job's bytes by its kind; the words for a person when it could not (null: printed). The network kind goes
 * through the server with the job's own id, so the server prints an id once however often it is sent.
 */
export interface PrintTransports {
  network(job: { jobId: string; printerId: string; bytes: Uint8Array }): Promise<string | null>;
  usb(bytes: Uint8Array): Promise<string | null>;
  serial(bytes: Uint8Array): Promise<string | null>;
}

export type NewPrintJob = Pick<PrintJobRow, 'title' | 'kind' | 'networkPrinterId' | 'bytes'>;

/** Print jobs kept this long after they printed are removed, so the table stays small. */
const KEEP_PRINTED_MS = 7 * 24 * 60 * 60 * 1000;

/** Stores a new job (pending) before anything is sent: if the till closes now, the job is still here to retry. */
export async function addPrintJob(database: CafeDb, job: NewPrintJob, now: Date): Promise<PrintJobRow> {
  const row: PrintJobRow = {
    ...job,
    id: crypto.randomUUID(),
    status: 'pending',
    error: null,
    attempts: 0,
    createdAt: now.toISOString(),
  };
  await database.printJobs.add(row);
  return row;
}

const NOT_SET_UP = 'This print job has no printer to go to. Choose a printer in Settings › Printer.';

function send(job: PrintJobRow, transports: PrintTransports): Promise<string | null> {
  if (job.kind === 'usb') return transports.usb(job.bytes);
  if (job.kind === 'serial') return transports.serial(job.bytes);
  if (!job.networkPrinterId) return Promise.resolve(NOT_SET_UP);
  return transports.network({ jobId: job.id, printerId: job.networkPrinterId, bytes: job.bytes });
}

/**
 * Sends a stored job as itself (a retry is this same call): a job already printed is not sent again. The row
 * records the outcome, with the words for a failure.
 */
export async function sendPrintJob(
  database: CafeDb,
  id: string,
  transports: PrintTransports,
): Promise<PrintJobRow> {
  const job = await database.printJobs.get(id);
  if (!job) throw new Error('No such print job on this till');
  if (job.status === 'printed') return job;
  const error = await send(job, transports);
  const sent: PrintJobRow = {
    ...job,
    attempts: job.attempts + 1,
    status: error === null ? 'printed' : 'failed',
    error,
  };
  await database.printJobs.put(sent);
  return sent;
}

/** Jobs that have not printed yet, oldest first: what a Retry offers. */
export function unprintedJobs(database: CafeDb): Promise<PrintJobRow[]> {
  return database.printJobs.where('status').anyOf('pending', 'failed').sortBy('createdAt');
}

/** Forgets printed jobs older than a week (a reprint is a new job, so nothing needs them). */
export async function dropOldPrintedJobs(database: CafeDb, now: Date): Promise<void> {
  const before = new Date(now.getTime() - KEEP_PRINTED_MS).toISOString();
  await database.printJobs
    .where('createdAt')
    .below(before)
    .and((job) => job.status === 'printed')
    .delete();
}
