import { MODIFIER_GROUP_MESSAGES } from '@cafe/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { repositories } from '../../data/repositories/repositories';
import { renderApp } from '../../test/render-app';
import { DELETE_OPTION_GROUP_QUESTION } from './option-groups-list-page';
import { makeModifierGroup, makeProduct, resetCatalogue } from './products-test-kit';

const milk = makeModifierGroup('Milk', [
  ['Whole', 0, { isDefault: true }],
  ['Oat', 60],
  ['Skim', -25],
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

const groupItem = (name: string) => screen.getByRole('listitem', { name });
const outbox = () => db.syncLog.orderBy('mutationId').toArray();

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Option groups list', () => {
  beforeEach(async () => {
    await resetCatalogue();
    await db.modifierGroups.bulkAdd([milk, extras]);
  });

  it('is a tab beside the products; each group by name with its choices and its options priced', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/products', 'manager');
    await user.click(await screen.findByRole('link', { name: 'Option groups' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/options'));
    expect(await screen.findByRole('heading', { name: 'Option groups', level: 1 })).toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Option groups' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Extras', 'Milk']);
    expect(groupItem('Milk')).toHaveTextContent('Choose 1');
    expect(groupItem('Extras')).toHaveTextContent('Choose 0–3');
    expect(groupItem('Extras')).toHaveTextContent('An option can repeat');
    const options = within(screen.getByRole('list', { name: 'Milk options' })).getAllByRole('listitem');
    expect(options.map((option) => option.textContent)).toEqual([
      'WholeDefaultSold out',
      'Oat +$0.60Sold out',
      'Skim -$0.25Sold out',
    ]);
    expect(screen.getByRole('link', { name: 'Edit Milk' })).toHaveAttribute(
      'href',
      `/products/options/edit/${milk.id}`,
    );
  });

  it('one tap marks an option sold out, and another brings it back: an update that syncs', async () => {
    const user = userEvent.setup();
    renderApp('/products/options', 'manager');
    const oat = await screen.findByRole('switch', { name: 'Sold out: Oat' });
    expect(oat).not.toBeChecked();
    await user.click(oat);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Sold out: Oat' })).toBeChecked());
    const stored = await db.modifierGroups.get(milk.id);
    expect(stored?.options.map((option) => [option.name, option.soldOut])).toEqual([
      ['Whole', false],
      ['Oat', true],
      ['Skim', false],
    ]);
    const [update] = await outbox();
    expect(update).toMatchObject({ entity: 'modifierGroup', action: 'update', baseVersion: 1 });
    expect(Object.keys(update?.data ?? {}).sort()).toEqual(['id', 'options']);

    await user.click(screen.getByRole('switch', { name: 'Sold out: Oat' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Sold out: Oat' })).not.toBeChecked());
    expect((await db.modifierGroups.get(milk.id))?.options[1]?.soldOut).toBe(false);
  });

  it('a sold-out switch that cannot be saved says so', async () => {
    vi.spyOn(repositories.modifierGroups, 'update').mockRejectedValueOnce(new Error('disk'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/products/options', 'manager');
    await user.click(await screen.findByRole('switch', { name: 'Sold out: Oat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save option group');
  });

  it('delete asks first, says what it means for the products; Delete removes the group', async () => {
    await db.products.bulkAdd([
      { ...makeProduct('Latte', 450), modifierGroupIds: [milk.id] },
      { ...makeProduct('Flat White', 420), modifierGroupIds: [milk.id, extras.id] },
    ]);
    const user = userEvent.setup();
    renderApp('/products/options', 'manager');
    await user.click(await screen.findByRole('button', { name: 'Delete Milk' }));
    const dialog = screen.getByRole('alertdialog', { name: DELETE_OPTION_GROUP_QUESTION });
    expect(dialog).toHaveTextContent('Milk leaves the menu. 2 products stop asking for it.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(groupItem('Milk')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Milk' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Milk' })).not.toBeInTheDocument());
    expect((await db.modifierGroups.get(milk.id))?.deletedAt).not.toBeNull();
  });

  it("a failed read: 'Failed to load option groups'", async () => {
    vi.spyOn(repositories.modifierGroups, 'list').mockRejectedValue(new Error('disk'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/products/options', 'manager');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load option groups');
  });

  it('staff is sent to /dashboard', async () => {
    const { router } = renderApp('/products/options', 'staff');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('Option groups empty state', () => {
  beforeEach(resetCatalogue);

  it('says there are none yet and offers the first one', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/products/options', 'manager');
    expect(await screen.findByText('No option groups yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add Your First Option Group' }));
    expect(await screen.findByRole('heading', { name: 'Add Option Group' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products/options/new');
  });
});

describe('Option group form', () => {
  beforeEach(resetCatalogue);

  const option = (n: number) => within(screen.getByRole('group', { name: `Option ${n}` }));

  async function openNew() {
    const user = userEvent.setup();
    const view = renderApp('/products/options/new', 'manager');
    await screen.findByRole('heading', { name: 'Add Option Group' });
    return { user, ...view };
  }

  it('adds "Milk", exactly one, Whole by default, Oat and Almond 60 cents more', async () => {
    const { user, router } = await openNew();
    expect(screen.getByLabelText('Fewest choices')).toHaveValue('0');
    expect(screen.getByLabelText('Most choices')).toHaveValue('1');
    await user.type(screen.getByLabelText('Name'), 'Milk');
    await user.clear(screen.getByLabelText('Fewest choices'));
    await user.type(screen.getByLabelText('Fewest choices'), '1');
    await user.type(option(1).getByLabelText('Option name'), 'Whole');
    await user.click(option(1).getByRole('checkbox', { name: 'Default' }));
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    // The new row takes the focus: the manager types its name straight away.
    expect(option(2).getByLabelText('Option name')).toHaveFocus();
    await user.keyboard('Oat');
    await user.type(option(2).getByLabelText('Kitchen name'), 'OAT');
    await user.type(option(2).getByLabelText('Price change ($)'), '0.60');
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.type(option(3).getByLabelText('Option name'), 'Almond');
    await user.type(option(3).getByLabelText('Price change ($)'), '+0.60');
    await user.click(option(3).getByRole('checkbox', { name: 'Sold out' }));
    await user.click(screen.getByRole('button', { name: 'Save Option Group' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/products/options'));
    const [saved] = await db.modifierGroups.toArray();
    expect(saved).toMatchObject({
      name: 'Milk',
      kitchenName: null,
      minChoices: 1,
      maxChoices: 1,
      repeatable: false,
    });
    expect(
      saved?.options.map(({ name, kitchenName, priceDelta, isDefault, soldOut }) => [
        name,
        kitchenName,
        priceDelta,
        isDefault,
        soldOut,
      ]),
    ).toEqual([
      ['Whole', null, 0, true, false],
      ['Oat', 'OAT', 60, false, false],
      ['Almond', null, 60, false, true],
    ]);
    expect(new Set(saved?.options.map((o) => o.id)).size).toBe(3);
    expect((await outbox()).map((entry) => [entry.entity, entry.action])).toEqual([
      ['modifierGroup', 'create'],
    ]);
  });

  it('a wrong price change is said beside it in the group words, and nothing is saved', async () => {
    const { user, router } = await openNew();
    await user.type(screen.getByLabelText('Name'), 'Milk');
    await user.type(option(1).getByLabelText('Option name'), 'Oat');
    const price = option(1).getByLabelText('Price change ($)');
    await user.type(price, '0.6O');
    await user.click(screen.getByRole('button', { name: 'Save Option Group' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription(MODIFIER_GROUP_MESSAGES.priceDelta));
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need changing');
    expect(router.state.location.pathname).toBe('/products/options/new');
    expect(await db.modifierGroups.count()).toBe(0);
  });

  it("the group's rules beside the fields: the most below the fewest, more defaults than allowed", async () => {
    const { user } = await openNew();
    await user.type(screen.getByLabelText('Name'), 'Size');
    await user.type(option(1).getByLabelText('Option name'), 'Small');
    await user.click(option(1).getByRole('checkbox', { name: 'Default' }));
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.type(option(2).getByLabelText('Option name'), 'Large');
    await user.click(option(2).getByRole('checkbox', { name: 'Default' }));
    await user.clear(screen.getByLabelText('Fewest choices'));
    await user.type(screen.getByLabelText('Fewest choices'), '2');
    await user.click(screen.getByRole('button', { name: 'Save Option Group' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Most choices')).toHaveAccessibleDescription(
        expect.stringContaining(MODIFIER_GROUP_MESSAGES.choicesOrder),
      ),
    );

    await user.clear(screen.getByLabelText('Fewest choices'));
    await user.type(screen.getByLabelText('Fewest choices'), '1');
    await user.click(screen.getByRole('button', { name: 'Save Option Group' }));
    expect(await screen.findByText(MODIFIER_GROUP_MESSAGES.tooManyDefaults)).toBeInTheDocument();
    expect(await db.modifierGroups.count()).toBe(0);
  });

  it('removes a row; with none left it asks for one', async () => {
    const { user } = await openNew();
    await user.type(screen.getByLabelText('Name'), 'Syrup');
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.type(option(2).getByLabelText('Option name'), 'Vanilla');
    await user.click(screen.getByRole('button', { name: 'Remove option 1' }));
    expect(screen.queryByRole('group', { name: 'Option 2' })).not.toBeInTheDocument();
    expect(option(1).getByLabelText('Option name')).toHaveValue('Vanilla');
    await user.click(screen.getByRole('button', { name: 'Remove option 1' }));
    await user.click(screen.getByRole('button', { name: 'Save Option Group' }));
    expect(await screen.findByText(MODIFIER_GROUP_MESSAGES.optionsRequired)).toBeInTheDocument();
    expect(await db.modifierGroups.count()).toBe(0);
  });

  it('edits a group: its values filled in dollars; untouched options are not sent', async () => {
    await db.modifierGroups.add(milk);
    const user = userEvent.setup();
    const { router } = renderApp(`/products/options/edit/${milk.id}`, 'manager');
    await screen.findByRole('heading', { name: 'Edit Option Group' });
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Milk');
    expect(screen.getByLabelText('Fewest choices')).toHaveValue('1');
    expect(option(1).getByRole('checkbox', { name: 'Default' })).toBeChecked();
    expect(option(2).getByLabelText('Price change ($)')).toHaveValue('0.60');
    expect(option(3).getByLabelText('Price change ($)')).toHaveValue('-0.25');
    await user.clear(name);
    await user.type(name, 'Milks');
    await user.type(screen.getByLabelText('Kitchen name (optional)'), 'MILK');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/products/options'));
    expect(await db.modifierGroups.get(milk.id)).toMatchObject({ name: 'Milks', kitchenName: 'MILK' });
    const [update] = await outbox();
    expect(Object.keys(update?.data ?? {}).sort()).toEqual(['id', 'kitchenName', 'name']);
  });

  it("an unknown id: 'Option group not found'", async () => {
    renderApp(`/products/options/edit/${crypto.randomUUID()}`, 'manager');
    expect(await screen.findByRole('alert')).toHaveTextContent('Option group not found');
  });
});
