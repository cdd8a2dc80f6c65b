import {
  type BusinessDay,
  customRange,
  type DayRange,
  REPORT_PERIODS,
  type ReportPeriod,
  reportRange,
} from '@cafe/domain';

/** What the range picker holds: a named period, or a custom one as typed ('yyyy-mm-dd', possibly blank). */
export interface ReportSelection {
  period: ReportPeriod;
  from: string;
  to: string;
}

export const DEFAULT_SELECTION: ReportSelection = { period: 'thisWeek', from: '', to: '' };

export function isReportPeriod(value: string | null): value is ReportPeriod {
  return (REPORT_PERIODS as readonly (string | null)[]).includes(value);
}

/** The selection as the address bar holds it (?period=custom&from=…&to=…), so a report can be bookmarked. */
export function selectionFromParams(params: URLSearchParams): ReportSelection {
  const period = params.get('period');
  return {
    period: isReportPeriod(period) ? period : DEFAULT_SELECTION.period,
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

export function selectionToParams(selection: ReportSelection): Record<string, string> {
  if (selection.period !== 'custom') return { period: selection.period };
  return { period: 'custom', from: selection.from, to: selection.to };
}

export function selectedRange(
  selection: ReportSelection,
  today: BusinessDay,
): { ok: true; range: DayRange } | { ok: false; message: string } {
  if (selection.period === 'custom') return customRange(selection.from, selection.to);
  return { ok: true, range: reportRange(selection.period, today) };
}
