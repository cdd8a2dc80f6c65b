import { formatMoney, type Sale, salePaymentMethodLabel } from '@cafe/domain';
import { Receipt } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { HistoryPending } from '../../ui/history-pending';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** 'Mar 14, 2026, 10:05 AM' in the store's zone, whatever the device's zone. */
function formatDateTime(iso: string, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(iso));
}

export function RecentActivity({
  sales,
  timeZone,
  currency,
  salesPath,
  newSalePath,
  historyPending = null,
}: {
  /** Undefined until the first local read answers. */
  sales: Sale[] | undefined;
  timeZone: string;
  currency: string | undefined;
  salesPath: string;
  newSalePath: string;
  /** 'Loading history… 45%' while this till's history is arriving: the newest sales may not be here yet. */
  historyPending?: string | null;
}) {
  const navigate = useNavigate();
  return (
    <Card className="p-4 sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-stone-900 dark:text-stone-100">Recent Activity</h2>
        <Button variant="secondary" size="sm" onClick={() => navigate(salesPath)}>
          View All
        </Button>
      </div>
      {historyPending !== null && sales !== undefined ? (
        <HistoryPending
          size={sales.length === 0 ? 'block' : 'line'}
          label={historyPending}
          message="Older sales are still loading."
          className={sales.length === 0 ? undefined : 'mb-2'}
        />
      ) : null}
      {sales === undefined ? (
        <div className="h-24" />
      ) : sales.length === 0 ? (
        historyPending !== null ? null : (
          <div className="flex flex-col items-center py-8 text-center">
            <span className="mb-3 flex size-10 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
              <Receipt aria-hidden="true" className="size-5" />
            </span>
            <p className="text-sm font-medium text-stone-900 dark:text-stone-100">No sales yet</p>
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
              Sales you ring up appear here and in the charts above.
            </p>
            <Button className="mt-4" size="sm" onClick={() => navigate(newSalePath)}>
              New Sale
            </Button>
          </div>
        )
      ) : (
        <ul className="divide-y divide-stone-100 dark:divide-stone-800" aria-label="Recent sales">
          {sales.map((sale) => (
            <li key={sale.id} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="font-mono text-sm font-medium text-stone-900 dark:text-stone-100">
                  #{sale.id.slice(0, 8)}
                </p>
                <p className="text-xs text-stone-500 dark:text-stone-400">
                  {formatDateTime(sale.soldAt, timeZone)}
                </p>
              </div>
              <div className="text-right">
                <p className="text-sm font-semibold tabular-nums text-stone-900 dark:text-stone-100">
                  {formatMoney(sale.total, currency)}
                </p>
                <p className="text-xs text-stone-500 dark:text-stone-400">
                  {salePaymentMethodLabel(sale.paymentMethod)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
