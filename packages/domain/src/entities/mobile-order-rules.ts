/** The zod-free half of mobile-order.ts (which re-exports it): what the dashboard counts without loading any schema. */

export const MOBILE_ORDER_STATUSES = ['new', 'preparing', 'ready', 'picked_up', 'cancelled'] as const;
export type MobileOrderStatus = (typeof MOBILE_ORDER_STATUSES)[number];

export const MOBILE_ORDER_STATUS_LABELS: Readonly<Record<MobileOrderStatus, string>> = {
  new: 'New',
  preparing: 'Preparing',
  ready: 'Ready',
  picked_up: 'Picked Up',
  cancelled: 'Cancelled',
};

/** Spec §4: these count towards the dashboard's pending orders. */
export const PENDING_MOBILE_ORDER_STATUSES: readonly MobileOrderStatus[] = ['new', 'preparing'];

export function isMobileOrderPending(status: string): boolean {
  return (PENDING_MOBILE_ORDER_STATUSES as readonly string[]).includes(status);
}
