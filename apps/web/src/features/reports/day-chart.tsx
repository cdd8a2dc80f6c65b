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

// Only what a bar chart uses, so the chunk carries no unused controllers.
ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

export interface DayChartProps {
  title: string;
  points: { label: string; taken: Cents }[];
  currency: string;
  dark: boolean;
}

/** Sales taken per business day as bars; loaded lazily so Chart.js stays out of every other route. */
export function DayChart({ title, points, currency, dark }: DayChartProps) {
  const text = dark ? '#d6d3d1' : '#44403c';
  const grid = dark ? 'rgba(255,255,255,0.08)' : 'rgba(0,0,0,0.06)';
  const money = (value: number) => formatMoney(Math.round(value) as Cents, currency);
  // A canvas is a picture to a screen reader: its name carries the figures (the table below has them too).
  const summary = `${title}: ${points.map((point) => `${point.label} ${money(point.taken)}`).join(', ')}`;
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
        ticks: { color: text, callback: (value) => money(Number(value)) },
        grid: { color: grid },
      },
    },
  };
  return (
    <div className="relative h-56">
      <Bar
        aria-label={summary}
        options={options}
        data={{
          labels: points.map((point) => point.label),
          datasets: [
            {
              label: 'Total taken',
              data: points.map((point) => point.taken),
              backgroundColor: dark ? '#c58a5d' : '#7a452b',
              borderRadius: 4,
              maxBarThickness: 40,
            },
          ],
        }}
      />
    </div>
  );
}
