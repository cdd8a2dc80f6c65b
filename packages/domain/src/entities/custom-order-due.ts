/**
 * Where a custom order stands against its due day (issue 35: "due today/tomorrow/overdue"), by the store's business
 * day, and the list's order: soonest due first. Zod-free: the orders list reads it.
 */
import { addDays } from '../business-day.js';
import type { CustomOrderStatus } from './custom-order-rules.js';
import { isCustomOrderFinal } from './order-status-rules.js';

export type CustomOrderDue = 'overdue' | 'today' | 'tomorrow' | 'later' | 'done';

export const CUSTOM_ORDER_DUE_LABELS: Readonly<Record<CustomOrderDue, string>> = {
  overdue: 'Overdue',
  today: 'Due today',
  tomorrow: 'Due tomorrow',
  later: 'Later',
  done: 'Done',
};

/** The list's groups, in the order a barista reads them. */
export const CUSTOM_ORDER_DUE_GROUPS: readonly CustomOrderDue[] = [
  'overdue',
  'today',
  'tomorrow',
  'later',
  'done',
];

interface DueOrder {
  dueDate: string;
  dueTime?: string | null | undefined;
  status: CustomOrderStatus;
}

/** A finished order (completed or cancelled) is done, whenever it was due; the rest by their day against `today`. */
export function customOrderDue(order: DueOrder, today: string): CustomOrderDue {
  if (isCustomOrderFinal(order.status)) return 'done';
  if (order.dueDate < today) return 'overdue';
  if (order.dueDate === today) return 'today';
  return order.dueDate === addDays(today, 1) ? 'tomorrow' : 'later';
}

/** Soonest due first (day, then time; an order without a time first on its day). */
export function byDue(a: DueOrder, b: DueOrder): number {
  return `${a.dueDate} ${a.dueTime ?? ''}`.localeCompare(`${b.dueDate} ${b.dueTime ?? ''}`);
}

/** The orders grouped by `customOrderDue`, each group soonest first; empty groups left out. */
export function groupCustomOrdersByDue<T extends DueOrder>(
  orders: readonly T[],
  today: string,
): { due: CustomOrderDue; orders: T[] }[] {
  const sorted = [...orders].sort(byDue);
  return CUSTOM_ORDER_DUE_GROUPS.map((due) => ({
    due,
    orders: sorted.filter((order) => customOrderDue(order, today) === due),
  })).filter((group) => group.orders.length > 0);
}
