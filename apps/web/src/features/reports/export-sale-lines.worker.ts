/// <reference lib="webworker" />
import type { DayRange } from '@cafe/domain';
import { db } from '../../data/db';
import { exportSaleLines } from './export-sale-lines';

/**
 * The sale lines export off the page's thread: reading 100,000 sales out of IndexedDB and writing their lines is
 * seconds of work, and here none of it can hold up a tap or the progress bar. Opens the same device database.
 */
export interface ExportRequest {
  range: DayRange;
  timeZone: string;
}

export type ExportMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; csv: string }
  | { type: 'failed'; message: string };

/** Off the page, a step can be large: no frame waits on it. */
const SALES_PER_STEP = 10_000;

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<ExportRequest>) => {
  const post = (message: ExportMessage) => scope.postMessage(message);
  try {
    const { range, timeZone } = event.data;
    const csv = await exportSaleLines(
      db,
      range,
      timeZone,
      (progress) => post({ type: 'progress', ...progress }),
      SALES_PER_STEP,
    );
    post({ type: 'done', csv });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
