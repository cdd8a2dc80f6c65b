import { businessDay, CUSTOM_ORDER_REQUIRED_MESSAGE, cents } from '@cafe/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { useLocalWriteErrorStore } from '../../data/repositories/local-write-error-store';
import { repositories } from '../../data/repositories/repositories';
import { renderApp, TEST_USERS } from '../../test/render-app';
import { freshTill } from '../../test/test-rows';

const outbox = async () =>
  (await db.syncLog.orderBy('mutationId').toArray()).map((entry) => [entry.entity, entry.action]);

async function fillOrder(user: ReturnType<typeof userEvent.setup>, deposit = '10.00') {
  await user.type(await screen.findByLabelText('Customer'), 'Sam Lee');
  await user.type(screen.getByLabelText('Phone or email'), 'sam@example.com');
  await user.type(screen.getByLabelText('What'), 'Chocolate cake, 8 inch');
  await user.type(screen.getByLabelText('Due time'), '15:30');
  await user.type(screen.getByLabelText('Price'), '45.00');
  await user.type(screen.getByLabelText('Deposit taken'), deposit);
}

beforeEach(async () => {
  await freshTill(TEST_USERS.staff);
  useLocalWriteErrorStore.setState({ failure: null });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Custom Orders', () => {
  it('says there are none yet and offers to take one', async () => {
    renderApp('/orders/custom', 'staff');
    expect(await screen.findByText('No custom orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take Your First Custom Order' })).toHaveAttribute(
      'href',
      '/orders/custom/new',
    );
  });

  it('takes an order with a cash deposit: the order, and the deposit as a sale linked to it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/orders/custom/new', 'staff');
    await fillOrder(user);
    await user.click(screen.getByRole('button', { name: 'Save Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/custom'));

    const [order] = await db.customOrders.toArray();
    expect(order).toMatchObject({
      customerName: 'Sam Lee',
      customerPhone: 'sam@example.com',
      dueDate: businessDay(new Date(), 'UTC'),
      dueTime: '15:30',
      price: 4500,
      deposit: 1000,
      status: 'pending',
    });
    const [deposit] = await db.sales.toArray();
    expect(deposit).toMatchObject({ customOrderId: order?.id, total: 1000, paymentMethod: 'cash' });
    expect(deposit?.items[0]?.productName).toBe('Deposit: Sam Lee');
    expect(await outbox()).toEqual([
      ['customOrder', 'create'],
      ['sale', 'create'],
    ]);

    const today = await screen.findByRole('region', { name: 'Due today' });
    const item = within(today).getByRole('listitem', { name: 'Order for Sam Lee' });
    expect(item).toHaveTextContent('Balance due$35.00');
    expect(within(item).getByRole('list', { name: 'Payments' })).toHaveTextContent('Deposit $10.00, Cash');
  });

  it('refuses a deposit above the price and a missing time beside their fields, storing nothing', async () => {
    const user = userEvent.setup();
    renderApp('/orders/custom/new', 'staff');
    await user.type(await screen.findByLabelText('Price'), '20.00');
    await user.type(screen.getByLabelText('Deposit taken'), '25.00');
    await user.click(screen.getByRole('button', { name: 'Save Order' }));
    expect(await screen.findByText('The deposit cannot exceed the price')).toBeInTheDocument();
    expect(screen.getByText('Choose the time the order is due')).toBeInTheDocument();
    expect(screen.getAllByText(CUSTOM_ORDER_REQUIRED_MESSAGE).length).toBeGreaterThan(0);
    expect(await db.customOrders.count()).toBe(0);
    expect(await db.sales.count()).toBe(0);
  });

  it('moves an order only forward, takes the balance at collection, and shows a finished one as done', async () => {
    const user = userEvent.setup();
    await repositories.customOrders.take({
      customerName: 'Sam Lee',
      description: 'Cake',
      dueDate: businessDay(new Date(), 'UTC'),
      dueTime: '10:00',
      price: cents(4500),
      deposit: cents(1000),
      depositMethod: 'cash',
      customerPhone: undefined,
      notes: undefined,
    });
    renderApp('/orders/custom', 'staff');
    const item = () => screen.getByRole('listitem', { name: 'Order for Sam Lee' });
    await user.click(await screen.findByRole('button', { name: 'Start making' }));
    await user.click(await screen.findByRole('button', { name: 'Mark ready' }));
    await screen.findByRole('button', { name: 'Take $35.00 and mark collected' });
    expect(
      within(item())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Take $35.00 and mark collected', 'Cancel order']);
    await user.selectOptions(within(item()).getByLabelText('Balance paid by'), 'Credit Card');
    await user.click(within(item()).getByRole('button', { name: 'Take $35.00 and mark collected' }));

    const done = await screen.findByRole('region', { name: 'Done' });
    await waitFor(() =>
      expect(within(done).getByRole('listitem', { name: 'Order for Sam Lee' })).toHaveTextContent(
        'Balance due$0.00',
      ),
    );
    expect(within(done).queryAllByRole('button')).toEqual([]);
    const [order] = await db.customOrders.toArray();
    expect(order?.status).toBe('completed');
    const balance = (await db.sales.toArray()).find((sale) => sale.total === 3500);
    expect(balance).toMatchObject({ customOrderId: order?.id, paymentMethod: 'credit_card' });
  });

  it('refuses a move the rules forbid on the till, in words', async () => {
    const id = await repositories.customOrders.take({
      customerName: 'Jo',
      description: 'Cake',
      dueDate: '2026-01-01',
      dueTime: '10:00',
      price: cents(1000),
      deposit: cents(0),
      depositMethod: 'cash',
      customerPhone: undefined,
      notes: undefined,
    });
    await expect(repositories.customOrders.move(id, 'completed')).rejects.toThrow(
      'This order is pending: it can only be moved on to in progress or cancelled',
    );
    expect((await db.customOrders.get(id))?.status).toBe('pending');
  });
});

describe('Cancelling a custom order', () => {
  it('asks first, and a cancelled order is done with no moves left', async () => {
    const user = userEvent.setup();
    await repositories.customOrders.take({
      customerName: 'Kim',
      description: 'Cupcakes',
      dueDate: businessDay(new Date(), 'UTC'),
      dueTime: '09:00',
      price: cents(2000),
      deposit: cents(0),
      depositMethod: 'cash',
      customerPhone: undefined,
      notes: undefined,
    });
    renderApp('/orders/custom', 'staff');
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel the order for Kim?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect((await db.customOrders.toArray())[0]?.status).toBe('pending');

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }),
    );
    const done = await screen.findByRole('region', { name: 'Done' });
    expect(within(done).getByRole('listitem', { name: 'Order for Kim' })).toHaveTextContent('Cancelled');
    expect(within(done).queryAllByRole('button')).toEqual([]);
    expect((await db.customOrders.toArray())[0]?.status).toBe('cancelled');
  });
});
