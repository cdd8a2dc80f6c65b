import {
  type CustomOrder,
  type CustomOrderStatus,
  customOrderMoveRefusal,
  type ParsedCustomOrderForm,
  type PaymentMethod,
  type Sale,
} from '@cafe/domain';
import { createEditableRepository, ownSchemas } from './editable-repository';
import { LocalValidationError, type RepositoryDeps } from './local-writer';
import type { SalesRepository } from './sales-repository';

/**
 * A custom order's money is taken as sales linked to it (its deposit now, its balance at collection), so the cash-up,
 * the reports and the Z report count it with no path of their own. The order's price is what the customer pays in
 * all, so these sales carry no tax of their own (rate 0): the order's price is not split into tax here.
 */
const ORDER_PAYMENT_TAX_RATE = 0;

/** The line a payment for an order rings up: "Deposit: Sam Lee" or "Balance: Sam Lee". */
export function orderPaymentLine(
  kind: 'Deposit' | 'Balance',
  order: Pick<CustomOrder, 'id' | 'customerName'>,
) {
  return { productId: order.id, productName: `${kind}: ${order.customerName}`, quantity: 1 };
}

/** What is still owed on the order: its price less every payment linked to it. */
export function balanceDue(
  order: Pick<CustomOrder, 'price'>,
  payments: readonly Pick<Sale, 'total'>[],
): number {
  return Math.max(0, order.price - payments.reduce((sum, sale) => sum + sale.total, 0));
}

export function createCustomOrdersRepository(deps: RepositoryDeps, sales: SalesRepository) {
  const base = createEditableRepository(deps, ownSchemas('customOrder'));

  async function takePayment(
    kind: 'Deposit' | 'Balance',
    order: Pick<CustomOrder, 'id' | 'customerName'>,
    amount: number,
    method: PaymentMethod,
  ): Promise<void> {
    if (amount <= 0) return;
    const input = {
      items: [{ ...orderPaymentLine(kind, order), unitPrice: amount }],
      paymentMethod: method,
      customOrderId: order.id,
    };
    await sales.add(await sales.prepare(input, ORDER_PAYMENT_TAX_RATE));
  }

  /** The order's status moved on, if its rules allow that move (the server checks again on push). */
  async function move(id: string, to: CustomOrderStatus): Promise<void> {
    const order = await base.get(id);
    if (!order) throw new LocalValidationError('This order no longer exists.', 'status');
    const refusal = customOrderMoveRefusal(order.status, to);
    if (refusal) throw new LocalValidationError(refusal, 'status');
    await base.update(id, { status: to });
  }

  /** The sales linked to the order (deposit, balance), oldest first. */
  async function payments(orderId: string): Promise<Sale[]> {
    const linked = await deps.db.sales.where('customOrderId').equals(orderId).toArray();
    return linked.filter((sale) => sale.deletedAt === null).sort((a, b) => a.soldAt.localeCompare(b.soldAt));
  }

  return {
    ...base,
    move,
    payments,

    /** A new order, and its deposit taken as a sale linked to it. Returns the order's id. */
    async take({ depositMethod, ...values }: ParsedCustomOrderForm): Promise<string> {
      const id = await base.create(values);
      await takePayment('Deposit', { id, customerName: values.customerName }, values.deposit, depositMethod);
      return id;
    },

    /** Collection: the balance still due taken as a sale linked to the order, then the order completed. */
    async collect(order: CustomOrder, method: PaymentMethod): Promise<void> {
      const refusal = customOrderMoveRefusal(order.status, 'completed');
      if (refusal) throw new LocalValidationError(refusal, 'status');
      const due = balanceDue(order, await payments(order.id));
      await takePayment('Balance', order, due, method);
      await move(order.id, 'completed');
    },
  };
}

export type CustomOrdersRepository = ReturnType<typeof createCustomOrdersRepository>;
