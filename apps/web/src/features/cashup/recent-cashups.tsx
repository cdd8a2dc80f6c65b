import {
  CASHUP_REVIEW_MESSAGES,
  CASHUP_STATUS_LABELS,
  formatMoney,
  labelFor,
  zReportPath,
} from '@cafe/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { repositories } from '../../data/repositories/repositories';
import { formatDay } from '../../lib/format-day';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable, dataColumns } from '../../ui/data-table';
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

const helper = dataColumns<CashupReportRow>();

function cashupColumns(
  currency: string,
  canReview: boolean,
  onReview: (review: Review) => void,
  onDelete: (report: CashupReportRow) => void,
) {
  const columns = helper.columns([
    helper.accessor('date', {
      header: 'Date',
      meta: { width: 128, className: 'tabular-nums' },
      // The date opens that day's Z report: the spec's columns stay as they are, and the row is still named by its
      // date alone.
      cell: (info) => (
        <Link
          to={zReportPath(info.getValue())}
          title={`Open the Z report of ${info.getValue()}`}
          className="rounded-sm text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-400"
        >
          {info.getValue()}
        </Link>
      ),
    }),
    helper.accessor('gaapCashTotal', {
      header: 'GAAP Cash',
      meta: { width: 116, align: 'end', className: 'tabular-nums' },
      cell: (info) => formatMoney(info.getValue(), currency),
    }),
    helper.accessor('dailyGrandTotal', {
      header: 'Daily Total',
      meta: { width: 116, align: 'end', className: 'tabular-nums' },
      cell: (info) => formatMoney(info.getValue(), currency),
    }),
    helper.accessor('status', {
      header: 'Status',
      meta: { minWidth: 120 },
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-1">
          <Badge tone={cashupStatusTone(row.original.status)}>
            {labelFor(CASHUP_STATUS_LABELS, row.original.status)}
          </Badge>
          {row.original.duplicate ? <Badge tone="amber">Duplicate day</Badge> : null}
        </div>
      ),
    }),
    helper.accessor('creatorName', {
      header: 'Created By',
      meta: { minWidth: 120, className: 'text-stone-700 dark:text-stone-300' },
    }),
  ]);
  if (!canReview) return columns;
  return [
    ...columns,
    helper.display({
      id: 'actions',
      header: 'Actions',
      meta: { width: 248, align: 'end', actions: true },
      cell: ({ row: { original: report } }) => (
        <>
          {report.status === 'submitted' ? (
            <>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Send back the report of ${report.date} for correction`}
                onClick={() => onReview({ report, action: 'sendBack' })}
              >
                Send back
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Approve the report of ${report.date}`}
                onClick={() => onReview({ report, action: 'approve' })}
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
              onClick={() => onDelete(report)}
            >
              Delete
            </Button>
          ) : null}
        </>
      ),
    }),
  ];
}

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

  const columns = useMemo(
    () => cashupColumns(currency, canReview, setReviewing, setDeleting),
    [currency, canReview],
  );

  return (
    <>
      <DataTable
        label="Recent Cash-up Reports"
        columns={columns}
        rows={reports}
        rowKey={(report) => report.id}
        rowAttributes={(report) => ({ 'data-report-id': report.id })}
        loadingLabel="Loading cash-up reports"
        empty={<p>No cash-up reports have been submitted yet.</p>}
      />
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
      <ConfirmDeleteDialog
        row={deleting}
        question={DELETE_CASHUP_QUESTION}
        consequence={(report) =>
          `The report of ${report.date} by ${report.creatorName} is removed; the other report of that day is kept.`
        }
        onClose={() => setDeleting(null)}
        remove={(report) => repositories.cashups.remove(report.id)}
        failureLog="Failed to delete cash-up report"
      />
    </>
  );
}
