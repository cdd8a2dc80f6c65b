import { storeSettingsRowSchema } from '@cafe/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { repositories } from '../../data/repositories/repositories';
import { localWriteExpected } from '../../data/sync/cashier-activity';
import { writeMeta } from '../../data/sync/meta';
import { renderApp, TEST_USERS } from '../../test/render-app';
import { TEST_ROW_BASE } from '../../test/test-rows';
import { PRODUCT_GRID_LIMIT } from './product-grid';
import { SALE_DRAFT_STORAGE_KEY, useSaleDraftStore } from './sale-draft-store';
import { useSalesHistoryStore } from './sales-history-store';
import { makeProduct, makeSale, resetTill } from './sales-test-kit';

const espresso = makeProduct('Espresso', 350, { description: 'A double shot of the house blend' });
const latte = makeProduct('Iced Caramel Latte', 550);
const muffin = makeProduct('Blueberry Muffin', 375, { category: 'desserts' });
const cake = makeProduct('Cheesecake', 650, { category: 'desserts', available: false });

async function openTill() {
  const user = userEvent.setup();
  const view = renderApp('/sales/new', 'staff');
  await screen.findByRole('list', { name: 'Products' });
  return { user, ...view };
}

const grid = () => within(screen.getByRole('list', { name: 'Products' }));
const card = (name: RegExp) => grid().getByRole('button', { name });
const queryCard = (name: RegExp) => grid().queryByRole('button', { name });
const panel = () => screen.getByRole('region', { name: 'Current Sale' });
const quantityOf = (name: string) => within(panel()).getByLabelText(`Quantity of ${name}`);
const total = (label: RegExp | string) =>
  within(screen.getByLabelText('Totals')).getByText(label).nextElementSibling?.textContent;

