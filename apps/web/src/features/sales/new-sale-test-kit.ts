/**
 * Shared by the New Sale page tests: four products (one unavailable) stored afresh before each test by
 * `useNewSaleTill()`, `openTill()` to open the page as the staff user, and finders for the grid, the current sale
 * and its totals.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach } from 'vitest';
import { db } from '../../data/db';
import { renderApp } from '../../test/render-app';
import { makeProduct, resetTill } from './sales-test-kit';

export const espresso = makeProduct('Espresso', 350, { description: 'A double shot of the house blend' });
export const latte = makeProduct('Iced Caramel Latte', 550);
export const muffin = makeProduct('Blueberry Muffin', 375, { category: 'desserts' });
export const cake = makeProduct('Cheesecake', 650, { category: 'desserts', available: false });

export async function openTill() {
  const user = userEvent.setup();
  const view = renderApp('/sales/new', 'staff');
  await screen.findByRole('list', { name: 'Products' });
  return { user, ...view };
}

export const grid = () => within(screen.getByRole('list', { name: 'Products' }));
export const card = (name: RegExp) => grid().getByRole('button', { name });
export const panel = () => screen.getByRole('region', { name: 'Current Sale' });
export const quantityOf = (name: string) => within(panel()).getByLabelText(`Quantity of ${name}`);
export const total = (label: RegExp | string) =>
  within(screen.getByLabelText('Totals')).getByText(label).nextElementSibling?.textContent;

/** Starts each test of the file from a fresh till holding the four products. */
export function useNewSaleTill(): void {
  beforeEach(async () => {
    await resetTill();
    await db.products.bulkAdd([espresso, latte, muffin, cake]);
  });
}

/** A stored discount preset: on the whole sale or on one line, a percent (in thousandths) or an amount in cents. */
export const discountPreset = (
  name: string,
  kind: 'percent' | 'amount',
  value: number,
  scope: 'sale' | 'line' = 'sale',
) => ({
  id: crypto.randomUUID(),
  storeId: crypto.randomUUID(),
  createdAt: '2026-01-15T09:00:00.000Z',
  updatedAt: '2026-01-15T09:00:00.000Z',
  version: 1,
  deletedAt: null,
  name,
  kind,
  value,
  scope,
});
