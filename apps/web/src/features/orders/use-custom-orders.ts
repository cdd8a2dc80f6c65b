import { businessDay, type CustomOrder, resolveTimeZone, type Sale } from '@cafe/domain';
import { repositories } from '../../data/repositories/repositories';
import { type LiveRead, useLiveRead } from '../../data/use-live-read';

export interface CustomOrdersView {
  orders: CustomOrder[];
  /** Each order's payments (the sales linked to it), by order id. */
  payments: ReadonlyMap<string, Sale[]>;
  /** The store's business day now, which "due today" is measured against. */
  today: string;
}

export type CustomOrdersRead = LiveRead<'view', CustomOrdersView>;

async function readCustomOrders(): Promise<CustomOrdersView> {
  const [orders, settings] = await Promise.all([
    repositories.customOrders.list(),
    repositories.settings.get().catch(() => undefined),
  ]);
  const payments = new Map<string, Sale[]>();
  for (const order of orders) payments.set(order.id, await repositories.customOrders.payments(order.id));
  return { orders, payments, today: businessDay(new Date(), resolveTimeZone(settings?.timeZone)) };
}

/** The store's custom orders with their payments, live: an order moved on another till shows at once. */
export function useCustomOrders(): CustomOrdersRead {
  return useLiveRead('view', readCustomOrders, 'Failed to load custom orders').read;
}
