import {
  CASHUP_REVIEW_MESSAGES,
  CASHUP_STATUS_LABELS,
  formatMoney,
  labelFor,
  zReportPath,
} from '@cafe/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { repositories } from '../../data/repositories/repositories';
import { formatDay } from '../../lib/format-day';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { CashupReportRow } from './load-cashup';

export const DELETE_CASHUP_QUESTION = 'Are you sure you want to delete this cash-up report?';

type Review = { report: CashupReportRow; action: 'approve' | 'sendBack' };

/** The admin's two answers to a submitted report, each asked before it is given. */
const REVIEW_WORDS = {
  approve: {
    question: (date: string) => `Approve the report of ${formatDay(date)}?`,
    message: 'An approved report is locked: only an admin can change it afterwards.',
    confirm: 'Approve',
    status: 'approved',
  },
  sendBack: {
    question: (date: string) => `Send the report of ${formatDay(date)} back for correction?`,
    message: 'Whoever counts the day corrects it on the Cashup screen and submits it again.',
    confirm: 'Send back',
    status: 'returned',
  },
} as const;

/** Spec §4: approved green, submitted blue, anything else grey. */
export function cashupStatusTone(status: string): BadgeTone {
  if (status === 'approved') return 'green';
  if (status === 'submitted') return 'blue';
  return 'grey';
}

const cell = 'px-2 py-3 align-middle sm:px-4';

export interface RecentCashupsProps {
  reports: readonly CashupReportRow[];
  currency: string;
  /** An admin approves submitted reports and deletes the one not kept of a shared day. */
  canReview: boolean;
}

/** 'Recent Cash-up Reports' (spec §2): Date, GAAP Cash, Daily Total, Status, Created By; newest 5. */
export function RecentCashups({ reports, currency, canReview }: RecentCashupsProps) {
  const [deleting, setDeleting] = useState<CashupReportRow | null>(null);
  const [reviewing, setReviewing] = useState<Review | null>(null);
  const anyDuplicate = reports.some((report) => report.duplicate);

  if (reports.length === 0) {
    return (
      <p className="py-8 text-center text-stone-600 dark:text-stone-400">
        No cash-up reports have been submitted yet.
      </p>
    );
  }

  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" aria-labelledby="recent-cashups-title">
          <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-600 dark:border-stone-800 dark:text-stone-400">
            <tr>
              <th scope="col" className={cell}>
                Date
              </th>
              <th scope="col" className={`${cell} text-right`}>
                GAAP Cash
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Daily Total
              </th>
              <th scope="col" className={cell}>
                Status
              </th>
              <th scope="col" className={cell}>
                Created By
              </th>
              {canReview ? (
                <th scope="col" className={`${cell} text-right`}>
                  Actions
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
            {reports.map((report) => (
              <tr key={report.id} data-report-id={report.id}>
                <th
                  scope="row"
                  className={`${cell} font-medium tabular-nums text-stone-900 dark:text-stone-100`}
                >
                  {/* The date opens that day's Z report: the spec's columns stay as they are, and the row is
                      still named by its date alone. */}
                  <Link
                    to={zReportPath(report.date)}
                    title={`Open the Z report of ${report.date}`}
                    className="rounded-sm text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-400"
                  >
                    {report.date}
                  </Link>
                </th>
                <td className={`${cell} text-right tabular-nums`}>
                  {formatMoney(report.gaapCashTotal, currency)}
                </td>
                <td className={`${cell} text-right tabular-nums`}>
                  {formatMoney(report.dailyGrandTotal, currency)}
                </td>
                <td className={cell}>
                  <div className="flex flex-wrap gap-1">
                    <Badge tone={cashupStatusTone(report.status)}>
                      {labelFor(CASHUP_STATUS_LABELS, report.status)}
                    </Badge>
                    {report.duplicate ? <Badge tone="amber">Duplicate day</Badge> : null}
                  </div>
                </td>
                <td className={`${cell} text-stone-700 dark:text-stone-300`}>{report.creatorName}</td>
                {canReview ? (
                  <td className={`${cell} text-right`}>
                    <div className="flex flex-wrap justify-end gap-2">
                      {report.status === 'submitted' ? (
                        <>
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={`Send back the report of ${report.date} for correction`}
                            onClick={() => setReviewing({ report, action: 'sendBack' })}
                          >
                            Send back
                          </Button>
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={`Approve the report of ${report.date}`}
                            onClick={() => setReviewing({ report, action: 'approve' })}
                          >
                            Approve
                          </Button>
                        </>
                      ) : null}
                      {report.dayShared ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Delete the report of ${report.date} by ${report.creatorName}`}
                          className="text-red-700 dark:text-red-400"
                          onClick={() => setDeleting(report)}
                        >
                          Delete
                        </Button>
                      ) : null}
                    </div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {anyDuplicate ? (
        <p className="mt-3 text-sm text-amber-900 dark:text-amber-200" data-testid="cashup-duplicate-note">
          {CASHUP_REVIEW_MESSAGES.duplicateDay}
        </p>
      ) : null}
      <ConfirmDialog
        open={reviewing !== null}
        title={reviewing ? REVIEW_WORDS[reviewing.action].question(reviewing.report.date) : ''}
        message={reviewing ? REVIEW_WORDS[reviewing.action].message : undefined}
        confirmLabel={reviewing ? REVIEW_WORDS[reviewing.action].confirm : ''}
        tone="primary"
        onCancel={() => setReviewing(null)}
        onConfirm={() => {
          const review = reviewing;
          setReviewing(null);
          if (!review) return;
          // A refusal from the server comes back through sync's refused changes.
          repositories.cashups
            .update(review.report.id, { status: REVIEW_WORDS[review.action].status })
            .catch((error) => console.error('Failed to review cash-up report', error));
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={DELETE_CASHUP_QUESTION}
        message={
          deleting
            ? `The report of ${deleting.date} by ${deleting.creatorName} is removed; the other report of that day is kept.`
            : undefined
        }
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const report = deleting;
          setDeleting(null);
          if (report)
            repositories.cashups
              .remove(report.id)
              .catch((error) => console.error('Failed to delete cash-up report', error));
        }}
      />
    </>
  );
}
