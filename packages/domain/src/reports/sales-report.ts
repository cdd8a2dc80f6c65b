/** The sales report over a range of business days, from its days' figures (sales-figures.ts). */
import type { BusinessDay } from '../business-day.js';
import { addDays } from '../business-day.js';
import type { DayRange } from '../dashboard.js';
import { labelFor } from '../entities/common-rules.js';
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS } from '../entities/product-rules.js';
import { salePaymentMethodLabel } from '../entities/sale-payments.js';
import { PAYMENT_METHODS, UNKNOWN_CREATOR } from '../entities/sale-rules.js';
import { type Cents, cents, ZERO_CENTS } from '../money.js';
import {
  type DiscountPersonLine,
  type DiscountsReport,
  discountPersonLines,
  discountsOf,
} from './discounts-report.js';
import { type OptionLine, optionLines } from './option-figures.js';
import { emptyFigures, mergeFigures, type SalesFigures, type Tally, totalTips } from './sales-figures.js';

export const UNCATEGORISED = 'uncategorised';
export const UNCATEGORISED_LABEL = 'Uncategorised';
export const UNKNOWN_STAFF_LABEL = 'Unknown';
export const TOP_ITEMS_LIMIT = 10;

export interface SalesSummary {
  count: number;
  gross: Cents;
  discounts: Cents;
  tax: Cents;
  net: Cents;
  taken: Cents;
  averageTicket: Cents;
  /** Tips on top of what was taken: not revenue, not taxed (issue 33). */
  tips: Cents;
}

export interface DayLine extends Tally {
  day: BusinessDay;
  tips: Cents;
}
export interface HourLine extends Tally {
  hour: number;
}
export interface PaymentLine extends Tally {
  paymentMethod: string;
  label: string;
  /** Tips paid with this method, on top of `taken`. */
  tips: Cents;
}
export interface StaffLine extends Tally {
  userId: string;
  name: string;
}
export interface ProductLine {
  productId: string;
  name: string;
  category: string;
  categoryLabel: string;
  quantity: number;
  revenue: Cents;
}
export interface CategoryLine {
  category: string;
  label: string;
  quantity: number;
  revenue: Cents;
}

export interface SalesReport {
  range: DayRange;
  summary: SalesSummary;
  /** Every day of the range, oldest first, zero where nothing was sold. */
  byDay: DayLine[];
  /** All 24 hours, zero where nothing was sold. */
  byHour: HourLine[];
  byPayment: PaymentLine[];
  /** Most taken first. */
  byStaff: StaffLine[];
  /** Most revenue first. */
  byProduct: ProductLine[];
  /** The catalogue's categories in their usual order, then Uncategorised; only those with sales. */
  byCategory: CategoryLine[];
  /** The first TOP_ITEMS_LIMIT of byProduct. */
  topItems: ProductLine[];
  /** Σ sale discounts: what separates Σ product revenue from net. */
  saleDiscounts: Cents;
  /** The options sold, by group then most chosen (option-figures.ts). */
  byOption: OptionLine[];
  /** Sales with an option that was sold out when they were made. */
  soldOutSales: number;
  /** The named discounts given, most cents first (discounts-report.ts). */
  discounts: DiscountsReport;
  /** Who gave them and who approved them. */
  discountsByPerson: DiscountPersonLine[];
}

/** taken ÷ count, rounded half up; 0 with no sales. */
export function averageTicket(taken: Cents, count: number): Cents {
  if (count === 0) return ZERO_CENTS;
  return cents(Math.sign(taken) * Math.floor((Math.abs(taken) * 2 + count) / (2 * count)));
}

export function summaryOf(figures: SalesFigures): SalesSummary {
  const discounts = cents(figures.lineDiscounts + figures.saleDiscounts);
  return {
    count: figures.count,
    gross: figures.gross,
    discounts,
    tax: figures.tax,
    net: cents(figures.gross - discounts),
    taken: figures.taken,
    averageTicket: averageTicket(figures.taken, figures.count),
    tips: totalTips(figures),
  };
}

/** Every day of a range, oldest first. */
export function daysOf(range: DayRange): BusinessDay[] {
  return Array.from({ length: range.days }, (_, index) => addDays(range.first, index));
}

/** The figures of the days of `range` found in `days`, summed. */
export function figuresInRange(days: ReadonlyMap<BusinessDay, SalesFigures>, range: DayRange): SalesFigures {
  const total = emptyFigures();
  for (const [day, figures] of days) {
    if (day >= range.first && day <= range.last) mergeFigures(total, figures);
  }
  return total;
}

