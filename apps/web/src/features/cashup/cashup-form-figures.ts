import {
  CASHUP_AMOUNT_FIELDS,
  type CashupAmountField,
  type CashupFormValues,
  type Cents,
  cashupDailyGrandTotal,
  cents,
  parseMoney,
  RECONCILIATION_COUNTED_FIELDS,
  type ReconciliationLine,
  reconcileCashup,
  varianceNeedsNote,
} from '@cafe/domain';
import type { DayRecord } from './load-cashup';

/**
 * The amounts as typed so far, for the live figures: a blank or unreadable field counts as 0 until it is fixed
 * (the form's own check still refuses it on submit).
 */
export function countedAmounts(values: Partial<CashupFormValues>): Record<CashupAmountField, Cents> {
  return Object.fromEntries(
    CASHUP_AMOUNT_FIELDS.map((field) => {
      const parsed = parseMoney(values[field] ?? '');
      return [field, parsed !== null && parsed >= 0 ? parsed : cents(0)];
    }),
  ) as Record<CashupAmountField, Cents>;
}

/** Field 12, live: fields 1–10 minus expenses (spec §4). */
export function liveGrandTotal(values: Partial<CashupFormValues>): Cents {
  return cashupDailyGrandTotal(countedAmounts(values));
}

/**
 * A reconciliation line as the form shows it. `typed` is false while none of the group's fields holds a figure: a
 * blank form is not "short", so such a line stays neutral and asks for no note until something is typed.
 */
export interface LiveReconciliationLine extends ReconciliationLine {
  typed: boolean;
}

/** Recorded against counted for the form's day; undefined until that day's record has loaded. */
export function liveReconciliation(
  values: Partial<CashupFormValues>,
  record: DayRecord | undefined,
): LiveReconciliationLine[] | undefined {
  if (!record || record.day !== values.date) return undefined;
  return reconcileCashup({
    day: record.day,
    dailyTotals: record.dailyTotals,
    expenses: record.expenses,
    counted: countedAmounts(values),
  }).map((line) => ({
    ...line,
    typed: RECONCILIATION_COUNTED_FIELDS[line.group].some((field) => (values[field] ?? '').trim() !== ''),
  }));
}

/** The lines a figure has been typed for: the only ones a variance is judged on. */
export function typedLines(lines: readonly LiveReconciliationLine[]): LiveReconciliationLine[] {
  return lines.filter((line) => line.typed);
}

/** True when the typed count is off the record by more than the threshold and no note explains it yet. */
export function missingVarianceNote(
  values: Partial<CashupFormValues>,
  record: DayRecord | undefined,
  threshold: Cents,
): boolean {
  if ((values.notes ?? '').trim() !== '') return false;
  const lines = liveReconciliation(values, record);
  return lines !== undefined && varianceNeedsNote(typedLines(lines), threshold);
}
