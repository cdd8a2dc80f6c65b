import { describe, expect, it } from 'vitest';
import { messagesOf } from './entity-test-kit.js';
import { MODIFIER_GROUP_MESSAGES } from './modifier-group.js';
import { type ModifierGroupFormValues, modifierGroupFormSchema } from './modifier-group-form.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const row = (
  n: number,
  name: string,
  priceDelta = '',
  extra: { isDefault?: boolean; soldOut?: boolean } = {},
) => ({
  id: id(n),
  name,
  kitchenName: '',
  priceDelta,
  isDefault: false,
  soldOut: false,
  ...extra,
});

const milk: ModifierGroupFormValues = {
  name: 'Milk',
  kitchenName: '',
  minChoices: '1',
  maxChoices: '1',
  repeatable: false,
  options: [row(1, 'Whole', '', { isDefault: true }), row(2, 'Oat', '0.60'), row(3, 'Almond', '+0.60')],
};

describe('the option group form', () => {
  it('reads the typed numbers: choices as counts, price changes in cents, blank as no change', () => {
    const parsed = modifierGroupFormSchema.parse(milk);
    expect(parsed).toMatchObject({ name: 'Milk', kitchenName: undefined, minChoices: 1, maxChoices: 1 });
    expect(parsed.options.map((option) => [option.name, option.priceDelta, option.kitchenName])).toEqual([
      ['Whole', 0, undefined],
      ['Oat', 60, undefined],
      ['Almond', 60, undefined],
    ]);
    const options = [row(1, 'Skim', '-0.25'), row(2, 'Soy', ' $1 '), row(3, 'Rice', '-$0.05')];
    expect(
      modifierGroupFormSchema.parse({ ...milk, options }).options.map((option) => option.priceDelta),
    ).toEqual([-25, 100, -5]);
  });

  it('a wrong price change is said beside its field in the group words', () => {
    for (const typed of ['abc', '0.605', '1,5', '--1']) {
      expect(messagesOf(modifierGroupFormSchema, { ...milk, options: [row(1, 'Oat', typed)] })).toEqual({
        'options.0.priceDelta': MODIFIER_GROUP_MESSAGES.priceDelta,
      });
    }
  });

  it('choices must be whole numbers from 0 to the most', () => {
    for (const typed of ['', 'one', '1.5', '-1', '21']) {
      expect(messagesOf(modifierGroupFormSchema, { ...milk, minChoices: '0', maxChoices: typed })).toEqual({
        maxChoices: MODIFIER_GROUP_MESSAGES.choices,
      });
    }
  });

  it('the rules of a group a till can offer, beside the field they are about', () => {
    expect(messagesOf(modifierGroupFormSchema, { ...milk, minChoices: '2' })).toEqual({
      maxChoices: MODIFIER_GROUP_MESSAGES.choicesOrder,
    });
    expect(messagesOf(modifierGroupFormSchema, { ...milk, minChoices: '0', maxChoices: '0' })).toEqual({
      maxChoices: MODIFIER_GROUP_MESSAGES.maxChoicesZero,
    });
    expect(messagesOf(modifierGroupFormSchema, { ...milk, minChoices: '4', maxChoices: '4' })).toEqual({
      minChoices: MODIFIER_GROUP_MESSAGES.fewerOptionsThanRequired,
    });
    const twoDefaults = milk.options.map((option) => ({ ...option, isDefault: true }));
    expect(messagesOf(modifierGroupFormSchema, { ...milk, options: twoDefaults })).toEqual({
      options: MODIFIER_GROUP_MESSAGES.tooManyDefaults,
    });
  });

  it('names and options are required', () => {
    expect(messagesOf(modifierGroupFormSchema, { ...milk, name: '  ', options: [row(1, ' ')] })).toEqual({
      name: MODIFIER_GROUP_MESSAGES.nameRequired,
      'options.0.name': MODIFIER_GROUP_MESSAGES.optionNameRequired,
    });
    expect(messagesOf(modifierGroupFormSchema, { ...milk, minChoices: '0', options: [] })).toEqual({
      options: MODIFIER_GROUP_MESSAGES.optionsRequired,
    });
  });
});
