import { type Cents, formatMoney, type PaymentMethodSlice } from '@cafe/domain';
import { ArcElement, Chart as ChartJS, type ChartOptions, Legend, Tooltip } from 'chart.js';
import { Doughnut } from 'react-chartjs-2';
import { MoneyBarChart } from '../../ui/money-bar-chart';
import { ChartCard } from './chart-card';

// Only what the doughnut uses (the bars register theirs), so the chunk carries no unused controllers.
ChartJS.register(ArcElement, Tooltip, Legend);

/** Brand browns first, then colours that stay apart for the stored methods the app does not know. */
const SLICE_COLOURS = [
  '#7a452b',
  '#c58a5d',
  '#e8cfb7',
  '#4f7a6b',
  '#6b7fa8',
  '#a8566b',
  '#8a8a3d',
  '#57534e',
];

export interface DashboardChartsProps {
  trend: { label: string; total: Cents }[];
  paymentMethods: PaymentMethodSlice[];
  currency: string;
  dark: boolean;
}

/** The 7-day (or longer) bar chart and the payment-method doughnut; loaded lazily so Chart.js stays here. */
export function DashboardCharts({ trend, paymentMethods, currency, dark }: DashboardChartsProps) {
  const trendTitle = `Sales Trend, Last ${trend.length} Days`;
  const text = dark ? '#d6d3d1' : '#44403c';
  const money = (value: number) => formatMoney(Math.round(value) as Cents, currency);
  // A canvas is a picture to a screen reader: its name carries the figures the slices show.
  const methodsSummary = `Sales by Payment Method: ${paymentMethods
    .map((slice) => `${slice.label} ${money(slice.total)}`)
    .join(', ')}`;

  const doughnutOptions: ChartOptions<'doughnut'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: {
      legend: { position: 'bottom', labels: { color: text, boxWidth: 12 } },
      tooltip: { callbacks: { label: (item) => `${item.label}: ${money(Number(item.raw))}` } },
    },
  };

  return (
    <>
      <ChartCard title={trendTitle} className="lg:col-span-2">
        <MoneyBarChart
          title={trendTitle}
          seriesLabel="Sales"
          points={trend.map((point) => ({ label: point.label, amount: point.total }))}
          currency={currency}
          dark={dark}
          className="h-64"
        />
      </ChartCard>
      <ChartCard title="Sales by Payment Method">
        {paymentMethods.length === 0 ? (
          <p className="flex h-64 items-center justify-center text-sm text-stone-500 dark:text-stone-400">
            No sales in this period
          </p>
        ) : (
          <div className="relative h-64">
            <Doughnut
              aria-label={methodsSummary}
              options={doughnutOptions}
              data={{
                labels: paymentMethods.map((slice) => slice.label),
                datasets: [
                  {
                    data: paymentMethods.map((slice) => slice.total),
                    backgroundColor: paymentMethods.map(
                      (_, index) => SLICE_COLOURS[index % SLICE_COLOURS.length],
                    ),
                    borderColor: dark ? '#1c1917' : '#ffffff',
                    borderWidth: 2,
                  },
                ],
              }}
            />
          </div>
        )}
      </ChartCard>
    </>
  );
}
