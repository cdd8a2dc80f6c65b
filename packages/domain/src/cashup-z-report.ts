/**
 * The end-of-day (Z) report of one business day (issue 13, Deliver 3): what the tills sold that day, what was spent,
 * and the day's cash-up set against the record. Sales figures come from the reports' own modules (sales-figures.ts,
 * sales-report.ts), so a Z report and a one-day report in Reports agree to the cent; counted against recorded is
 * reconcileCashup, so it agrees with the cash-up screen.
 */
import { type BusinessDay, businessDayRange } from './business-day.js';
import { type ReconciliationLine, reconcileCashup } from './cashup-reconciliation.js';
import { duplicateCashupIds, type LateAdjustment, lateAdjustment } from './cashup-review.js';
import type { DailyTotal } from './dashboard.js';
import type { Cashup } from './entities/cashup.js';
import { CASHUP_AMOUNT_FIELDS, type CashupAmountField } from './entities/cashup-rules.js';
import { type Cents, sumCents } from './money.js';
import type { ReportExpense } from './reports/expenses-report.js';
import { emptyFigures, figuresByDay, type ReportSale, type SalesFigures } from './reports/sales-figures.js';
import {
  type CategoryLine,
  type PaymentLine,
  type ProductLine,
  type ReportCatalogue,
  type SalesSummary,
  salesReport,
} from './reports/sales-report.js';

export interface ZReportSale extends ReportSale {
  /** When the server received it: a sale received after the day's approval is a late adjustment. */
  createdAt: string;
}

export interface ZReportExpense extends ReportExpense {
  paidFromTill: boolean;
}

export interface ZReportInput {
  day: BusinessDay;
  timeZone: string;
  /**
   * The day's sales figures when the device keeps them per day; without them they are summed from `sales`, which
   * must then hold every sale of the day.
   */
  figures?: SalesFigures;
  /**
   * Sales sold on or around the day; only those whose soldAt falls on it count. With `figures` given, only the
   * late adjustment reads them, so the sales of the day received after its approval are enough.
   */
  sales: readonly ZReportSale[];
  /** Expenses; only live ones dated on the day count. */
  expenses: readonly ZReportExpense[];
  /** Cash-up reports; only live ones of the day count. */
  reports: readonly Cashup[];
  /** Names products' categories and people (deleted rows too: a past day still names them). */
  catalogue: ReportCatalogue;
}

export interface ZReportExpenses {
  /** Every live expense of the day. */
  count: number;
  total: Cents;
  /** Those paid out of the till's drawer: the ones the count is checked against. */
  tillCount: number;
  tillTotal: Cents;
}

export interface ZReportCashup {
  id: string;
  status: Cashup['status'];
  submittedBy: string;
  submittedAt: string;
  /** Null while not approved, or for a report approved before approvers were kept. */
  approvedBy: string | null;
  approvedAt: string | null;
  /** What was counted, by field, as the report holds it. */
  counted: Readonly<Record<CashupAmountField, Cents>>;
  dailyGrandTotal: Cents;
  /** Counted against recorded: cash, cards, mobile, expenses paid from the till. */
  reconciliation: ReconciliationLine[];
  notes: string | null;
  /** The day was approved: sales recorded for it since (count 0 when none). */
  lateAdjustment: LateAdjustment | undefined;
}

export interface ZReport {
  day: BusinessDay;
  summary: SalesSummary;
  byPayment: PaymentLine[];
  byCategory: CategoryLine[];
  topItems: ProductLine[];
  expenses: ZReportExpenses;
  /** The day's kept report (the first of the day); undefined when nobody counted the day yet. */
  cashup: ZReportCashup | undefined;
  /** Further reports of the same day, waiting for an admin to keep one. */
  otherReports: number;
}

const UNKNOWN_USER = 'Unknown user';

/** Assembles the Z report of `day` from the rows a device holds. */
export function zReport({
  day,
  timeZone,
  figures: dayFigures,
  sales,
  expenses,
  reports,
  catalogue,
}: ZReportInput): ZReport {
  const range = businessDayRange(day, timeZone);
  const start = Date.parse(range.start);
  const end = Date.parse(range.end);
  const ofDay = sales.filter((sale) => {
    const sold = Date.parse(sale.soldAt);
    return sold >= start && sold < end;
  });
  const figures = dayFigures ?? figuresByDay(ofDay, timeZone).get(day) ?? emptyFigures();
  const report = salesReport(new Map([[day, figures]]), { first: day, last: day, days: 1 }, catalogue);

  const liveExpenses = expenses.filter((expense) => expense.deletedAt === null && expense.date === day);
  const tillExpenses = liveExpenses.filter((expense) => expense.paidFromTill);

  const liveReports = reports.filter((row) => row.deletedAt === null && row.date === day);
  const flagged = duplicateCashupIds(liveReports);
  const kept = liveReports.find((row) => !flagged.has(row.id));
  const names = new Map(catalogue.users.map((user) => [user.id, user.name]));
  const nameOf = (id: string) => names.get(id) ?? UNKNOWN_USER;

  let cashup: ZReportCashup | undefined;
  if (kept) {
    const dailyTotals: DailyTotal[] = report.byPayment.map((line) => ({
      day,
      paymentMethod: line.paymentMethod,
      count: line.count,
      total: line.taken,
      tips: line.tips,
    }));
    const counted = Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((field) => [field, kept[field]])) as Record<
      CashupAmountField,
      Cents
    >;
    // A row pulled before approvers were kept has neither field: undefined reads as not recorded.
    const approvedBy = kept.approvedBy ?? null;
    const approvedAt = kept.status === 'approved' ? (kept.approvedAt ?? kept.updatedAt) : null;
    cashup = {
      id: kept.id,
      status: kept.status,
      submittedBy: nameOf(kept.createdBy),
      submittedAt: kept.createdAt,
      approvedBy: approvedBy === null ? null : nameOf(approvedBy),
      approvedAt,
      counted,
      dailyGrandTotal: kept.dailyGrandTotal,
      reconciliation: reconcileCashup({ day, dailyTotals, expenses: liveExpenses, counted }),
      notes: kept.notes,
      lateAdjustment: approvedAt === null ? undefined : lateAdjustment(ofDay, approvedAt, range),
    };
  }

  return {
    day,
    summary: report.summary,
    byPayment: report.byPayment,
    byCategory: report.byCategory,
    topItems: report.topItems,
    expenses: {
      count: liveExpenses.length,
      total: sumCents(liveExpenses.map((expense) => expense.amount)),
      tillCount: tillExpenses.length,
      tillTotal: sumCents(tillExpenses.map((expense) => expense.amount)),
    },
    cashup,
    otherReports: liveReports.length - (kept ? 1 : 0),
  };
}
