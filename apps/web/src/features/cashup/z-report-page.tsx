import { paths, zReportPath } from '@cafe/domain';
import { ArrowLeft, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { historyProgressLabel, useHistoryStatus } from '../../data/sync/history-status';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { inputClass } from '../../ui/form';
import { HistoryPending } from '../../ui/history-pending';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { isReportDay } from './load-z-report';
import { useZReport } from './use-z-report';
import {
  formatBusinessDay,
  Z_REPORT_PAPER_LABELS,
  Z_REPORT_PAPERS,
  ZReportDocument,
  type ZReportPaper,
} from './z-report-document';
import './z-report-print.css';

const LOAD_FAILED = 'The Z report could not be loaded. Reload the page to try again.';

/**
 * The sheet each paper prints on. A page size takes two lengths or none ('80mm auto' is dropped as invalid), so the
 * receipt is an 80 mm wide roll cut at A4's length: a thermal printer's driver ends the print where the ink ends.
 */
const PAGE_RULES: Readonly<Record<ZReportPaper, string>> = {
  a4: '@media print { @page { size: A4 portrait; margin: 15mm; } }',
  receipt: '@media print { @page { size: 80mm 297mm; margin: 4mm; } }',
};

/** /cashup/z/:day (manage_cashup): the end-of-day report of one business day, printable on A4 or 80 mm paper. */
export function ZReportPage() {
  const { day } = useParams();
  if (!isReportDay(day)) {
    return (
      <>
        <PageHeader title="Z report" />
        <Card className="space-y-4 p-6">
          <p role="alert" className="text-red-700 dark:text-red-400">
            That is not a date. Choose a business day from the cash-up screen.
          </p>
          <BackToCashup />
        </Card>
      </>
    );
  }
  return <ZReportOfDay key={day} day={day} />;
}

function BackToCashup() {
  return (
    <Link to={paths.cashup} className={buttonClass('secondary', 'sm')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Cashup
    </Link>
  );
}

function ZReportOfDay({ day }: { day: string }) {
  const view = useZReport(day);
  const navigate = useNavigate();
  const [paper, setPaper] = useState<ZReportPaper>('a4');
  const dayId = useId();
  const history = useHistoryStatus();
  // A Z report printed while the day's sales are still arriving would be a short one that looks final.
  const pending = history.loading ? historyProgressLabel(history) : null;

  return (
    <>
      <PageHeader
        title="Z report"
        description={`End-of-day report for ${formatBusinessDay(day)}.`}
        actions={<BackToCashup />}
      />
      <Card className="mb-6 flex flex-wrap items-end gap-4 p-4" data-testid="z-report-controls">
        <div className="space-y-1.5">
          <label htmlFor={dayId} className="block text-sm font-medium text-stone-700 dark:text-stone-300">
            Business day
          </label>
          <input
            id={dayId}
            type="date"
            max="9999-12-31"
            className={inputClass}
            value={day}
            onChange={(event) => {
              if (isReportDay(event.target.value)) navigate(zReportPath(event.target.value));
            }}
          />
        </div>
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium text-stone-700 dark:text-stone-300">Paper</legend>
          <div className="flex gap-2">
            {Z_REPORT_PAPERS.map((choice) => (
              <label
                key={choice}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-stone-700 dark:has-checked:bg-brand-500/10"
              >
                <input
                  type="radio"
                  name="z-report-paper"
                  value={choice}
                  checked={paper === choice}
                  onChange={() => setPaper(choice)}
                />
                {Z_REPORT_PAPER_LABELS[choice]}
              </label>
            ))}
          </div>
        </fieldset>
        <Button
          className="ml-auto"
          onClick={() => window.print()}
          disabled={view.state !== 'ready' || pending !== null}
          aria-label={`Print the Z report on ${Z_REPORT_PAPER_LABELS[paper]} paper`}
        >
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
      </Card>
      {pending !== null ? (
        <Card className="p-4 sm:p-6" data-testid="z-report-history-pending">
          <HistoryPending label={pending} className="min-h-48" />
        </Card>
      ) : view.state === 'loading' ? (
        <Card className="flex justify-center p-12">
          <Spinner label="Loading the Z report" />
        </Card>
      ) : view.state === 'failed' ? (
        <Card className="p-6">
          <p role="alert" className="text-red-700 dark:text-red-400">
            {LOAD_FAILED}
          </p>
        </Card>
      ) : (
        <Card className="p-4 sm:p-6">
          <style>{PAGE_RULES[paper]}</style>
          <div
            className={paper === 'receipt' ? 'mx-auto max-w-[72mm] font-mono text-xs' : 'mx-auto max-w-3xl'}
          >
            <ZReportDocument {...view.data} paper={paper} />
          </div>
        </Card>
      )}
    </>
  );
}
