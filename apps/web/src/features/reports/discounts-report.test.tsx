import {
  type Cents,
  type DiscountChoice,
  forPricing,
  priceSale,
  type Sale,
  withDiscountCents,
} from '@cafe/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, TEST_USERS } from '../../test/render-app';
import { makeProduct, pullSales, soldAtRow } from '../../test/test-rows';
import { setUpReportsTill } from './reports-test-kit';

vi.mock('react-chartjs-2', () => ({ Bar: () => null }));

const NOW = new Date('2026-03-18T15:00:00.000Z');
const latte = makeProduct('Latte', 450, { category: 'beverages' });
const { manager, staff } = TEST_USERS;

const staffHalf: DiscountChoice = {
  presetId: crypto.randomUUID(),
  name: 'Staff 50%',
  kind: 'percent',
  value: 50_000,
};
const regular: DiscountChoice = {
  presetId: crypto.randomUUID(),
  name: 'Regular 10%',
  kind: 'percent',
  value: 10_000,
};

/** Lattes at 4.50 as another till's row arrives, its discounts priced by the domain as the till prices them. */
function discountedSale(
  createdBy: string,
  quantity: number,
  saleDiscounts: DiscountChoice[],
  approverId?: string,
): Sale {
  const priced = withDiscountCents(
    [
      {
        id: crypto.randomUUID(),
        productId: latte.id,
        productName: 'Latte',
        quantity,
        unitPrice: 450 as Cents,
      },
    ],
    saleDiscounts,
  );
  const price = priceSale({
    lines: priced.lines.map((line) => ({ ...line, discounts: forPricing(line.discounts) })),
    saleDiscounts: forPricing(priced.discounts),
    taxRateMilliPercent: 8250,
  });
  const soldAt = '2026-03-18T14:00:00.000Z';
  return {
    ...soldAtRow(soldAt),
    items: priced.lines,
    ...price,
    ...(priced.discounts ? { discounts: priced.discounts } : {}),
    ...(approverId
      ? { discountApproval: { approverId, keyId: 'k', signature: 's', approvedAt: soldAt } }
      : {}),
    paymentMethod: 'cash',
    createdBy,
  };
}

setUpReportsTill(NOW, [latte], [manager, staff]);

const row = (table: ReturnType<typeof within>, name: string) =>
  table.getByRole('rowheader', { name }).closest('tr');

describe('Discounts on Reports', () => {
  it('says so when no discount was given', async () => {
    renderApp('/reports?period=today', 'manager');
    expect(await screen.findByTestId('report-discounts')).toHaveTextContent(
      'No discounts given in this period.',
    );
    expect(screen.getByTestId('report-discountsByStaff')).toHaveTextContent(
      'No discounts given in this period.',
    );
  });

  it('by discount and by person, with what a manager approved, following pulled sales live', async () => {
    // Sam: 1 latte at Regular 10% (0.45).
    await pullSales([discountedSale(staff.id, 1, [regular])], 1);
    renderApp('/reports?period=today', 'manager');
    const given = within(await screen.findByRole('table', { name: 'Discounts Given' }));
    expect(row(given, 'Regular 10%')).toHaveTextContent('Regular 10%1$0.45');
    const byStaff = within(screen.getByRole('table', { name: 'Discounts by Staff Member' }));
    expect(row(byStaff, 'Sam Staff')).toHaveTextContent('Sam Staff1$0.45');
    // Nobody needed an approval yet: no approval columns.
    expect(byStaff.queryByRole('columnheader', { name: 'Approved' })).not.toBeInTheDocument();

    // Sam again: 2 lattes at Staff 50% (4.50), approved by Morgan on the till.
    await pullSales([discountedSale(staff.id, 2, [staffHalf], manager.id)], 2);
    await waitFor(() =>
      expect(
        row(within(screen.getByRole('table', { name: 'Discounts Given' })), 'Staff 50%'),
      ).toHaveTextContent('Staff 50%1$4.50'),
    );
    const all = within(screen.getByRole('table', { name: 'Discounts Given' }));
    // Most cents first, and the total of both.
    expect(all.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Staff 50%',
      'Regular 10%',
    ]);
    expect(all.getAllByRole('row').at(-1)).toHaveTextContent('Total2$4.95');
    const people = within(screen.getByRole('table', { name: 'Discounts by Staff Member' }));
    expect(people.getByRole('columnheader', { name: 'Approved' })).toBeInTheDocument();
    expect(row(people, 'Sam Staff')).toHaveTextContent('Sam Staff2$4.950$0.00');
    expect(row(people, 'Morgan Manager')).toHaveTextContent('Morgan Manager0$0.001$4.50');
    expect(screen.getByRole('button', { name: 'Export CSV of Discounts Given' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Export CSV of Discounts by Staff Member' }),
    ).toBeInTheDocument();
  });
});
