import { describe, expect, it } from 'vitest';
import { freshDb } from '../sync/test-kit';
import {
  addPrintJob,
  dropOldPrintedJobs,
  type PrintTransports,
  sendPrintJob,
  unprintedJobs,
} from './print-jobs';

const NOW = new Date('2026-03-14T15:00:00.000Z');
const RECEIPT = new Uint8Array([0x1b, 0x40, 0x41, 0x0a]);

/** A network printer seen from the till: each send is recorded; `answers` says what each send is told. */
function recordingTransports(answers: (string | null)[]) {
  const sent: { jobId: string; printerId: string; bytes: Uint8Array }[] = [];
  const transports: PrintTransports = {
    async network(job) {
      sent.push(job);
      return answers.shift() ?? null;
    },
    usb: async () => 'not this kind',
    serial: async () => 'not this kind',
  };
  return { sent, transports };
}

const networkJob = {
  title: 'Receipt 3f2a9c1e',
  kind: 'network' as const,
  networkPrinterId: 'printer-1',
  bytes: RECEIPT,
};

describe('the till’s print jobs', () => {
  it('keeps a job before sending it, then marks it printed', async () => {
    const database = freshDb();
    const job = await addPrintJob(database, networkJob, NOW);
    expect((await database.printJobs.get(job.id))?.status).toBe('pending');
    const { sent, transports } = recordingTransports([null]);
    const printed = await sendPrintJob(database, job.id, transports);
    expect(printed).toMatchObject({ status: 'printed', attempts: 1, error: null });
    // Bytes read back from IndexedDB are another realm's Uint8Array: compare their values.
    expect(sent.map((one) => ({ ...one, bytes: [...one.bytes] }))).toEqual([
      { jobId: job.id, printerId: 'printer-1', bytes: [...RECEIPT] },
    ]);
  });

  it('retries a failed job as the same job id, and never sends a printed one again', async () => {
    const database = freshDb();
    const job = await addPrintJob(database, networkJob, NOW);
    const { sent, transports } = recordingTransports([
      'The printer at 10.0.0.9:9100 (Bar) did not answer.',
      null,
    ]);
    const failed = await sendPrintJob(database, job.id, transports);
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'The printer at 10.0.0.9:9100 (Bar) did not answer.',
    });
    expect(await unprintedJobs(database)).toHaveLength(1);

    expect((await sendPrintJob(database, job.id, transports)).status).toBe('printed');
    expect((await sendPrintJob(database, job.id, transports)).attempts).toBe(2);
    expect(sent.map((one) => one.jobId)).toEqual([job.id, job.id]);
    expect(await unprintedJobs(database)).toEqual([]);
  });

  it('prints a reprint as a new job with its own id', async () => {
    const database = freshDb();
    const { sent, transports } = recordingTransports([null, null]);
    const first = await addPrintJob(database, networkJob, NOW);
    await sendPrintJob(database, first.id, transports);
    const reprint = await addPrintJob(database, networkJob, NOW);
    await sendPrintJob(database, reprint.id, transports);
    expect(new Set(sent.map((one) => one.jobId)).size).toBe(2);
  });

  it('sends USB and serial jobs to their own transports, and words a network job with no printer', async () => {
    const database = freshDb();
    const usbBytes: Uint8Array[] = [];
    const transports: PrintTransports = {
      network: async () => 'not this kind',
      usb: async (bytes) => {
        usbBytes.push(bytes);
        return null;
      },
      serial: async () => 'The serial printer did not take the receipt.',
    };
    const usb = await addPrintJob(database, { ...networkJob, kind: 'usb', networkPrinterId: null }, NOW);
    expect((await sendPrintJob(database, usb.id, transports)).status).toBe('printed');
    expect(usbBytes.map((bytes) => [...bytes])).toEqual([[...RECEIPT]]);
    const serial = await addPrintJob(
      database,
      { ...networkJob, kind: 'serial', networkPrinterId: null },
      NOW,
    );
    expect((await sendPrintJob(database, serial.id, transports)).error).toBe(
      'The serial printer did not take the receipt.',
    );
    const lost = await addPrintJob(database, { ...networkJob, networkPrinterId: null }, NOW);
    expect((await sendPrintJob(database, lost.id, transports)).error).toBe(
      'This print job has no printer to go to. Choose a printer in Settings › Printer.',
    );
  });

  it('forgets printed jobs after a week but keeps those still to print', async () => {
    const database = freshDb();
    const { transports } = recordingTransports([null]);
    const printed = await addPrintJob(database, networkJob, NOW);
    await sendPrintJob(database, printed.id, transports);
    const waiting = await addPrintJob(database, networkJob, NOW);
    await dropOldPrintedJobs(database, new Date(NOW.getTime() + 8 * 24 * 60 * 60 * 1000));
    expect((await database.printJobs.toArray()).map((job) => job.id)).toEqual([waiting.id]);
  });
});
