import { CUSTOM_ORDER_DUE_LABELS, groupCustomOrdersByDue, paths } from '@cafe/domain';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { ReadStatus } from '../../ui/read-status';
import { CustomOrderItem } from './custom-order-item';
import { useCustomOrders } from './use-custom-orders';

export const NEW_CUSTOM_ORDER_PATH = `${paths.customOrders}/new`;

/** /orders/custom: the store's custom orders by due date, overdue first, each with its next moves. */
export function CustomOrdersListPage() {
  const read = useCustomOrders();

  const newOrder = (label: string) => (
    <Link to={NEW_CUSTOM_ORDER_PATH} className={buttonClass('primary', 'lg')}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );

  return (
    <>
      <PageHeader
        title="Custom Orders"
        description="Cakes and other orders made for a day: take the deposit now, the balance at collection."
        actions={newOrder('New Custom Order')}
      />
      {read.state !== 'ready' ? (
        <Card className="p-4 sm:p-6">
          <ReadStatus
            state={read.state}
            loadingLabel="Loading custom orders"
            failedMessage="Failed to load custom orders"
          />
        </Card>
      ) : read.view.orders.length === 0 ? (
        <Card className="p-4 py-12 text-center sm:p-6">
          <p className="text-stone-600 dark:text-stone-400">No custom orders yet</p>
          <p className="mt-1 mb-4 text-sm text-stone-600 dark:text-stone-400">
            Take one when a customer orders something for a later day, such as a birthday cake.
          </p>
          {newOrder('Take Your First Custom Order')}
        </Card>
      ) : (
        <div className="space-y-6">
          {groupCustomOrdersByDue(read.view.orders, read.view.today).map((group) => (
            <section key={group.due} aria-label={CUSTOM_ORDER_DUE_LABELS[group.due]}>
              <h2 className="mb-2 text-lg font-semibold text-stone-900 dark:text-stone-50">
                {CUSTOM_ORDER_DUE_LABELS[group.due]}
              </h2>
              <Card className="p-0">
                <ul className="divide-y divide-stone-200 dark:divide-stone-800">
                  {group.orders.map((order) => (
                    <CustomOrderItem
                      key={order.id}
                      order={order}
                      due={group.due}
                      payments={read.view.payments.get(order.id) ?? []}
                    />
                  ))}
                </ul>
              </Card>
            </section>
          ))}
        </div>
      )}
    </>
  );
}