describe('New Sale', () => {
  beforeEach(async () => {
    await resetTill();
    await db.products.bulkAdd([espresso, latte, muffin, cake]);
  });

  it('shows every product as a button, with chips for the categories present', async () => {
    await openTill();
    const chips = within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['All', 'Beverages', 'Desserts']);
    expect(card(/Espresso\s*\$3\.50/)).toBeEnabled();
    expect(card(/Cheesecake/)).toBeDisabled();
  });

  it('adding a product twice raises its quantity; minus at 1 removes the line', async () => {
    const { user } = await openTill();
    await user.click(card(/Espresso/));
    await user.click(card(/Espresso/));
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(1);
    expect(quantityOf('Espresso')).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: 'Decrease Espresso' }));
    expect(quantityOf('Espresso')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Decrease Espresso' }));
    expect(within(panel()).queryByText('Espresso')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Sale' })).toBeDisabled();
  });

  it('an unavailable product cannot be added', async () => {
    const { user } = await openTill();
    await user.click(card(/Cheesecake/));
    expect(within(panel()).queryByText('Cheesecake')).not.toBeInTheDocument();
    expect(useSaleDraftStore.getState().add(cake)).toBe(false);
  });

  it('totals the sale with tax at 8.25% by default', async () => {
    const { user } = await openTill();
    await user.click(card(/Espresso/));
    await user.click(card(/Espresso/));
    await user.click(card(/Blueberry Muffin/));
    // 2 × 3.50 + 3.75 = 10.75; tax 8.25% = 0.886875 → 0.89.
    expect(total('Subtotal')).toBe('$10.75');
    expect(total('Tax (8.25%)')).toBe('$0.89');
    expect(total('Total')).toBe('$11.64');
  });

  it('totals the sale at the store’s rate, three decimals shown as set (8.875%)', async () => {
    await writeMeta(db, 'storeId', TEST_ROW_BASE.storeId);
    await db.settings.put(
      storeSettingsRowSchema.parse({
        ...TEST_ROW_BASE,
        id: TEST_ROW_BASE.storeId,
        name: 'Cafe',
        taxRateMilliPercent: 8875,
      }),
    );
    const { user } = await openTill();
    await user.click(card(/Espresso/));
    await user.click(card(/Espresso/));
    await user.click(card(/Blueberry Muffin/));
    // 10.75 × 8.875% = 0.9540625 → 0.95.
    expect(await screen.findByText('Tax (8.875%)')).toBeVisible();
    expect(total('Tax (8.875%)')).toBe('$0.95');
    expect(total('Total')).toBe('$11.70');
  });

  it('filters by search (name or description, any case) and by category chip', async () => {
    const { user } = await openTill();
    await user.type(screen.getByLabelText('Search products'), 'HOUSE BLEND');
    expect(card(/Espresso/)).toBeInTheDocument();
    expect(queryCard(/Latte/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search products'));
    await user.click(screen.getByRole('button', { name: 'Desserts' }));
    expect(queryCard(/Espresso/)).not.toBeInTheDocument();
    expect(card(/Blueberry Muffin/)).toBeInTheDocument();
  });

  it('Enter in the search adds the single match (a barcode scanner), and nothing when several match', async () => {
    const { user } = await openTill();
    const search = screen.getByLabelText('Search products');
    await user.type(search, 'e{Enter}');
    expect(within(panel()).queryAllByRole('listitem')).toHaveLength(0);
    await user.clear(search);
    await user.type(search, 'muffin{Enter}');
    expect(quantityOf('Blueberry Muffin')).toHaveTextContent('1');
    expect(search).toHaveValue('');
  });

  it('Enter on a scanned barcode adds that product even when the text matches others too, and clears the search', async () => {
    const beans = makeProduct('House Beans', 1400, { barcode: '501234' });
    const bag = makeProduct('Gift Bag', 300, { description: 'Holds a 501234 bag of beans' });
    const closed = makeProduct('Seasonal Tart', 500, { barcode: '777', available: false });
    const other = makeProduct('Lucky 777 Cookie', 200);
    await db.products.bulkAdd([beans, bag, closed, other]);
    const { user } = await openTill();
    const search = screen.getByLabelText('Search products');

    // A scanner types the code and presses Enter; surrounding spaces from the wedge are ignored.
    await user.type(search, ' 501234 {Enter}');
    expect(quantityOf('House Beans')).toHaveTextContent('1');
    expect(within(panel()).queryByText('Gift Bag')).not.toBeInTheDocument();
    expect(search).toHaveValue('');

    // An unavailable product's code adds nothing, not even the other match; the search stays to show why.
    await user.type(search, '777{Enter}');
    expect(within(panel()).queryByText('Seasonal Tart')).not.toBeInTheDocument();
    expect(within(panel()).queryByText('Lucky 777 Cookie')).not.toBeInTheDocument();
    expect(search).toHaveValue('777');
    expect(card(/Seasonal Tart/)).toBeDisabled();
  });

  it('Cancel asks first, then discards the draft and returns to /sales', async () => {
    const { user, router } = await openTill();
    await user.click(card(/Espresso/));
    await user.click(within(panel()).getByRole('button', { name: 'Cancel' }));
    // Spec question as the alert dialog's title; the safe answer has focus and the destructive one comes last.
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to cancel this sale?',
    });
    const answers = within(dialog).getAllByRole('button');
    expect(answers.map((button) => button.textContent)).toEqual(['Keep sale', 'Yes, cancel sale']);
    expect(within(dialog).getByRole('button', { name: 'Keep sale' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Keep sale' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(quantityOf('Espresso')).toHaveTextContent('1');

    await user.click(within(panel()).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel sale' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales'));
    expect(useSaleDraftStore.getState().draft).toBeNull();
  });

  it('completing stores one sale priced by the domain, by the signed-in user, and returns to /sales', async () => {
    const { user, router } = await openTill();
    await user.click(card(/Espresso/));
    await user.click(card(/Espresso/));
    await user.click(screen.getByRole('button', { name: 'Add note for Espresso' }));
    await user.type(screen.getByLabelText('Note for Espresso'), 'oat milk');
    await user.click(screen.getByRole('button', { name: 'Complete Sale' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mobile' }));

    // The sale-complete sheet, over the history: no cash to count for a card or phone, New Sale ready.
    const sheet = await screen.findByRole('dialog', { name: 'Sale complete' });
    expect(sheet).toHaveTextContent('Paid by Mobile');
    expect(within(sheet).queryByText('Amount tendered')).not.toBeInTheDocument();
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'New Sale' })).toHaveFocus());

    await waitFor(() => expect(router.state.location.pathname).toBe('/sales'));
    await waitFor(async () => expect(await db.sales.count()).toBe(1));
    const [sale] = await db.sales.toArray();
    expect(sale).toMatchObject({
      paymentMethod: 'mobile_payment',
      paymentStatus: 'completed',
      createdBy: TEST_USERS.staff.id,
      subtotal: 700,
      tax: 58,
      total: 758,
      items: [{ productName: 'Espresso', quantity: 2, unitPrice: 350, notes: 'oat milk' }],
    });
    expect(await db.syncLog.count()).toBe(1);
    await waitFor(() => expect(useSaleDraftStore.getState()).toMatchObject({ draft: null, paying: null }));
    await user.click(within(sheet).getByRole('button', { name: 'No receipt' }));
    expect(screen.queryByRole('dialog', { name: 'Sale complete' })).not.toBeInTheDocument();
    const [, row] = await screen.findAllByRole('row');
    expect(row).toHaveTextContent(sale?.id.slice(0, 8) ?? 'no sale');
    expect(row).toHaveTextContent('$7.58');
  });

  it('a sale whose lines come to more than $999,999.99 is refused in words in the dialog, and nothing is stored', async () => {
    await db.products.add(makeProduct('Wedding Cake', 99_999_999));
    const { user, router } = await openTill();
    await user.click(card(/Wedding Cake/));
    await user.click(card(/Wedding Cake/));
    await user.click(screen.getByRole('button', { name: 'Complete Sale' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cash' }));

    expect(await within(dialog).findByText("A sale can't come to more than $999,999.99")).toBeVisible();
    expect(router.state.location.pathname).toBe('/sales/new');
    expect(await db.sales.count()).toBe(0);
    expect(await db.syncLog.count()).toBe(0);
  });

  it('shows the sale in history before it is stored, and starts no new sale until it is', async () => {
    const { user } = await openTill();
    await user.click(card(/Espresso/));
    // The real write, held back until the test lets it go: the moment between the tap and the commit.
    const store = repositories.sales.add;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The transaction is open (so the history may draw) but has not committed.
    const add = vi.spyOn(repositories.sales, 'add').mockImplementation(async (prepared, onOpen) => {
      onOpen?.();
      await held;
      return store(prepared);
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Complete Sale' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cash' }));

      // Espresso $3.50 + 8.25% tax ($0.29), in the history under the sale-complete sheet.
      const sheet = await screen.findByRole('dialog', { name: 'Sale complete' });
      const [, row] = await screen.findAllByRole('row', { hidden: true });
      expect(row).toHaveTextContent('$3.79');
      expect(await db.sales.count()).toBe(0);
      expect(useSaleDraftStore.getState().paying?.draft.lines).toHaveLength(1);

      await user.click(within(sheet).getByRole('button', { name: 'New Sale' }));
      expect(await within(panel()).findByText('Saving the last sale…')).toBeInTheDocument();
      await screen.findByRole('list', { name: 'Products' });
      await user.click(card(/Latte/));
      expect(within(panel()).queryByText('Iced Caramel Latte')).not.toBeInTheDocument();

      release();
      expect(await within(panel()).findByText('No sale in progress.')).toBeInTheDocument();
      expect(await db.sales.count()).toBe(1);
      expect(useSaleDraftStore.getState()).toMatchObject({ draft: null, paying: null });
    } finally {
      add.mockRestore();
    }
  });

  it('after a reload, a paid sale that was stored is done and one that was not comes back', async () => {
    const paidDraft = (saleId: string) => ({
      saleId,
      draft: {
        tempId: `draft-${saleId}`,
        startedAt: '2026-03-01T09:00:00.000Z',
        lines: [
          {
            lineId: espresso.id,
            productId: espresso.id,
            productName: 'Espresso',
            unitPrice: espresso.price,
            quantity: 2,
            notes: '',
          },
        ],
      },
    });
    const stored = makeSale('2026-03-01T09:01:00.000Z', [{ name: 'Espresso', quantity: 2, unitPrice: 350 }]);
    await db.sales.add(stored);
    useSaleDraftStore.setState({ paying: paidDraft(stored.id) });
    await openTill();
    expect(await within(panel()).findByText('No sale in progress.')).toBeInTheDocument();
    expect(useSaleDraftStore.getState()).toMatchObject({ draft: null, paying: null });
    cleanup();

    useSaleDraftStore.setState({ paying: paidDraft(crypto.randomUUID()) });
    await openTill();
    await waitFor(() => expect(quantityOf('Espresso')).toHaveTextContent('2'));
    expect(useSaleDraftStore.getState().paying).toBeNull();
  });

  it('a sale the device fails to store leaves the history and brings the cashier back to it', async () => {
    const { user, router } = await openTill();
    await user.click(card(/Espresso/));
    // A storage failure inside the sale's transaction, as a full disk would raise it.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const diskFull = () => {
      throw new DOMException('The disk is full', 'QuotaExceededError');
    };
    db.sales.hook('creating', diskFull);
    try {
      await user.click(screen.getByRole('button', { name: 'Complete Sale' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cash' }));

      const blocking = await screen.findByRole('alertdialog');
      expect(blocking).toHaveTextContent('Could not save on this device');
      expect(blocking).toHaveTextContent("This device's storage is full");
      expect(blocking).not.toHaveTextContent('QuotaExceededError');
      await waitFor(() => expect(router.state.location.pathname).toBe('/sales/new'));
      expect(screen.queryByRole('dialog', { name: 'Sale complete', hidden: true })).not.toBeInTheDocument();
      // The blocking alert is modal: the sale behind it is hidden from assistive technology until Reload.
      const back = await screen.findByRole('region', { name: 'Current Sale', hidden: true });
      expect(within(back).getByLabelText('Quantity of Espresso')).toHaveTextContent('1');
      expect(await db.sales.count()).toBe(0);
      expect(await db.syncLog.count()).toBe(0);
      expect(useSalesHistoryStore.getState().recent).toEqual([]);
    } finally {
      db.sales.hook('creating').unsubscribe(diskFull);
      quiet.mockRestore();
    }
  });

  it('tells the sync a tap may store a sale while one is under way, and no longer once it is stored or left', async () => {
    const { user } = await openTill();
    expect(localWriteExpected()).toBe(false);
    await user.click(card(/Espresso/));
    expect(localWriteExpected()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Decrease Espresso' }));
    expect(localWriteExpected()).toBe(false);

    await user.click(card(/Espresso/));
    await user.click(screen.getByRole('button', { name: 'Complete Sale' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cash' }));
    await waitFor(() => expect(useSaleDraftStore.getState()).toMatchObject({ draft: null, paying: null }));
    expect(localWriteExpected()).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'No receipt' }));

    await openTill();
    await user.click(card(/Latte/));
    expect(localWriteExpected()).toBe(true);
    cleanup();
    expect(localWriteExpected()).toBe(false);
  });

  it('offers New Sale when no sale is active', async () => {
    const { user } = await openTill();
    expect(within(panel()).getByText('No sale in progress.')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'New Sale' }));
    expect(within(panel()).getByRole('button', { name: 'Complete Sale' })).toBeDisabled();
  });

  it('keeps the draft across a reload', async () => {
    const { user } = await openTill();
    await user.click(card(/Latte/));
    await user.click(screen.getByRole('button', { name: 'Add note for Iced Caramel Latte' }));
    await user.type(screen.getByLabelText('Note for Iced Caramel Latte'), 'no ice');
    cleanup();

    // A reload: the in-memory store is gone, only localStorage remains.
    const saved = localStorage.getItem(SALE_DRAFT_STORAGE_KEY);
    useSaleDraftStore.setState({ draft: null });
    localStorage.setItem(SALE_DRAFT_STORAGE_KEY, saved ?? '');
    await useSaleDraftStore.persist.rehydrate();

    await openTill();
    expect(quantityOf('Iced Caramel Latte')).toHaveTextContent('1');
    // A line with a note shows it; a tap on it edits it.
    const note = within(panel()).getByRole('button', { name: 'Note for Iced Caramel Latte: no ice' });
    expect(note).toHaveTextContent('no ice');
  });

  it('a line is compact: its note opens on demand and closes on Enter, keeping what was typed', async () => {
    const { user } = await openTill();
    await user.click(card(/Espresso/));
    expect(screen.queryByLabelText('Note for Espresso')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add note for Espresso' }));
    const note = screen.getByLabelText('Note for Espresso');
    expect(note).toHaveFocus();
    await user.type(note, 'extra hot{Enter}');
    expect(screen.queryByLabelText('Note for Espresso')).not.toBeInTheDocument();
    expect(useSaleDraftStore.getState().draft?.lines[0]?.notes).toBe('extra hot');

    await user.click(screen.getByRole('button', { name: 'Note for Espresso: extra hot' }));
    await user.clear(screen.getByLabelText('Note for Espresso'));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add note for Espresso' })).toBeInTheDocument();
  });

  it('a tap on the quantity lets the cashier type it; bad input says what to type and changes nothing', async () => {
    const { user } = await openTill();
    await user.click(card(/Espresso/));
    await user.click(quantityOf('Espresso'));
    const field = within(panel()).getByRole('textbox', { name: 'Quantity of Espresso' });
    expect(field).toHaveFocus();
    await user.keyboard('12{Enter}');
    expect(quantityOf('Espresso')).toHaveTextContent('12');
    // 12 × 3.50 = 42.00; tax 3.465 → 3.47.
    expect(total('Total')).toBe('$45.47');

    for (const bad of ['0', 'two', '1.5', '1000']) {
      await user.click(quantityOf('Espresso'));
      await user.keyboard(`${bad}{Enter}`);
      const open = within(panel()).getByRole('textbox', { name: 'Quantity of Espresso' });
      expect(open).toHaveAttribute('aria-invalid', 'true');
      expect(within(panel()).getByRole('alert')).toHaveTextContent('Enter a whole number from 1 to 999');
      expect(useSaleDraftStore.getState().draft?.lines[0]?.quantity).toBe(12);
      await user.keyboard('{Escape}');
      expect(quantityOf('Espresso')).toHaveTextContent('12');
      expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
    }
  });

  describe('with a large catalogue', () => {
    // 'Item 001'..'Item 150' sort after the four products above, so Item 150 is far beyond the first page.
    const items = Array.from({ length: 150 }, (_, index) =>
      makeProduct(`Item ${String(index + 1).padStart(3, '0')}`, 200, { category: 'food' }),
    );
    const moreLine = () => screen.queryByText(/^Showing \d+ of [\d,]+ products/);

    beforeEach(async () => {
      await db.products.bulkAdd(items);
    });

    it(`draws at most ${PRODUCT_GRID_LIMIT} cards and says how many match`, async () => {
      const { user } = await openTill();
      expect(grid().getAllByRole('button')).toHaveLength(PRODUCT_GRID_LIMIT);
      // The first page is drawn before the whole catalogue is read; the count needs all of it.
      expect(await screen.findByText(/^Showing \d+ of [\d,]+ products/)).toHaveTextContent(
        `Showing ${PRODUCT_GRID_LIMIT} of 154 products — type to narrow the search`,
      );
      // The first page in the catalogue's order: the named products, then the first items.
      expect(card(/Blueberry Muffin/)).toBeInTheDocument();
      expect(card(/Item 056/)).toBeInTheDocument();
      expect(queryCard(/Item 057/)).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Food' }));
      expect(moreLine()).toHaveTextContent(`Showing ${PRODUCT_GRID_LIMIT} of 150 products`);

      await user.type(screen.getByLabelText('Search products'), 'item 0');
      // Item 001..099: still over the cap.
      expect(moreLine()).toHaveTextContent(`Showing ${PRODUCT_GRID_LIMIT} of 99 products`);
      await user.type(screen.getByLabelText('Search products'), '5');
      await waitFor(() => expect(grid().getAllByRole('button')).toHaveLength(10));
      expect(moreLine()).not.toBeInTheDocument();
    });

    it('Enter adds the single match even when it lies beyond the first page', async () => {
      const { user } = await openTill();
      expect(queryCard(/Item 150/)).not.toBeInTheDocument();
      const search = screen.getByLabelText('Search products');
      await user.type(search, 'item 1{Enter}');
      expect(within(panel()).queryAllByRole('listitem')).toHaveLength(0);
      await user.type(search, '50{Enter}');
      expect(quantityOf('Item 150')).toHaveTextContent('1');
      expect(search).toHaveValue('');
      expect(moreLine()).toHaveTextContent(`Showing ${PRODUCT_GRID_LIMIT} of 154 products`);
    });
  });
});
