import type { CafeDb, TillPrinterRow } from '../db';

/** A till prints through the browser's dialog until someone chooses a printer for it. */
export const DEFAULT_TILL_PRINTER: TillPrinterRow = {
  id: 'this-till',
  kind: 'browser',
  networkPrinterId: null,
  networkPrinterName: null,
  paperWidth: 80,
  autoPrint: false,
};

export async function readTillPrinter(database: CafeDb): Promise<TillPrinterRow> {
  return (await database.tillPrinter.get('this-till')) ?? DEFAULT_TILL_PRINTER;
}

export async function saveTillPrinter(database: CafeDb, choice: Omit<TillPrinterRow, 'id'>): Promise<void> {
  await database.tillPrinter.put({ ...choice, id: 'this-till' });
}
