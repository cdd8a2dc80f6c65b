import type { DayRange } from '@cafe/domain';
import { FileSpreadsheet } from 'lucide-react';
import { useId, useState } from 'react';
import { db } from '../../data/db';
import { downloadCsv } from '../../lib/download-csv';
import { Button } from '../../ui/button';
import { type ExportProgress, exportSaleLines } from './export-sale-lines';
import type { ExportMessage, ExportRequest } from './export-sale-lines.worker';

/** The export in a worker where the browser has them (the page stays free), else on the page in small steps. */
function runExport(range: DayRange, timeZone: string, onProgress: (progress: ExportProgress) => void) {
  if (typeof Worker === 'undefined') return exportSaleLines(db, range, timeZone, onProgress);
  return new Promise<string>((resolve, reject) => {
    const worker = new Worker(new URL('./export-sale-lines.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ExportMessage>) => {
      const message = event.data;
      if (message.type === 'progress') {
        onProgress({ done: message.done, total: message.total });
        return;
      }
      worker.terminate();
      if (message.type === 'done') resolve(message.csv);
      else reject(new Error(message.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The export worker failed'));
    };
    worker.postMessage({ range, timeZone } satisfies ExportRequest);
  });
}

const count = new Intl.NumberFormat('en-US');

/** Every sale line of the range as one CSV file, read in steps with its progress shown; for those who may export. */
export function ExportSaleLinesButton({
  range,
  timeZone,
  unavailable,
}: {
  range: DayRange;
  timeZone: string;
  /** Why the export cannot run now (the history is still arriving), shown under the disabled button. */
  unavailable?: string;
}) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [failed, setFailed] = useState(false);
  const reasonId = useId();

  async function run() {
    setFailed(false);
    setProgress({ done: 0, total: 0 });
    try {
      const csv = await runExport(range, timeZone, setProgress);
      downloadCsv(`sale-lines_${range.first}_${range.last}.csv`, csv);
    } catch (error) {
      console.error('Failed to export sale lines', error);
      setFailed(true);
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="secondary"
        onClick={run}
        disabled={progress !== null || unavailable !== undefined}
        aria-describedby={unavailable === undefined ? undefined : reasonId}
      >
        <FileSpreadsheet aria-hidden="true" className="size-4" />
        Export sale lines
      </Button>
      {unavailable === undefined ? null : (
        <p id={reasonId} className="text-xs text-stone-600 dark:text-stone-400">
          {unavailable}
        </p>
      )}
      {progress ? (
        <div role="status" className="flex items-center gap-2 text-xs text-stone-600 dark:text-stone-400">
          <progress
            aria-label="Sale lines exported"
            max={Math.max(progress.total, 1)}
            value={progress.done}
            className="h-2 w-32"
          />
          Exporting {count.format(progress.done)} of {count.format(progress.total)} sales…
        </div>
      ) : null}
      {failed ? (
        <p role="alert" className="text-xs text-red-700 dark:text-red-400">
          The sale lines could not be exported. Please try again.
        </p>
      ) : null}
    </div>
  );
}