export interface ReportCatalogue {
  /** Products as stored (deleted ones too: their category is still known). */
  products: readonly { id: string; category: string }[];
  users: readonly { id: string; name: string }[];
}

function paymentRank(method: string): number {
  const known: readonly string[] = PAYMENT_METHODS;
  const index = known.indexOf(method);
  return index === -1 ? known.length : index;
}

function categoryRank(category: string): number {
  const known: readonly string[] = PRODUCT_CATEGORIES;
  const index = known.indexOf(category);
  return index === -1 ? known.length + (category === UNCATEGORISED ? 1 : 0) : index;
}

export function categoryLabel(category: string): string {
  return category === UNCATEGORISED ? UNCATEGORISED_LABEL : labelFor(PRODUCT_CATEGORY_LABELS, category);
}

/** The name a sale's createdBy shows as: the user's, else Unknown (with the id's start when it was a user). */
export function staffName(userId: string, names: ReadonlyMap<string, string>): string {
  const name = names.get(userId);
  if (name !== undefined) return name;
  return userId === UNKNOWN_CREATOR ? UNKNOWN_STAFF_LABEL : `${UNKNOWN_STAFF_LABEL} (${userId.slice(0, 8)})`;
}

/** Every sales report of a range, from its days' figures and the catalogue that names products and staff. */
export function salesReport(
  days: ReadonlyMap<BusinessDay, SalesFigures>,
  range: DayRange,
  catalogue: ReportCatalogue,
): SalesReport {
  const figures = figuresInRange(days, range);
  const categories = new Map(catalogue.products.map((product) => [product.id, product.category]));
  const names = new Map(catalogue.users.map((user) => [user.id, user.name]));

  const byDay = daysOf(range).map((day) => {
    const dayFigures = days.get(day);
    return {
      day,
      count: dayFigures?.count ?? 0,
      taken: dayFigures?.taken ?? ZERO_CENTS,
      tips: dayFigures ? totalTips(dayFigures) : ZERO_CENTS,
    };
  });
  const byHour = Array.from({ length: 24 }, (_, hour) => ({
    hour,
    count: figures.byHour.get(hour)?.count ?? 0,
    taken: figures.byHour.get(hour)?.taken ?? ZERO_CENTS,
  }));
  const byPayment = [...figures.byPayment]
    .map(([paymentMethod, tally]) => ({
      paymentMethod,
      label: salePaymentMethodLabel(paymentMethod),
      ...tally,
      tips: figures.tips.get(paymentMethod) ?? ZERO_CENTS,
    }))
    .sort(
      (a, b) =>
        paymentRank(a.paymentMethod) - paymentRank(b.paymentMethod) ||
        a.paymentMethod.localeCompare(b.paymentMethod),
    );
  const byStaff = [...figures.byStaff]
    .map(([userId, tally]) => ({ userId, name: staffName(userId, names), ...tally }))
    .sort((a, b) => b.taken - a.taken || a.name.localeCompare(b.name));
  const byProduct = [...figures.byProduct]
    .map(([productId, product]) => {
      const category = categories.get(productId) ?? UNCATEGORISED;
      return {
        productId,
        name: product.name,
        category,
        categoryLabel: categoryLabel(category),
        quantity: product.quantity,
        revenue: product.revenue,
      };
    })
    .sort((a, b) => b.revenue - a.revenue || b.quantity - a.quantity || a.name.localeCompare(b.name));
  const categoryTotals = new Map<string, CategoryLine>();
  for (const line of byProduct) {
    const entry = categoryTotals.get(line.category) ?? {
      category: line.category,
      label: line.categoryLabel,
      quantity: 0,
      revenue: ZERO_CENTS,
    };
    entry.quantity += line.quantity;
    entry.revenue = cents(entry.revenue + line.revenue);
    categoryTotals.set(line.category, entry);
  }
  const byCategory = [...categoryTotals.values()].sort(
    (a, b) => categoryRank(a.category) - categoryRank(b.category) || a.category.localeCompare(b.category),
  );

  const discounts = discountsOf(figures.discountsGiven);

  return {
    range,
    summary: summaryOf(figures),
    byDay,
    byHour,
    byPayment,
    byStaff,
    byProduct,
    byCategory,
    topItems: byProduct.slice(0, TOP_ITEMS_LIMIT),
    saleDiscounts: figures.saleDiscounts,
    byOption: optionLines(figures.byOption),
    soldOutSales: figures.soldOutSales,
    discounts,
    discountsByPerson: discountPersonLines(discounts, (userId) => staffName(userId, names)),
  };
}
