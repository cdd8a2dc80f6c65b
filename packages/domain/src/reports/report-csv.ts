/**
 * The reports as CSV tables (issue 13: each report exports to CSV). Money is written as a plain decimal ('1234.50')
 * so a spreadsheet reads it as a number; days as 'yyyy-mm-dd'. Pure: the browser does the download.
 */
import type { BusinessDay } from '../business-day.js';
import { describeOptions } from '../entities/modifier-group-rules.js';
import type { Sale } from '../entities/sale.js';
import { describePayments, salePayments } from '../entities/sale-payments.js';
import { type Cents, centsToDecimalString } from '../money.js';
import type { ReportTables } from './expenses-report.js';
import { previousLines } from './previous-lines.js';
import { type SaleClock, wallClockFinder } from './sale-clock.js';
import { categoryLabel, staffName, UNCATEGORISED } from './sales-report.js';

export interface CsvTable {
  header: string[];
  rows: string[][];
}

const money = (value: Cents) => centsToDecimalString(value);

/** 'Change' as a percentage with one decimal, '' when the previous figure is zero (no change to speak of). */
export function changeText(current: number, previous: number): string {
  if (previous === 0) return '';
  const change = ((current - previous) / Math.abs(previous)) * 100;
  return `${change > 0 ? '+' : ''}${change.toFixed(1)}%`;
}

const REPORT_SECTIONS = [
  'summary',
  'byDay',
  'byHour',
  'byProduct',
  'byCategory',
  'byPayment',
  'byStaff',
  'expenses',
  'byOption',
  'discounts',
  'discountsByStaff',
] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

export const REPORT_SECTION_TITLES: Readonly<Record<ReportSection, string>> = {
  summary: 'Sales Summary',
  byDay: 'Sales by Day',
  byHour: 'Sales by Hour of Day',
  byProduct: 'Sales by Product',
  byCategory: 'Sales by Category',
  byPayment: 'Sales by Payment Method',
  byStaff: 'Sales by Staff Member',
  expenses: 'Expenses by Category',
  byOption: 'Sales by Option',
  discounts: 'Discounts Given',
  discountsByStaff: 'Discounts by Staff Member',
};

/** The summary's figures in order: label, this period, previous period (cents, or a plain count). */
export function summaryFigures(
  tables: ReportTables,
): { label: string; current: number; previous: number; money: boolean }[] {
  const now = tables.current.summary;
  const before = tables.previous.summary;
  return [
    { label: 'Sales', current: now.count, previous: before.count, money: false },
    { label: 'Gross sales', current: now.gross, previous: before.gross, money: true },
    { label: 'Discounts', current: now.discounts, previous: before.discounts, money: true },
    { label: 'Net sales', current: now.net, previous: before.net, money: true },
    { label: 'Tax', current: now.tax, previous: before.tax, money: true },
    { label: 'Total taken', current: now.taken, previous: before.taken, money: true },
    { label: 'Average ticket', current: now.averageTicket, previous: before.averageTicket, money: true },
    // Not revenue and not taxed (issue 33): beside the takings, in none of the figures above.
    { label: 'Tips', current: now.tips, previous: before.tips, money: true },
    {
      label: 'Expenses',
      current: tables.expenses.total,
      previous: tables.previousExpenses.total,
      money: true,
    },
    {
      label: 'Sales minus expenses',
      current: now.taken - tables.expenses.total,
      previous: before.taken - tables.previousExpenses.total,
      money: true,
    },
  ];
}

