import {
  DASHBOARD_PERIOD_LABELS,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  ESTIMATED_DAILY_EXPENSES_LABEL,
  formatMoney,
  paths,
} from '@cafe/domain';
import { BarChart3, Clock, DollarSign, ShoppingBag } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { historyProgressLabel, useHistoryStatus } from '../../data/sync/history-status';
import { DARK_SCHEME_QUERY, resolveTheme } from '../../lib/theme';
import { useUiStore } from '../../lib/ui-store';
import { useMediaQuery } from '../../lib/use-media-query';
import { HistoryPending } from '../../ui/history-pending';
import { PageHeader } from '../../ui/page-header';
import { StatCard } from '../../ui/stat-card';
import { ChartCard } from './chart-card';
import { DateRangeMenu } from './date-range-menu';
import { MyNextShifts } from './my-next-shifts';
import { RecentActivity } from './recent-activity';
import { useDashboardData } from './use-dashboard-data';

// Chart.js is the heaviest thing on this screen; it loads on its own so no other route ever pays for it.
const DashboardCharts = lazy(() =>
  import('./dashboard-charts').then((m) => ({ default: m.DashboardCharts })),
);

const TITLES: Record<DashboardPeriod, { sales: string; orders: string; revenue: string; versus: string }> = {
  today: {
    sales: "Today's Sales",
    orders: "Today's Orders",
    revenue: "Today's Revenue",
    versus: 'from yesterday',
  },
  yesterday: {
    sales: "Yesterday's Sales",
    orders: "Yesterday's Orders",
    revenue: "Yesterday's Revenue",
    versus: 'from the day before',
  },
  last7: {
    sales: 'Sales, Last 7 Days',
    orders: 'Orders, Last 7 Days',
    revenue: 'Revenue, Last 7 Days',
    versus: 'from the previous 7 days',
  },
  last30: {
    sales: 'Sales, Last 30 Days',
    orders: 'Orders, Last 30 Days',
    revenue: 'Revenue, Last 30 Days',
    versus: 'from the previous 30 days',
  },
};

function isPeriod(value: string | null): value is DashboardPeriod {
  return (DASHBOARD_PERIODS as readonly (string | null)[]).includes(value);
}

function formatChange(change: number): string {
  const rounded = Math.round(change * 10) / 10;
  return `${rounded > 0 ? '+' : ''}${rounded.toFixed(1)}%`;
}

function changeClass(change: number): string {
  if (change > 0) return 'font-medium text-emerald-700 dark:text-emerald-400';
  if (change < 0) return 'font-medium text-red-700 dark:text-red-400';
  return 'font-medium text-stone-600 dark:text-stone-300';
}

/** 'Mar 9' in the chart; the day is already the store's, so it is formatted as a UTC calendar date. */
const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export function DashboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('period');
  const period: DashboardPeriod = isPeriod(requested) ? requested : 'today';
  const data = useDashboardData(period);
  const history = useHistoryStatus();
  // While a new till's history arrives, every sum over sales or expenses would be a part passed off as the whole.
  const pending = history.loading ? historyProgressLabel(history) : null;
  const theme = useUiStore((state) => state.theme);
  const dark = resolveTheme(theme, useMediaQuery(DARK_SCHEME_QUERY)) === 'dark';

  const titles = TITLES[period];
  const figures = pending === null ? data?.figures : undefined;
  const pendingNote = pending === null ? null : <HistoryPending size="line" label={pending} message="" />;
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, data?.currency);
  const days = figures?.range.days ?? 1;

  const setPeriod = (next: DashboardPeriod) =>
    setSearchParams(next === 'today' ? {} : { period: next }, { replace: true });

  return (
    <>
      <PageHeader
        title="Dashboard"
        description={
          period === 'today'
            ? 'How the cafe is doing today.'
            : `How the cafe did: ${DASHBOARD_PERIOD_LABELS[period]}.`
        }
        actions={<DateRangeMenu period={period} onChange={setPeriod} />}
      />
      <div className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          testId="dashboard-sales"
          title={titles.sales}
          icon={DollarSign}
          value={figures && money(figures.sales)}
          note={
            figures ? (
              <>
                <span className={changeClass(figures.change)}>{formatChange(figures.change)}</span>{' '}
                {titles.versus}
              </>
            ) : (
              pendingNote
            )
          }
        />
        <StatCard
          testId="dashboard-orders"
          title={titles.orders}
          icon={ShoppingBag}
          value={figures && String(figures.orders)}
          note={figures ? (figures.orders === 1 ? '1 sale' : `${figures.orders} sales`) : pendingNote}
        />
        {/* Open orders come with what a till needs to sell, before the history: this count is whole. */}
        <StatCard
          testId="dashboard-pending"
          title="Pending Orders"
          icon={Clock}
          value={data && String(data.figures.pendingOrders)}
          note={
            // The count's orders are on the orders screen; a 44 px target, as the dashboard is read on a till.
            <Link to={paths.customOrders} className="inline-flex min-h-11 items-center underline">
              Mobile and custom orders
            </Link>
          }
        />
        <StatCard
          testId="dashboard-revenue"
          title={titles.revenue}
          icon={BarChart3}
          value={figures && money(figures.revenue)}
          note={
            figures ? (
              <>
                After {money(figures.estimatedExpenses)} {ESTIMATED_DAILY_EXPENSES_LABEL}
                {days > 1 ? ` × ${days} days` : ''}
              </>
            ) : (
              pendingNote
            )
          }
        />
      </div>
      <div className="mb-6 grid gap-4 lg:grid-cols-3">
        {figures && data ? (
          <Suspense
            fallback={
              <>
                <ChartCard
                  title={`Sales Trend, Last ${figures.trend.length} Days`}
                  className="lg:col-span-2"
                />
                <ChartCard title="Sales by Payment Method" />
              </>
            }
          >
            <DashboardCharts
              trend={figures.trend.map((point) => ({
                label: dayLabel.format(new Date(`${point.day}T00:00:00Z`)),
                total: point.total,
              }))}
              paymentMethods={figures.paymentMethods}
              currency={data.currency}
              dark={dark}
            />
          </Suspense>
        ) : (
          <>
            <ChartCard title="Sales Trend" className="lg:col-span-2">
              {pending === null ? null : <HistoryPending label={pending} className="h-64" />}
            </ChartCard>
            <ChartCard title="Sales by Payment Method">
              {pending === null ? null : <HistoryPending label={pending} className="h-64" />}
            </ChartCard>
          </>
        )}
      </div>
      <RecentActivity
        sales={data?.recent}
        timeZone={data?.timeZone ?? 'UTC'}
        currency={data?.currency}
        salesPath={paths.sales}
        newSalePath={paths.newSale}
        historyPending={pending}
      />
      <MyNextShifts timeZone={data?.timeZone ?? 'UTC'} historyPending={pending} />
    </>
  );
}
