import { REPORT_PERIOD_LABELS, REPORT_PERIODS } from '@cafe/domain';
import { useId } from 'react';
import { inputClass } from '../../ui/form';
import { isReportPeriod, type ReportSelection } from './report-selection';

/** The period menu, and for a custom period its first and last business day; native controls, so keyboard and touch work as the device expects. */
export function RangePicker({
  selection,
  onChange,
  error,
}: {
  selection: ReportSelection;
  onChange: (selection: ReportSelection) => void;
  error: string | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-40">
        <label
          htmlFor={`${id}-period`}
          className="mb-1 block text-xs font-medium text-stone-700 dark:text-stone-300"
        >
          Period
        </label>
        <select
          id={`${id}-period`}
          value={selection.period}
          onChange={(event) => {
            const period = event.target.value;
            if (isReportPeriod(period)) onChange({ ...selection, period });
          }}
          className={inputClass}
        >
          {REPORT_PERIODS.map((period) => (
            <option key={period} value={period}>
              {REPORT_PERIOD_LABELS[period]}
            </option>
          ))}
        </select>
      </div>
      {selection.period === 'custom' ? (
        <>
          <div className="w-44">
            <label
              htmlFor={`${id}-from`}
              className="mb-1 block text-xs font-medium text-stone-700 dark:text-stone-300"
            >
              From
            </label>
            <input
              id={`${id}-from`}
              type="date"
              value={selection.from}
              max={selection.to || undefined}
              aria-invalid={error !== undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onChange({ ...selection, from: event.target.value })}
              className={inputClass}
            />
          </div>
          <div className="w-44">
            <label
              htmlFor={`${id}-to`}
              className="mb-1 block text-xs font-medium text-stone-700 dark:text-stone-300"
            >
              To
            </label>
            <input
              id={`${id}-to`}
              type="date"
              value={selection.to}
              min={selection.from || undefined}
              aria-invalid={error !== undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onChange({ ...selection, to: event.target.value })}
              className={inputClass}
            />
          </div>
        </>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="w-full text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