/** One section as a CSV table, with the previous period beside each figure where it has one. */
export function reportSectionTable(section: ReportSection, tables: ReportTables): CsvTable {
  const { current } = tables;
  const before = previousLines(tables);
  const zero = 0 as Cents;
  switch (section) {
    case 'summary':
      return {
        header: ['Figure', 'This period', 'Previous period', 'Change'],
        rows: summaryFigures(tables).map((figure) => [
          figure.label,
          figure.money ? money(figure.current as Cents) : String(figure.current),
          figure.money ? money(figure.previous as Cents) : String(figure.previous),
          changeText(figure.current, figure.previous),
        ]),
      };
    case 'byDay':
      return {
        header: [
          'Date',
          'Sales',
          'Total taken',
          'Previous date',
          'Previous sales',
          'Previous total taken',
          'Tips',
        ],
        rows: current.byDay.map((line, index) => {
          const old = before.day(index);
          return [
            line.day,
            String(line.count),
            money(line.taken),
            old?.day ?? '',
            old ? String(old.count) : '',
            old ? money(old.taken) : '',
            money(line.tips),
          ];
        }),
      };
    case 'byHour':
      return {
        header: ['Hour', 'Sales', 'Total taken', 'Previous sales', 'Previous total taken'],
        rows: current.byHour.map((line) => [
          hourLabel(line.hour),
          String(line.count),
          money(line.taken),
          String(before.hour(line.hour)?.count ?? 0),
          money(before.hour(line.hour)?.taken ?? zero),
        ]),
      };
    case 'byProduct':
      return {
        header: ['Product', 'Category', 'Quantity', 'Revenue', 'Previous quantity', 'Previous revenue'],
        rows: current.byProduct.map((line) => [
          line.name,
          line.categoryLabel,
          String(line.quantity),
          money(line.revenue),
          String(before.product(line.productId)?.quantity ?? 0),
          money(before.product(line.productId)?.revenue ?? zero),
        ]),
      };
    case 'byCategory':
      return {
        header: ['Category', 'Quantity', 'Revenue', 'Previous revenue'],
        rows: current.byCategory.map((line) => [
          line.label,
          String(line.quantity),
          money(line.revenue),
          money(before.category(line.category)?.revenue ?? zero),
        ]),
      };
    case 'byPayment':
      return {
        header: ['Payment method', 'Sales', 'Total taken', 'Previous total taken', 'Tips'],
        rows: current.byPayment.map((line) => [
          line.label,
          String(line.count),
          money(line.taken),
          money(before.payment(line.paymentMethod)?.taken ?? zero),
          money(line.tips),
        ]),
      };
    case 'byStaff':
      return {
        header: ['Staff member', 'Sales', 'Total taken', 'Previous total taken'],
        rows: current.byStaff.map((line) => [
          line.name,
          String(line.count),
          money(line.taken),
          money(before.staff(line.userId)?.taken ?? zero),
        ]),
      };
    case 'expenses':
      return {
        header: ['Category', 'Expenses', 'Amount', 'Previous amount'],
        rows: tables.expenses.byCategory.map((line) => [
          line.label,
          String(line.count),
          money(line.amount),
          money(before.expenseCategory(line.category)?.amount ?? zero),
        ]),
      };
    case 'byOption':
      return {
        header: ['Group', 'Option', 'Times chosen', 'Amount', 'Chosen while sold out'],
        rows: current.byOption.map((line) => [
          line.groupName,
          line.name,
          String(line.count),
          money(line.amount),
          String(line.soldOut),
        ]),
      };
    case 'discounts':
      return {
        header: ['Discount', 'Times given', 'Amount'],
        rows: current.discounts.byDiscount.map((line) => [line.name, String(line.count), money(line.cents)]),
      };
    case 'discountsByStaff':
      return {
        header: ['Staff member', 'Discounts given', 'Amount given', 'Discounts approved', 'Amount approved'],
        rows: current.discountsByPerson.map((line) => [
          line.name,
          String(line.given.count),
          money(line.given.cents),
          String(line.approved.count),
          money(line.approved.cents),
        ]),
      };
  }
}

/** '09:00–10:00' for hour 9. */
export function hourLabel(hour: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(hour)}:00–${pad((hour + 1) % 24)}:00`;
}

export const SALE_LINES_HEADER = [
  'Date',
  'Time',
  'Sale',
  'Product',
  'Category',
  'Quantity',
  'Unit price',
  'Line discount',
  'Line amount',
  'Payment method',
  'Staff member',
  /** The options the line was sold with, as the receipt shows them ('Large · Oat · Extra shot ×2'); blank for none. */
  'Options',
];

export interface SaleLinesContext {
  /** The business day and hour of an instant in the store's zone (saleClock). */
  clock: (instant: string) => SaleClock;
  /** 'HH:MM' of an instant in the store's zone. */
  timeOf: (instant: string) => string;
  categories: ReadonlyMap<string, string>;
  names: ReadonlyMap<string, string>;
}

/** One CSV row per sale line of live sales; the day is the sale's business day. */
export function saleLineRows(sales: readonly Sale[], context: SaleLinesContext): string[][] {
  const rows: string[][] = [];
  for (const sale of sales) {
    if (sale.deletedAt !== null) continue;
    const day: BusinessDay = context.clock(sale.soldAt).day;
    const time = context.timeOf(sale.soldAt);
    const method = describePayments(salePayments(sale));
    const staff = staffName(sale.createdBy, context.names);
    for (const item of sale.items) {
      const gross = item.quantity * item.unitPrice;
      const discount = item.discount ?? 0;
      rows.push([
        day,
        time,
        sale.id,
        item.productName,
        categoryLabel(context.categories.get(item.productId) ?? UNCATEGORISED),
        String(item.quantity),
        money(item.unitPrice),
        money(discount as Cents),
        money((gross - discount) as Cents),
        method,
        staff,
        describeOptions(item.options ?? []),
      ]);
    }
  }
  return rows;
}

/** 'HH:MM' of many instants in one zone, with few Intl calls (see wallClockFinder). */
export function timeOfDayFinder(timeZone: string): (instant: string) => string {
  const wallClock = wallClockFinder(timeZone);
  return (instant) => new Date(wallClock(Date.parse(instant))).toISOString().slice(11, 16);
}
