import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MUTATION_DATA_SCHEMAS } from '../sync/mutation-data.js';
import { entityModule } from './entity-modules.js';
import { base, messagesOf, userId } from './entity-test-kit.js';
import {
  choiceRefusal,
  chosenOptions,
  decreaseOption,
  defaultChoice,
  describeChoiceRule,
  describeOptions,
  formatPriceChange,
  keepOffered,
  MODIFIER_GROUP_MESSAGES,
  type ModifierGroup,
  modifierGroupInputSchema,
  optionsPrice,
  sameOptions,
  tapOption,
  unitPriceWithOptions,
} from './modifier-group.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const option = (
  n: number,
  name: string,
  priceDelta: number,
  extra: Partial<ModifierGroup['options'][0]> = {},
) => ({
  id: id(n),
  name,
  kitchenName: null,
  priceDelta,
  isDefault: false,
  soldOut: false,
  ...extra,
});

const size: ModifierGroup = {
  ...base,
  id: id(100),
  name: 'Size',
  kitchenName: null,
  minChoices: 1,
  maxChoices: 1,
  repeatable: false,
  options: [option(1, 'Small', -50), option(2, 'Regular', 0, { isDefault: true }), option(3, 'Large', 70)],
};
const milk: ModifierGroup = {
  ...size,
  id: id(101),
  name: 'Milk',
  options: [
    option(4, 'Whole', 0, { isDefault: true }),
    option(5, 'Oat', 60, { kitchenName: 'OAT' }),
    option(6, 'Almond', 60, { soldOut: true }),
  ],
};
const extras: ModifierGroup = {
  ...size,
  id: id(102),
  name: 'Extras',
  minChoices: 0,
  maxChoices: 3,
  repeatable: true,
  options: [option(7, 'Extra shot', 80), option(8, 'Vanilla', 50)],
};

describe('a modifier group', () => {
  it('checks its form: a name, at least one option, choices in range', () => {
    expect(messagesOf(modifierGroupInputSchema, { name: ' ', options: [] })).toEqual({
      name: MODIFIER_GROUP_MESSAGES.nameRequired,
      options: MODIFIER_GROUP_MESSAGES.optionsRequired,
    });
    expect(
      messagesOf(modifierGroupInputSchema, {
        name: 'Size',
        maxChoices: 21,
        options: [{ id: id(1), name: '', priceDelta: 1.5 }],
      }),
    ).toEqual({
      maxChoices: MODIFIER_GROUP_MESSAGES.choices,
      'options.0.name': MODIFIER_GROUP_MESSAGES.optionNameRequired,
      'options.0.priceDelta': MODIFIER_GROUP_MESSAGES.priceDelta,
    });
  });

  it('is stored with its defaults, and refused when its choices cannot be met', () => {
    const create = (data: Record<string, unknown>) =>
      entityModule('modifierGroup').create?.(
        MUTATION_DATA_SCHEMAS.modifierGroup.create.parse({ id: id(100), ...data }),
        { actorId: userId, at: base.createdAt, madeAt: base.createdAt },
        {},
      );
    expect(create({ name: 'Milk', options: [{ id: id(4), name: 'Oat' }] })).toEqual({
      ok: true,
      value: {
        name: 'Milk',
        kitchenName: null,
        minChoices: 0,
        maxChoices: 1,
        repeatable: false,
        options: [
          { id: id(4), name: 'Oat', kitchenName: null, priceDelta: 0, isDefault: false, soldOut: false },
        ],
      },
    });
    const refusedOn = (data: Record<string, unknown>) => {
      const outcome = create(data);
      return outcome?.ok ? null : outcome?.refusal.issues?.[0];
    };
    const oneOption = [{ id: id(4), name: 'Oat', isDefault: true }];
    expect(refusedOn({ name: 'Milk', minChoices: 2, maxChoices: 1, options: oneOption })).toEqual({
      path: 'maxChoices',
      message: MODIFIER_GROUP_MESSAGES.choicesOrder,
    });
    expect(refusedOn({ name: 'Milk', minChoices: 2, maxChoices: 2, options: oneOption })).toEqual({
      path: 'minChoices',
      message: MODIFIER_GROUP_MESSAGES.fewerOptionsThanRequired,
    });
    expect(refusedOn({ name: 'Milk', maxChoices: 0, options: oneOption })?.path).toBe('maxChoices');
    expect(
      refusedOn({ name: 'Milk', options: [...oneOption, { id: id(5), name: 'Soy', isDefault: true }] }),
    ).toEqual({ path: 'options', message: MODIFIER_GROUP_MESSAGES.tooManyDefaults });
    expect(refusedOn({ name: 'Milk', options: [...oneOption, { id: id(4), name: 'Soy' }] })?.message).toBe(
      MODIFIER_GROUP_MESSAGES.optionIdsRepeat,
    );
  });
});

