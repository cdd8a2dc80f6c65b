import { type Cents, formatMoney } from '@cafe/domain';
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  type ChartOptions,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { cn } from './cn';

// Only what a bar chart uses, so a chunk that draws one carries no unused controllers.
ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

export interface MoneyBarChartProps {
  /** Names the chart; with the figures it is the canvas's accessible name. */
  title: string;
  /** What a bar is, in its tooltip's dataset ('Sales', 'Total taken'). */
  seriesLabel: string;
  points: readonly { label: string; amount: Cents }[];
  currency: string;
  dark: boolean;
  /** The chart's box (it fills it): a height class. */
  className?: string;
}

/**
 * Amounts of money as bars, in the app's colours and both themes: the dashboard's trend and the reports' days.
 * Import it from a lazily loaded module only, so Chart.js stays out of every route that draws no chart.
 */
export function MoneyBarChart({ title, seriesLabel, points, currency, dark, className }: MoneyBarChartProps) {
  const text = dark ? '#d6d3d1' : '#44403c';
  const grid = dark ? 'rgba(255,255,255,0.08)' : 'rgba(0,0,0,0.06)';
  const money = (value: number) => formatMoney(Math.round(value) as Cents, currency);
  // A canvas is a picture to a screen reader: its name carries the figures the bars show.
  const summary = `${title}: ${points.map((point) => `${point.label} ${money(point.amount)}`).join(', ')}`;
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: {
      legend: { display: false },
      tooltip: { callbacks: { label: (item) => money(item.parsed.y ?? 0) } },
    },
    scales: {
      x: { ticks: { color: text, maxRotation: 0, autoSkip: true }, grid: { display: false } },
      y: {
        beginAtZero: true,
        // Whole cents only, and a dollar of room when every bar is zero: else the axis reads $0.00, $0.00, $0.01…
        suggestedMax: 100,
        ticks: { color: text, precision: 0, callback: (value) => money(Number(value)) },
        grid: { color: grid },
      },
    },
  };
  return (
    <div className={cn('relative', className ?? 'h-56')}>
      {/* react-chartjs-2 draws on a canvas of role="img": the label goes on the canvas itself. */}
      <Bar
        aria-label={summary}
        options={options}
        data={{
          labels: points.map((point) => point.label),
          datasets: [
            {
              label: seriesLabel,
              // Plotted in cents; axis and tooltip format them as money.
              data: points.map((point) => point.amount),
              backgroundColor: dark ? '#c58a5d' : '#7a452b',
              borderRadius: 5,
              maxBarThickness: 40,
            },
          ],
        }}
      />
    </div>
  );
}
