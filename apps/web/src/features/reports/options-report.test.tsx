import { type Cents, type ChosenOption, priceSale, type Sale, unitPriceWithOptions } from '@cafe/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, TEST_USERS } from '../../test/render-app';
import { makeProduct, pullSales, soldAtRow } from '../../test/test-rows';
import { setUpReportsTill } from './reports-test-kit';

vi.mock('react-chartjs-2', () => ({ Bar: () => null }));

const NOW = new Date('2026-03-18T15:00:00.000Z');
const latte = makeProduct('Latte', 450, { category: 'beverages' });
const MILK = crypto.randomUUID();
const OAT = crypto.randomUUID();
const SIZE = crypto.randomUUID();
const LARGE = crypto.randomUUID();

const oat: ChosenOption = {
  groupId: MILK,
  groupName: 'Milk',
  optionId: OAT,
  name: 'Oat',
  priceDelta: 60,
  quantity: 1,
};
const large: ChosenOption = {
  groupId: SIZE,
  groupName: 'Size',
  optionId: LARGE,
  name: 'Large',
  priceDelta: 80,
  quantity: 1,
};

/** A latte sale as another till's row arrives: base price 4.50 and its options, priced by the domain. */
function latteSale(quantity: number, options: ChosenOption[], extra: Partial<Sale> = {}): Sale {
  const items = [
    {
      id: crypto.randomUUID(),
      productId: latte.id,
      productName: 'Latte',
      quantity,
      basePrice: 450 as Cents,
      unitPrice: unitPriceWithOptions(450, options),
      options,
    },
  ];
  const soldAt = '2026-03-18T14:00:00.000Z';
  return {
    ...soldAtRow(soldAt),
    items,
    ...priceSale({ lines: items, taxRateMilliPercent: 8250 }),
    paymentMethod: 'cash',
    createdBy: TEST_USERS.manager.id,
    ...extra,
  };
}

setUpReportsTill(NOW, [latte], [TEST_USERS.manager]);

describe('Sales by Option', () => {
  it('says so when no option was sold', async () => {
    renderApp('/reports?period=today', 'manager');
    const section = await screen.findByTestId('report-byOption');
    expect(section).toHaveTextContent('No options sold in this period.');
  });

  it('counts how many of each option, with what they added, and follows a pulled sale live', async () => {
    await pullSales([latteSale(2, [large, oat])], 1);
    renderApp('/reports?period=today', 'manager');
    const table = within(await screen.findByRole('table', { name: 'Sales by Option' }));
    // Group, option, times chosen, amount: two large oat lattes.
    expect(table.getByRole('rowheader', { name: 'Milk' }).closest('tr')).toHaveTextContent('MilkOat2$1.20');
    expect(table.getByRole('rowheader', { name: 'Size' }).closest('tr')).toHaveTextContent('SizeLarge2$1.60');
    expect(screen.queryByTestId('sold-out-sales')).not.toBeInTheDocument();

    // A sale the server flagged: Oat was sold out when it was made.
    await pullSales([latteSale(1, [oat], { soldOutOptionIds: [OAT] })], 2);
    await waitFor(() =>
      expect(screen.getByTestId('sold-out-sales')).toHaveTextContent(
        '1 sale included an option that was sold out when it was made.',
      ),
    );
    const updated = within(screen.getByRole('table', { name: 'Sales by Option' }));
    expect(updated.getByRole('columnheader', { name: 'Chosen while sold out' })).toBeInTheDocument();
    expect(updated.getByRole('rowheader', { name: 'Milk' }).closest('tr')).toHaveTextContent(
      'MilkOat3$1.801',
    );
  });

  it("takes the flag when the server's copy of a sale already counted arrives with it", async () => {
    const sale = latteSale(1, [oat]);
    await pullSales([sale], 1);
    renderApp('/reports?period=today', 'manager');
    const table = within(await screen.findByRole('table', { name: 'Sales by Option' }));
    expect(table.getByRole('rowheader', { name: 'Milk' }).closest('tr')).toHaveTextContent('MilkOat1$0.60');
    await pullSales([{ ...sale, version: 2, soldOutOptionIds: [OAT] }], 2);
    await waitFor(() => expect(screen.getByTestId('sold-out-sales')).toBeInTheDocument());
    // Counted once: the day's figures moved the sale, they did not add it again.
    const updated = within(screen.getByRole('table', { name: 'Sales by Option' }));
    expect(updated.getByRole('rowheader', { name: 'Milk' }).closest('tr')).toHaveTextContent(
      'MilkOat1$0.601',
    );
  });
});
