import {
  CUSTOM_ORDER_DUE_LABELS,
  CUSTOM_ORDER_MOVES,
  CUSTOM_ORDER_STATUS_LABELS,
  type CustomOrder,
  type CustomOrderDue,
  type CustomOrderStatus,
  cents,
  formatMoney,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  paths,
  type Sale,
} from '@cafe/domain';
import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { balanceDue } from '../../data/repositories/custom-orders-repository';
import { LocalValidationError } from '../../data/repositories/local-writer';
import { repositories } from '../../data/repositories/repositories';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button, buttonClass } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';

export const CUSTOM_ORDER_MOVE_FAILED =
  "The order wasn't changed. Check your connection to this till's storage and try again.";

const DUE_TONES: Readonly<Record<CustomOrderDue, BadgeTone>> = {
  overdue: 'red',
  today: 'amber',
  tomorrow: 'blue',
  later: 'grey',
  done: 'grey',
};

/** What the button that makes each move says. */
const MOVE_LABELS: Readonly<Record<CustomOrderStatus, string>> = {
  pending: 'Back to pending',
  in_progress: 'Start making',
  ready: 'Mark ready',
  completed: 'Mark collected',
  cancelled: 'Cancel order',
};

function dueText(order: CustomOrder) {
  const day = new Date(`${order.dueDate}T00:00:00`).toLocaleDateString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  return order.dueTime ? `${day}, ${order.dueTime}` : day;
}

/** One custom order: who and what, when it is due, its money, and the buttons for its next moves (44 px). */
export function CustomOrderItem({
  order,
  due,
  payments,
}: {
  order: CustomOrder;
  due: CustomOrderDue;
  payments: readonly Sale[];
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [cancelling, setCancelling] = useState(false);
  const methodId = useId();
  const balance = balanceDue(order, payments);
  const moves = CUSTOM_ORDER_MOVES[order.status];

  async function run(change: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await change();
    } catch (error) {
      if (!(error instanceof LocalValidationError)) console.error('Failed to move custom order', error);
      setProblem(error instanceof LocalValidationError ? error.message : CUSTOM_ORDER_MOVE_FAILED);
    } finally {
      setBusy(false);
    }
  }

  const move = (to: CustomOrderStatus) =>
    run(() =>
      to === 'completed'
        ? repositories.customOrders.collect(order, method)
        : repositories.customOrders.move(order.id, to),
    );

  return (
    <li aria-label={`Order for ${order.customerName}`} className="p-4">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="break-words text-base font-semibold text-stone-900 dark:text-stone-50">
            {order.customerName}
          </h3>
          <p className="break-words text-sm text-stone-700 dark:text-stone-300">{order.description}</p>
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            <Badge tone={DUE_TONES[due]}>
              {due === 'done' ? dueText(order) : CUSTOM_ORDER_DUE_LABELS[due]}
            </Badge>
            {due !== 'done' ? <Badge>{dueText(order)}</Badge> : null}
            <Badge tone={order.status === 'cancelled' ? 'red' : 'green'}>
              {CUSTOM_ORDER_STATUS_LABELS[order.status]}
            </Badge>
          </div>
          {order.customerPhone ? (
            <p className="mt-1 break-words text-sm text-stone-600 dark:text-stone-400">
              {order.customerPhone}
            </p>
          ) : null}
          {order.notes ? (
            <p className="mt-1 break-words text-sm text-stone-600 dark:text-stone-400">
              Notes: {order.notes}
            </p>
          ) : null}
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-3 text-sm">
          <dt className="text-stone-600 dark:text-stone-400">Price</dt>
          <dd className="text-right tabular-nums">{formatMoney(order.price)}</dd>
          <dt className="text-stone-600 dark:text-stone-400">Paid</dt>
          <dd className="text-right tabular-nums">{formatMoney(cents(order.price - balance))}</dd>
          <dt className="font-semibold">Balance due</dt>
          <dd className="text-right font-semibold tabular-nums">{formatMoney(cents(balance))}</dd>
        </dl>
      </div>
      {payments.length > 0 ? (
        <ul aria-label="Payments" className="mt-2 text-sm text-stone-600 dark:text-stone-400">
          {payments.map((sale) => (
            <li key={sale.id}>
              {sale.items[0]?.productName.split(':')[0]} {formatMoney(sale.total)},{' '}
              {PAYMENT_METHOD_LABELS[sale.paymentMethod as PaymentMethod] ?? sale.paymentMethod}
            </li>
          ))}
        </ul>
      ) : null}
      {moves.length > 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {moves.includes('completed') && balance > 0 ? (
            <span className="inline-flex items-center gap-2 text-sm">
              <label htmlFor={methodId}>Balance paid by</label>
              <select
                id={methodId}
                value={method}
                onChange={(event) => setMethod(event.target.value as PaymentMethod)}
                className="h-12 rounded-lg border border-stone-300 bg-white px-3 dark:border-stone-700 dark:bg-stone-900"
              >
                {PAYMENT_METHODS.map((option) => (
                  <option key={option} value={option}>
                    {PAYMENT_METHOD_LABELS[option]}
                  </option>
                ))}
              </select>
            </span>
          ) : null}
          {moves.map((to) => (
            <Button
              key={to}
              size="lg"
              variant={to === 'cancelled' ? 'secondary' : 'primary'}
              disabled={busy}
              // Cancelling is final, so it asks first; the other moves are one tap, as a barista works.
              onClick={() => (to === 'cancelled' ? setCancelling(true) : void move(to))}
            >
              {to === 'completed' && balance > 0
                ? `Take ${formatMoney(cents(balance))} and mark collected`
                : MOVE_LABELS[to]}
            </Button>
          ))}
          <Link
            to={`${paths.customOrders}/edit/${order.id}`}
            aria-label={`Edit order for ${order.customerName}`}
            className={buttonClass('ghost', 'lg')}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Link>
        </div>
      ) : null}
      <ConfirmDialog
        open={cancelling}
        title={`Cancel the order for ${order.customerName}?`}
        message="A cancelled order can't be moved on again. Any deposit taken stays recorded as taken."
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        onConfirm={() => {
          setCancelling(false);
          void move('cancelled');
        }}
        onCancel={() => setCancelling(false)}
      />
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </li>
  );
}