describe('choosing options', () => {
  it('starts from the defaults that are not sold out', () => {
    expect([...defaultChoice(size)]).toEqual([[id(2), 1]]);
    expect([
      ...defaultChoice({ ...milk, options: milk.options.map((o) => ({ ...o, soldOut: true })) }),
    ]).toEqual([]);
  });

  it('moves a single choice, and adds a repeatable one up to its most', () => {
    expect([...tapOption(size, defaultChoice(size), id(3))]).toEqual([[id(3), 1]]);
    let choice = defaultChoice(extras);
    for (let tap = 0; tap < 4; tap += 1) choice = tapOption(extras, choice, id(7));
    // Three shots fill the group; the fourth tap takes the shots away.
    expect([...choice]).toEqual([]);
    choice = tapOption(extras, tapOption(extras, defaultChoice(extras), id(7)), id(7));
    expect([...choice]).toEqual([[id(7), 2]]);
    expect(choiceRefusal(extras, choice)).toBeNull();
    expect(choiceRefusal(size, new Map())).toBe('Choose a size');
  });

  it('takes one away at a time, down to none', () => {
    const two = new Map([[id(7), 2]]);
    expect([...decreaseOption(two, id(7))]).toEqual([[id(7), 1]]);
    expect([...decreaseOption(decreaseOption(two, id(7)), id(7))]).toEqual([]);
    expect(decreaseOption(two, id(8))).toBe(two);
  });

  it('drops an option once it is sold out or gone from the group', () => {
    const choice = new Map([
      [id(4), 1],
      [id(6), 1],
    ]);
    expect([...keepOffered(milk, choice)]).toEqual([[id(4), 1]]);
    const offered = new Map([[id(5), 1]]);
    expect(keepOffered(milk, offered)).toBe(offered);
    expect([...keepOffered({ ...milk, options: milk.options.slice(0, 1) }, offered)]).toEqual([]);
  });

  it('says what a group asks and what an option adds, in words for the picker', () => {
    expect(describeChoiceRule(size)).toBe('Choose 1');
    expect(describeChoiceRule(extras)).toBe('Up to 3');
    expect(describeChoiceRule({ minChoices: 2, maxChoices: 3 })).toBe('Choose 2 to 3');
    expect(formatPriceChange(70)).toBe('+$0.70');
    expect(formatPriceChange(-50)).toBe('\u2212$0.50');
    expect(formatPriceChange(0)).toBe('');
  });

  it('keeps the options in menu order, priced and named as sold', () => {
    const choices = new Map([
      [milk.id, new Map([[id(5), 1]])],
      [size.id, new Map([[id(3), 1]])],
      [extras.id, new Map([[id(7), 2]])],
    ]);
    const chosen = chosenOptions([size, milk, extras], choices);
    expect(describeOptions(chosen)).toBe('Large · Oat · Extra shot ×2');
    expect(chosen[1]).toEqual({
      groupId: milk.id,
      groupName: 'Milk',
      optionId: id(5),
      name: 'Oat',
      kitchenName: 'OAT',
      priceDelta: 60,
      quantity: 1,
    });
    // A large oat latte with two extra shots: 450 + 70 + 60 + 2 × 80.
    expect(unitPriceWithOptions(450, chosen)).toBe(740);
  });

  it('prices a unit as its base plus each option times its count, never below nothing', () => {
    const chosenOption = fc.record({
      priceDelta: fc.integer({ min: -1_000, max: 1_000 }),
      quantity: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), fc.array(chosenOption, { maxLength: 6 }), (basePrice, options) => {
        const sum = options.reduce((total, o) => total + o.priceDelta * o.quantity, 0);
        expect(optionsPrice(options)).toBe(sum);
        expect(unitPriceWithOptions(basePrice, options)).toBe(Math.max(0, basePrice + sum));
      }),
      { numRuns: 200 },
    );
  });

  it('merges lines only when their options are the same choice', () => {
    const a = [
      { groupId: size.id, optionId: id(3), quantity: 1 },
      { groupId: milk.id, optionId: id(5), quantity: 1 },
    ];
    expect(sameOptions(a, [...a].reverse())).toBe(true);
    expect(sameOptions(undefined, [])).toBe(true);
    expect(sameOptions(a, a.slice(1))).toBe(false);
    expect(sameOptions(a, [a[0] as (typeof a)[0], { ...(a[1] as (typeof a)[0]), quantity: 2 }])).toBe(false);
  });
});

describe('a sale line with options', () => {
  const line = (fields: Record<string, unknown>) => ({
    id: id(200),
    productId: id(201),
    productName: 'Latte',
    quantity: 2,
    ...fields,
  });
  const sell = (item: Record<string, unknown>) =>
    entityModule('sale').create?.(
      MUTATION_DATA_SCHEMAS.sale.create.parse({
        id: id(202),
        items: [item],
        paymentMethod: 'cash',
        taxRateMilliPercent: 8_250,
      }),
      { actorId: userId, at: base.createdAt, madeAt: base.createdAt },
      {},
    );
  const oatLarge = [
    { groupId: size.id, groupName: 'Size', optionId: id(3), name: 'Large', priceDelta: 70, quantity: 1 },
    { groupId: milk.id, groupName: 'Milk', optionId: id(5), name: 'Oat', priceDelta: 60, quantity: 1 },
  ];

  it('is stored with its options when its price is the base plus the options', () => {
    const outcome = sell(line({ basePrice: 450, unitPrice: 580, options: oatLarge }));
    expect(outcome?.ok && outcome.value.items[0]).toMatchObject({
      basePrice: 450,
      unitPrice: 580,
      options: oatLarge,
    });
    expect(outcome?.ok && outcome.value.subtotal).toBe(1160);
  });

  it('is refused at its price when the price does not add up, or names no base price', () => {
    const refusal = {
      path: 'items.0.unitPrice',
      message: "The line's price is not its base price plus its options",
    };
    for (const fields of [
      { basePrice: 450, unitPrice: 450, options: oatLarge },
      { unitPrice: 580, options: oatLarge },
      { basePrice: 400, unitPrice: 450 },
    ]) {
      const outcome = sell(line(fields));
      expect(outcome?.ok ? null : outcome?.refusal.issues?.[0]).toEqual(refusal);
    }
  });
});
