import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { renderApp } from '../../test/render-app';
import { useSaleDraftStore } from './sale-draft-store';
import { makeModifierGroup, makeProduct, openReceipt, resetTill } from './sales-test-kit';

const size = makeModifierGroup('Size', [
  ['Small', -50],
  ['Regular', 0, { isDefault: true }],
  ['Large', 70],
]);
const milk = makeModifierGroup('Milk', [
  ['Whole', 0, { isDefault: true }],
  ['Oat', 60],
  ['Almond', 60, { soldOut: true }],
]);
const extras = makeModifierGroup(
  'Extras',
  [
    ['Extra shot', 80],
    ['Vanilla', 50],
  ],
  {
    minChoices: 0,
    maxChoices: 3,
    repeatable: true,
  },
);
// A choice with no default: the cashier must ask.
const teaMilk = makeModifierGroup('Milk', [
  ['Whole', 0],
  ['Oat', 0],
]);
const gone = { ...makeModifierGroup('Syrup', [['Caramel', 50]]), deletedAt: '2026-03-02T09:00:00.000Z' };

const latte = { ...makeProduct('Latte', 450), modifierGroupIds: [size.id, milk.id, extras.id] };
const tea = { ...makeProduct('Tea', 300, { barcode: '4006' }), modifierGroupIds: [teaMilk.id] };
const mocha = { ...makeProduct('Mocha', 500), modifierGroupIds: [gone.id, crypto.randomUUID()] };
const muffin = makeProduct('Blueberry Muffin', 375, { category: 'desserts' });

async function openTill() {
  const user = userEvent.setup();
  const view = renderApp('/sales/new', 'staff');
  await screen.findByRole('list', { name: 'Products' });
  return { user, ...view };
}

const card = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'Products' })).getByRole('button', { name });
const panel = () => screen.getByRole('region', { name: 'Current Sale' });
const lineTexts = () =>
  within(panel())
    .queryAllByRole('listitem')
    .map((line) => line.textContent);
const picker = (name = 'Latte') => screen.findByRole('dialog', { name });
const group = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });
const option = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('button', { name });
const addButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^Add / });

