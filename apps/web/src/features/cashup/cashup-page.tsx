import {
  CASHUP_TODAY_STATUS_MESSAGES,
  canReviewCashups,
  formatMoney,
  paths,
  ZERO_CENTS,
  zReportPath,
} from '@cafe/domain';
import { Banknote, ClipboardCheck, FileText, Receipt } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router';
import { useAuthStore } from '../../data/auth/auth-store';
import { historyProgressLabel, useHistoryStatus } from '../../data/sync/history-status';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { HistoryPending } from '../../ui/history-pending';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { StatCard } from '../../ui/stat-card';
import { CashupForm } from './cashup-form';
import { liveReconciliation } from './cashup-form-figures';
import type { CashupOverview } from './load-cashup';
import { isReportDay } from './load-z-report';
import { RecentCashups } from './recent-cashups';
import { ReconciliationPanel } from './reconciliation-panel';
import { useCashupOverview, useDayRecord } from './use-cashup-overview';
import { ZReportPage } from './z-report-page';

/** Why Submit Report is disabled on a new till: the report is checked against every sale of its day. */
export const CASHUP_WAITS_FOR_HISTORY =
  "A report can be submitted once this till has all its history: the day's sales are still loading. Save it as a draft meanwhile.";

const LOAD_FAILED = 'The cash-up reports could not be loaded. Reload the page to try again.';

/** /cashup (manage_cashup) and its Z reports, /cashup/z/{day}. */
export function CashupPage() {
  return (
    <Routes>
      <Route index element={<CashupHomePage />} />
      <Route path="z/:day" element={<ZReportPage />} />
      <Route path="*" element={<Navigate to={paths.cashup} replace />} />
    </Routes>
  );
}

/** /cashup: the daily count, the record beside it, and the recent reports. */
function CashupHomePage() {
  const overview = useCashupOverview();
  const user = useAuthStore((state) => state.user);

  return (
    <>
      <PageHeader
        title="Cashup"
        description="Count the day's takings and check them against what the tills recorded."
      />
      {overview.state === 'loading' || !user ? (
        <Card className="flex justify-center p-12">
          <Spinner label="Loading cash-up reports" />
        </Card>
      ) : overview.state === 'failed' ? (
        <Card className="p-6">
          <p role="alert" className="text-red-700 dark:text-red-400">
            {LOAD_FAILED}
          </p>
        </Card>
      ) : (
        <CashupScreen overview={overview.data} userId={user.id} canReview={canReviewCashups(user.role)} />
      )}
    </>
  );
}

/** Where today's report stands, once there is one: after Submit, "…submitted, awaiting approval". */
function TodaysReportStatus({ status }: { status: keyof typeof CASHUP_TODAY_STATUS_MESSAGES | undefined }) {
  const message = status ? CASHUP_TODAY_STATUS_MESSAGES[status] : undefined;
  return (
    <p role="status" data-testid="cashup-today-status" className={message ? 'mb-4' : 'sr-only'}>
      {message ? (
        <span className="inline-flex items-center gap-2 rounded-lg bg-stone-100 px-3 py-2 text-sm font-medium text-stone-800 dark:bg-stone-800 dark:text-stone-100">
          <ClipboardCheck aria-hidden="true" className="size-4 shrink-0" />
          {message}
        </span>
      ) : null}
    </p>
  );
}

function CashupScreen({
  overview,
  userId,
  canReview,
}: {
  overview: CashupOverview;
  userId: string;
  canReview: boolean;
}) {
  const { currency, today, varianceThreshold } = overview;
  const [day, setDay] = useState(today);
  const onDateChange = useCallback((date: string) => setDay(date), []);
  const record = useDayRecord(day, overview.timeZone);
  // Until the day's own live query answers, today's record comes with the overview (one read, not two in a row).
  const dayRecord = record.state === 'ready' ? record.data : day === today ? overview.todayRecord : undefined;
  const history = useHistoryStatus();
  // A new till is still receiving sales and cash-ups: every recorded figure and count here would be short.
  const pending = history.loading ? historyProgressLabel(history) : null;
  const pendingNote = pending === null ? null : <HistoryPending size="line" label={pending} message="" />;

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          title="Today's GAAP Cash"
          icon={Banknote}
          testId="cashup-card-gaap"
          value={
            pending === null
              ? formatMoney(overview.todaysReport?.gaapCashTotal ?? ZERO_CENTS, currency)
              : undefined
          }
          note={
            pendingNote ??
            (overview.todaysReport ? `From today's report (${today})` : 'No report for today yet')
          }
        />
        <StatCard
          title="Today's Sales Total"
          icon={Receipt}
          testId="cashup-card-sales"
          value={pending === null ? formatMoney(overview.todaysSales, currency) : undefined}
          note={pendingNote ?? 'Recorded by the tills today'}
        />
        <StatCard
          title="Completed Reports"
          icon={ClipboardCheck}
          testId="cashup-card-completed"
          value={pending === null ? String(overview.completedReports) : undefined}
          note={pendingNote ?? 'Submitted or approved'}
        />
      </div>

      <Card className="p-4 sm:p-6">
        <TodaysReportStatus status={overview.todaysReport?.status} />
        {/* Keyed by user: another user signing in on this till starts from their own draft, never this one's. */}
        <CashupForm
          key={userId}
          userId={userId}
          today={today}
          currency={currency}
          threshold={varianceThreshold}
          record={pending === null ? dayRecord : undefined}
          onDateChange={onDateChange}
          submitBlocked={pending === null ? undefined : CASHUP_WAITS_FOR_HISTORY}
          aside={(values) =>
            record.state === 'failed' ? (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                The day's record could not be loaded.
              </p>
            ) : (
              <div className="space-y-3">
                <ReconciliationPanel
                  day={values.date}
                  currency={currency}
                  threshold={varianceThreshold}
                  lines={liveReconciliation(values, dayRecord)}
                  lateAdjustment={dayRecord?.day === values.date ? dayRecord.lateAdjustment : undefined}
                  historyPending={pending}
                />
                {isReportDay(values.date) ? (
                  <Link to={zReportPath(values.date)} className={buttonClass('secondary', 'md', 'w-full')}>
                    <FileText aria-hidden="true" className="size-4" />Z report of {values.date}
                  </Link>
                ) : null}
              </div>
            )
          }
        />
      </Card>

      <Card className="p-4 sm:p-6">
        <h2
          id="recent-cashups-title"
          className="mb-4 text-lg font-semibold text-stone-900 dark:text-stone-50"
        >
          Recent Cash-up Reports
        </h2>
        {pending === null ? null : (
          <HistoryPending
            size="line"
            label={pending}
            message="Older cash-up reports are still loading."
            className="mb-3"
          />
        )}
        {/* 'No cash-up reports have been submitted yet.' would not be true of a till still receiving them. */}
        {pending !== null && overview.recent.length === 0 ? null : (
          <RecentCashups reports={overview.recent} currency={currency} canReview={canReview} />
        )}
      </Card>
    </div>
  );
}
