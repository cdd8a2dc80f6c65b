/** The zod-free half of custom-order.ts (which re-exports it): what the dashboard counts without loading any schema. */

export const CUSTOM_ORDER_STATUSES = ['pending', 'in_progress', 'ready', 'completed', 'cancelled'] as const;
export type CustomOrderStatus = (typeof CUSTOM_ORDER_STATUSES)[number];

export const CUSTOM_ORDER_STATUS_LABELS: Readonly<Record<CustomOrderStatus, string>> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  ready: 'Ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Spec §4: these count towards the dashboard's pending orders. */
export const PENDING_CUSTOM_ORDER_STATUSES: readonly CustomOrderStatus[] = ['pending', 'in_progress'];

export function isCustomOrderPending(status: string): boolean {
  return (PENDING_CUSTOM_ORDER_STATUSES as readonly string[]).includes(status);
}

export const DEPOSIT_ABOVE_PRICE_MESSAGE = 'The deposit cannot exceed the price';