describe('the options picker on New Sale', () => {
  beforeEach(async () => {
    await resetTill();
    await db.modifierGroups.bulkAdd([size, milk, extras, teaMilk, gone]);
    await db.products.bulkAdd([latte, tea, mocha, muffin]);
  });

  it('opens on a product with options, with the defaults chosen: one tap and Add rings up the common order', async () => {
    const { user } = await openTill();
    await user.click(card(/^Latte/));
    const dialog = await picker();
    expect(dialog).toHaveAccessibleDescription('$4.50');
    expect(group(dialog, 'Size')).toHaveAccessibleDescription('Choose 1');
    expect(group(dialog, 'Extras')).toHaveAccessibleDescription('Up to 3');
    expect(option(dialog, /^Regular/)).toHaveAttribute('aria-pressed', 'true');
    expect(option(dialog, /^Whole/)).toHaveAttribute('aria-pressed', 'true');
    expect(option(dialog, /^Large/)).toHaveAttribute('aria-pressed', 'false');
    // Each option says what it adds or takes off; one that costs nothing says nothing.
    expect(option(dialog, /^Small/)).toHaveTextContent('Small−$0.50');
    expect(option(dialog, /^Large/)).toHaveTextContent('Large+$0.70');
    expect(option(dialog, /^Regular/)).toHaveTextContent(/^Regular$/);
    expect(option(dialog, /^Almond/)).toBeDisabled();
    expect(option(dialog, /^Almond/)).toHaveTextContent('Sold out');
    // Add has the focus, so Enter (or one tap) takes the common order.
    expect(addButton(dialog)).toHaveFocus();
    expect(addButton(dialog)).toHaveTextContent('Add $4.50');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lineTexts()).toEqual([expect.stringMatching(/^LatteRegular · Whole\$4\.50/)]);
  });

  it('a product without options still adds in one tap, and so does one whose groups are all gone', async () => {
    const { user } = await openTill();
    await user.click(card(/^Blueberry Muffin/));
    await user.click(card(/^Mocha/));
    await waitFor(() => expect(lineTexts()).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSaleDraftStore.getState().draft?.lines.map((line) => line.options)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('rings up a large oat latte with two extra shots: its price, its line, and the sale it is stored in', async () => {
    const { user } = await openTill();
    await user.click(card(/^Latte/));
    let dialog = await picker();
    await user.click(option(dialog, /^Large/));
    await user.click(option(dialog, /^Oat/));
    await user.click(option(dialog, /^Extra shot/));
    await user.click(option(dialog, /^Extra shot/));
    expect(option(dialog, /^Large/)).toHaveAttribute('aria-pressed', 'true');
    expect(option(dialog, /^Regular/)).toHaveAttribute('aria-pressed', 'false');
    expect(option(dialog, /^Extra shot/)).toHaveTextContent('Extra shot×2+$0.80');
    // 4.50 + 0.70 + 0.60 + 2 × 0.80.
    expect(addButton(dialog)).toHaveTextContent('Add $7.40');
    // The minus takes one shot away, a tap puts it back.
    await user.click(within(dialog).getByRole('button', { name: 'One fewer Extra shot' }));
    expect(addButton(dialog)).toHaveTextContent('Add $6.60');
    await user.click(option(dialog, /^Extra shot/));
    await user.click(addButton(dialog));

    const options = 'Large · Oat · Extra shot ×2';
    expect(within(panel()).getByText('Latte')).toBeInTheDocument();
    expect(within(panel()).getByText(options)).toBeInTheDocument();

    // The same choice again joins its line; the common order is a line of its own.
    await user.click(card(/^Latte/));
    dialog = await picker();
    for (const name of [/^Large/, /^Oat/, /^Extra shot/, /^Extra shot/])
      await user.click(option(dialog, name));
    await user.click(addButton(dialog));
    await user.click(card(/^Latte/));
    await user.click(addButton(await picker()));
    expect(within(panel()).getByLabelText(`Quantity of Latte, ${options}`)).toHaveTextContent('2');
    expect(within(panel()).getByLabelText('Quantity of Latte, Regular · Whole')).toHaveTextContent('1');

    // Each line is its own: + and remove touch only the line they are on.
    await user.click(screen.getByRole('button', { name: 'Increase Latte, Regular · Whole' }));
    await user.click(screen.getByRole('button', { name: `Decrease Latte, ${options}` }));
    expect(within(panel()).getByLabelText(`Quantity of Latte, ${options}`)).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Remove Latte, Regular · Whole' }));
    expect(lineTexts()).toEqual([expect.stringMatching(/^LatteLarge · Oat · Extra shot ×2\$7\.40/)]);

    await user.click(screen.getByRole('button', { name: 'Complete Sale' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cash' }));
    await waitFor(async () => expect(await db.sales.count()).toBe(1));
    const [sale] = await db.sales.toArray();
    expect(sale?.items).toEqual([
      expect.objectContaining({
        productId: latte.id,
        productName: 'Latte',
        quantity: 1,
        basePrice: 450,
        unitPrice: 740,
        options: [
          expect.objectContaining({
            groupId: size.id,
            groupName: 'Size',
            name: 'Large',
            priceDelta: 70,
            quantity: 1,
          }),
          expect.objectContaining({ groupId: milk.id, name: 'Oat', priceDelta: 60, quantity: 1 }),
          expect.objectContaining({ groupId: extras.id, name: 'Extra shot', priceDelta: 80, quantity: 2 }),
        ],
      }),
    ]);
    // 7.40 + 8.25% tax (0.61).
    expect(sale?.total).toBe(801);

    // Sales History shows the options, finds the sale by one of them, and so does its receipt.
    await user.click(await screen.findByRole('button', { name: 'No receipt' }));
    const search = await screen.findByLabelText('Search sales');
    await user.type(search, 'OAT');
    const [, row] = await screen.findAllByRole('row');
    expect(row).toHaveTextContent(`Latte (${options})`);
    const receipt = await openReceipt(
      user,
      within(row as HTMLElement).getByRole('button', { name: /^Details of sale/ }),
    );
    expect(receipt).toHaveTextContent(`1 × Latte$7.40${options}`);
  });

  it('says beside a group what it still needs, and adds nothing until it has it', async () => {
    const { user } = await openTill();
    await user.click(card(/^Tea/));
    const dialog = await picker('Tea');
    await user.click(addButton(dialog));
    const milkGroup = group(dialog, 'Milk');
    expect(within(milkGroup).getByRole('alert')).toHaveTextContent('Choose a milk');
    expect(milkGroup).toHaveAccessibleDescription('Choose 1 Choose a milk');
    expect(option(dialog, /^Whole/)).toHaveFocus();
    expect(useSaleDraftStore.getState().draft).toBeNull();

    await user.click(option(dialog, /^Oat/));
    expect(within(milkGroup).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(addButton(dialog));
    expect(lineTexts()).toEqual([expect.stringMatching(/^TeaOat\$3\.00/)]);
  });

  it('Escape and Cancel close it without adding; Tab, Space and Enter choose and add', async () => {
    const { user } = await openTill();
    await user.click(card(/^Latte/));
    await picker();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(card(/^Latte/));
    await user.click(within(await picker()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lineTexts()).toEqual([]);

    await user.click(card(/^Latte/));
    const dialog = await picker();
    // Back from Add past Cancel to the last option, Vanilla: Space chooses it, then forward to Add.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(option(dialog, /^Vanilla/)).toHaveFocus();
    await user.keyboard(' ');
    expect(option(dialog, /^Vanilla/)).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'One fewer Vanilla' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(addButton(dialog)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(lineTexts()).toEqual([expect.stringMatching(/^LatteRegular · Whole · Vanilla\$5\.00/)]);
  });

  it('opens on a scanned code too, clearing the search', async () => {
    const { user } = await openTill();
    const search = screen.getByLabelText('Search products');
    await user.type(search, '4006{Enter}');
    expect(await picker('Tea')).toBeInTheDocument();
    expect(search).toHaveValue('');
  });

  it('an option sold out while the picker is open is disabled there and leaves the choice', async () => {
    const { user } = await openTill();
    await user.click(card(/^Latte/));
    const dialog = await picker();
    await user.click(option(dialog, /^Oat/));
    expect(addButton(dialog)).toHaveTextContent('Add $5.10');
    // Marked sold out on another till, and pulled here.
    await db.modifierGroups.put({
      ...milk,
      options: milk.options.map((o) => (o.name === 'Oat' ? { ...o, soldOut: true } : o)),
    });
    await waitFor(() => expect(option(dialog, /^Oat/)).toBeDisabled());
    expect(option(dialog, /^Oat/)).toHaveAttribute('aria-pressed', 'false');
    expect(addButton(dialog)).toHaveTextContent('Add $4.50');
    // Milk asks for exactly one: with Oat gone, Add says so.
    await user.click(addButton(dialog));
    expect(within(group(dialog, 'Milk')).getByRole('alert')).toHaveTextContent('Choose a milk');
  });
});
