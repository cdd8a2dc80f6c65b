import {
  type Cents,
  formatMoney,
  type LateAdjustment,
  RECONCILIATION_GROUP_LABELS,
  type ReconciliationLine,
  type VarianceDirection,
  varianceNeedsNote,
  varianceNoteMessage,
} from '@cafe/domain';
import { AlertTriangle } from 'lucide-react';
import { cn } from '../../ui/cn';
import { HistoryPending } from '../../ui/history-pending';
import { Spinner } from '../../ui/spinner';
import { type LiveReconciliationLine, typedLines } from './cashup-form-figures';

const cell = 'px-1.5 py-2 align-middle sm:px-2';

/** Colour AND words: a variance is never told by colour alone. */
const DIRECTION_CLASS: Readonly<Record<VarianceDirection, string>> = {
  over: 'text-amber-800 dark:text-amber-300',
  short: 'text-red-700 dark:text-red-400',
  balanced: 'text-green-800 dark:text-green-400',
};

export function varianceText(line: Pick<ReconciliationLine, 'variance' | 'direction'>, currency: string) {
  if (line.direction === 'balanced') return 'Balanced';
  const amount = formatMoney(Math.abs(line.variance) as Cents, currency);
  return line.direction === 'over' ? `${amount} over` : `${amount} short`;
}

export interface ReconciliationPanelProps {
  day: string;
  currency: string;
  threshold: Cents;
  /** Undefined while the day's record loads. */
  lines: LiveReconciliationLine[] | undefined;
  /** The day's report is approved: what the tills recorded since. */
  lateAdjustment?: LateAdjustment | undefined;
  /** 'Loading history… 45%' while the store's sales are still arriving: the recorded side would be short. */
  historyPending?: string | null;
}

/**
 * Beyond the spec: the count meets the record. What this device knows the tills recorded for the form's business
 * day, beside what was counted, so the manager sees at once whether the drawer is over or short and where.
 */
export function ReconciliationPanel({
  day,
  currency,
  threshold,
  lines,
  lateAdjustment,
  historyPending = null,
}: ReconciliationPanelProps) {
  const needsNote =
    historyPending === null && lines !== undefined && varianceNeedsNote(typedLines(lines), threshold);
  return (
    <section
      aria-labelledby="cashup-reconciliation-title"
      className="space-y-3 rounded-lg border border-stone-200 p-3 sm:p-4 dark:border-stone-800"
    >
      <div>
        <h3 id="cashup-reconciliation-title" className="font-semibold text-stone-900 dark:text-stone-50">
          Recorded vs counted
        </h3>
        <p className="text-xs text-stone-600 dark:text-stone-400">
          {day ? `Business day ${day}. ` : ''}Sales recorded by the tills and expenses paid from the till,
          against your count. Sales still on another till show once it syncs.
        </p>
      </div>
      {historyPending !== null ? (
        <HistoryPending label={historyPending} />
      ) : lines === undefined ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading the day's record" />
        </div>
      ) : (
        // No scrolling wrapper: the four columns wrap to fit the narrow column beside the form.
        <table className="w-full text-left text-xs sm:text-sm" aria-label="Recorded vs counted">
          <thead className="border-b border-stone-200 text-xs uppercase text-stone-600 dark:border-stone-800 dark:text-stone-400">
            <tr>
              <th scope="col" className={cell}>
                Group
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Recorded
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Counted
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Variance
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
            {lines.map((line) => (
              <tr key={line.group} data-group={line.group}>
                <th scope="row" className={`${cell} font-medium text-stone-900 dark:text-stone-100`}>
                  {RECONCILIATION_GROUP_LABELS[line.group]}
                </th>
                <td className={`${cell} text-right tabular-nums`}>{formatMoney(line.recorded, currency)}</td>
                <td className={`${cell} text-right tabular-nums`}>
                  {line.typed ? formatMoney(line.counted, currency) : '—'}
                </td>
                {/* Neutral until a figure of the group is typed: an empty form is not short. */}
                <td
                  className={cn(
                    cell,
                    'text-right font-medium tabular-nums',
                    line.typed ? DIRECTION_CLASS[line.direction] : 'text-stone-600 dark:text-stone-400',
                  )}
                  data-direction={line.typed ? line.direction : 'not-counted'}
                >
                  {line.typed ? varianceText(line, currency) : 'Not counted yet'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {lateAdjustment && historyPending === null ? (
        <p
          className="rounded-lg border border-stone-200 p-2 text-sm text-stone-800 dark:border-stone-700 dark:text-stone-200"
          data-testid="cashup-late-adjustment"
        >
          {lateAdjustment.count === 0
            ? 'This day’s report is approved. No sale has been recorded for the day since.'
            : `Late adjustment: ${lateAdjustment.count} ${lateAdjustment.count === 1 ? 'sale' : 'sales'} (${formatMoney(lateAdjustment.total, currency)}) recorded for this day after its report was approved. The recorded figures above include ${lateAdjustment.count === 1 ? 'it' : 'them'}.`}
        </p>
      ) : null}
      {needsNote ? (
        <p className="flex gap-2 text-sm text-red-700 dark:text-red-400">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {varianceNoteMessage(threshold, currency)}.
        </p>
      ) : (
        <p className="text-xs text-stone-600 dark:text-stone-400">
          A variance over {formatMoney(threshold, currency)} needs a note before you submit.
        </p>
      )}
    </section>
  );
}
