// The one table every scenario reports into: `scenario | metric | measured | budget | ok`.

/** 'score': a unitless figure such as cumulative layout shift (three decimals). */
export type Unit = 'ms' | 's' | 'kb' | 'mb' | 'per_s' | 'count' | 'ratio' | 'score';

export interface Row {
  scenario: string;
  metric: string;
  unit: Unit;
  /** null: the scenario could not measure it (the note says why). */
  measured: number | null;
  /** null: reported without a budget. */
  budget: number | null;
  /** 'max': measured must be ≤ budget (times, sizes); 'min': measured must be ≥ budget (rates). */
  direction?: 'max' | 'min';
  note?: string;
  samples?: number[];
}

/** The row of a metric a scenario could not measure: there is no PostgreSQL to build its store on. */
export function noPostgresRow(scenario: string, metric: string, unit: Unit, budget: number | null): Row {
  return { scenario, metric, unit, measured: null, budget, note: 'no PostgreSQL' };
}

/**
 * The row a budget in ms is checked on: the p95 of `samples`, which it keeps for the JSON report, its note saying
 * how many there were (`counted`: 'samples', or 'runs' where each is a whole round).
 */
export function p95Row(
  scenario: string,
  metric: string,
  samples: number[],
  budget: number | null,
  counted: 'samples' | 'runs' = 'samples',
): Row {
  return {
    scenario,
    metric,
    unit: 'ms',
    measured: percentile(samples, 95),
    budget,
    samples,
    note: `${samples.length} ${counted}`,
  };
}

export function rowOk(row: Row): boolean | null {
  if (row.budget === null) return null;
  if (row.measured === null || Number.isNaN(row.measured)) return false;
  return row.direction === 'min' ? row.measured >= row.budget : row.measured <= row.budget;
}

export function formatValue(value: number, unit: Unit): string {
  switch (unit) {
    case 'kb':
      return `${value.toFixed(1)} KB`;
    case 'mb':
      return `${value.toFixed(0)} MB`;
    case 's':
      return `${value.toFixed(1)} s`;
    case 'per_s':
      return `${Math.round(value).toLocaleString('en-US')}/s`;
    case 'ratio':
      return `${value.toFixed(2)}×`;
    case 'score':
      return value.toFixed(3);
    case 'count':
      return Math.round(value).toLocaleString('en-US');
    default:
      return value < 10 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`;
  }
}

export function formatTable(rows: readonly Row[]): string {
  const lines = ['| scenario | metric | measured | budget | ok |', '|---|---|---:|---:|:-:|'];
  for (const row of rows) {
    const measured =
      row.measured === null
        ? `not measured${row.note ? `: ${row.note}` : ''}`
        : formatValue(row.measured, row.unit);
    const budget =
      row.budget === null
        ? '—'
        : `${row.direction === 'min' ? '≥ ' : '≤ '}${formatValue(row.budget, row.unit)}`;
    const ok = rowOk(row);
    const okText = ok === null ? '—' : ok ? '✅' : '❌';
    const note = row.measured !== null && row.note ? ` (${row.note})` : '';
    lines.push(`| ${row.scenario} | ${row.metric}${note} | ${measured} | ${budget} | ${okText} |`);
  }
  return lines.join('\n');
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}
