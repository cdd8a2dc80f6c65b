import { PAPER_COLUMNS, PAPER_WIDTHS, type PaperWidth, testPageDocument } from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { db, type PrinterKind, type TillPrinterRow } from '../../data/db';
import { printDocument } from '../../data/printing/printing';
import { readTillPrinter, saveTillPrinter } from '../../data/printing/till-printer';
import { chooseSerialPrinter, serialPrintingAvailable } from '../../lib/printing/serial-printer';
import { chooseUsbPrinter, usbPrintingAvailable } from '../../lib/printing/usb-printer';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorBanner } from '../../ui/error-banner';
import { Spinner } from '../../ui/spinner';
import { TouchCheckbox } from '../../ui/touch-checkbox';
import type { NetworkPrintersRead } from './use-network-printers';

const SELECT_CLASS =
  'block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100';

type TestState =
  | { state: 'idle' }
  | { state: 'printing' }
  | { state: 'printed' }
  | { state: 'failed'; message: string };

/** The choice's value in the one "Print to" list: a kind, or the id of one of the store's network printers. */
function choiceValue(printer: TillPrinterRow): string {
  return printer.kind === 'network' ? `network:${printer.networkPrinterId ?? ''}` : printer.kind;
}

/** This till's printer: where it prints, on what paper, and whether Complete Sale prints by itself. */
export function TillPrinterSection({
  networkPrinters,
  storeName,
}: {
  networkPrinters: NetworkPrintersRead;
  storeName: string;
}) {
  const printer = useLiveQuery(() => readTillPrinter(db), []);
  const [test, setTest] = useState<TestState>({ state: 'idle' });
  const [chooseError, setChooseError] = useState<string | null>(null);

  if (!printer) return <Spinner label="Loading this till’s printer" />;

  const save = (change: Partial<TillPrinterRow>) => saveTillPrinter(db, { ...printer, ...change });

  const choose = async (value: string) => {
    setChooseError(null);
    setTest({ state: 'idle' });
    if (value.startsWith('network:')) {
      const id = value.slice('network:'.length);
      const chosen =
        networkPrinters.state === 'ready' ? networkPrinters.printers.find((one) => one.id === id) : undefined;
      await save({ kind: 'network', networkPrinterId: id, networkPrinterName: chosen?.name ?? null });
      return;
    }
    const kind = value as PrinterKind;
    // The browser asks which USB or serial device to allow: only a tap may ask, and this change is one.
    if (kind === 'usb' && !(await chooseUsbPrinter())) {
      setChooseError('No USB printer was chosen. Plug the printer in, switch it on, and choose it again.');
      return;
    }
    if (kind === 'serial' && !(await chooseSerialPrinter())) {
      setChooseError('No serial printer was chosen. Connect the printer and choose it again.');
      return;
    }
    await save({ kind, networkPrinterId: null, networkPrinterName: null });
  };

  const printTestPage = async () => {
    setTest({ state: 'printing' });
    const name =
      printer.kind === 'network'
        ? (printer.networkPrinterName ?? 'Network printer')
        : printer.kind.toUpperCase();
    try {
      const outcome = await printDocument(
        testPageDocument({ storeName, printerName: name, columns: PAPER_COLUMNS[printer.paperWidth] }),
        'Test page',
      );
      if (outcome.kind === 'browser') setTest({ state: 'idle' });
      else if (outcome.job.status === 'printed') setTest({ state: 'printed' });
      else
        setTest({ state: 'failed', message: outcome.job.error ?? 'The test page did not print. Try again.' });
    } catch {
      setTest({
        state: 'failed',
        message: 'The test page could not be prepared for the printer. Try again.',
      });
    }
  };

  const networkChoices = networkPrinters.state === 'ready' ? networkPrinters.printers : [];
  const current = choiceValue(printer);
  const currentMissing =
    printer.kind === 'network' && !networkChoices.some((one) => one.id === printer.networkPrinterId);

  return (
    <Card role="region" aria-labelledby="till-printer-heading" className="space-y-4 p-5">
      <div>
        <h2 id="till-printer-heading" className="text-lg font-semibold">
          This till’s printer
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          Chosen for this till only. Receipts print here; a cash payment opens the drawer connected to it.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor="till-printer" className="block text-sm font-medium">
            Print to
          </label>
          <select
            id="till-printer"
            className={SELECT_CLASS}
            value={current}
            onChange={(event) => void choose(event.target.value)}
          >
            <option value="browser">The browser’s print dialog</option>
            {currentMissing ? (
              <option value={current}>
                {printer.networkPrinterName ?? 'Network printer'}
                {networkPrinters.state === 'ready' ? ' (no longer listed)' : ''}
              </option>
            ) : null}
            {networkChoices.map((one) => (
              <option key={one.id} value={`network:${one.id}`}>
                {one.name} ({one.host}:{one.port})
              </option>
            ))}
            {usbPrintingAvailable() ? <option value="usb">A USB printer on this till</option> : null}
            {serialPrintingAvailable() ? <option value="serial">A serial printer on this till</option> : null}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="paper-width" className="block text-sm font-medium">
            Paper width
          </label>
          <select
            id="paper-width"
            className={SELECT_CLASS}
            value={printer.paperWidth}
            onChange={(event) => void save({ paperWidth: Number(event.target.value) as PaperWidth })}
          >
            {PAPER_WIDTHS.map((width) => (
              <option key={width} value={width}>
                {width} mm
              </option>
            ))}
          </select>
        </div>
      </div>
      {networkPrinters.state === 'failed' ? (
        <ErrorBanner>The store’s network printers could not be listed. {networkPrinters.message}</ErrorBanner>
      ) : null}
      {chooseError ? <ErrorBanner>{chooseError}</ErrorBanner> : null}
      <TouchCheckbox
        checked={printer.autoPrint}
        onCheckedChange={(checked) => void save({ autoPrint: checked })}
        label="Print the receipt automatically on Complete Sale"
        disabled={printer.kind === 'browser'}
        hint={
          printer.kind === 'browser' ? 'Choose a printer first: the browser’s dialog always asks.' : undefined
        }
      />
      {printer.kind === 'browser' ? null : (
        <div className="space-y-2">
          <Button
            size="lg"
            variant="secondary"
            disabled={test.state === 'printing'}
            onClick={() => void printTestPage()}
          >
            Print test page
          </Button>
          {test.state === 'printing' ? <p role="status">Printing the test page…</p> : null}
          {test.state === 'printed' ? <p role="status">Test page printed.</p> : null}
          {test.state === 'failed' ? <ErrorBanner>{test.message}</ErrorBanner> : null}
        </div>
      )}
    </Card>
  );
}
