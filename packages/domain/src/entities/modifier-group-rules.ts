/**
 * The zod-free half of modifier-group.ts (which re-exports it): what a till needs to offer a product's options and
 * price a line with them before it loads zod. A modifier group is a choice a product asks for (Size, Milk, Extras),
 * each option with its own price change; a sale line keeps the options it was sold with, names and prices included,
 * so a past sale never changes when the menu does.
 */
import { type Cents, cents, formatMoney } from '../money.js';

/** How many options a group may have, and how many times one option may be chosen on one line. */
export const MAX_OPTIONS_PER_GROUP = 30;
export const MAX_CHOICES = 20;
export const MAX_GROUPS_PER_PRODUCT = 10;
/** Options on one sale line: every group of a product, each with its most choices. */
export const MAX_OPTIONS_PER_LINE = 40;

export const MODIFIER_GROUP_MESSAGES = {
  nameRequired: 'Enter a name for the group',
  optionsRequired: 'Add at least one option',
  optionNameRequired: 'Enter a name for each option',
  tooManyOptions: `A group can have at most ${MAX_OPTIONS_PER_GROUP} options`,
  choices: `Enter a number of choices from 0 to ${MAX_CHOICES}`,
  maxChoicesZero: 'Allow at least one choice',
  choicesOrder: 'The most choices cannot be fewer than the fewest',
  fewerOptionsThanRequired: 'The group requires more choices than it has options',
  tooManyDefaults: 'Mark no more defaults than the group allows',
  optionIdsRepeat: 'Each option must be a different one',
  priceDelta: 'Enter a price change in dollars, such as 0.50 or -0.25',
  tooManyGroups: `A product can have at most ${MAX_GROUPS_PER_PRODUCT} option groups`,
  groupLinkedTwice: 'Each option group can be added to a product once',
  saved: 'Option group saved',
  deleted: 'Option group deleted',
} as const;

/** One option of a group as the menu holds it. */
export interface ModifierOption {
  id: string;
  name: string;
  kitchenName: string | null;
  /** Cents added to the product's price for each time it is chosen: may be 0 or negative. */
  priceDelta: number;
  isDefault: boolean;
  soldOut: boolean;
}

/** What a group asks: between minChoices and maxChoices options; `repeatable` lets one option count more than once. */
export interface ModifierGroupShape {
  name: string;
  minChoices: number;
  maxChoices: number;
  repeatable: boolean;
  options: readonly ModifierOption[];
}

/** An option as a sale line keeps it: what was chosen, named and priced as when it was sold. */
export interface ChosenOption {
  groupId: string;
  groupName: string;
  optionId: string;
  name: string;
  kitchenName?: string | undefined;
  priceDelta: number;
  quantity: number;
}

/** Why a group as configured cannot be offered, with the field it is about; null when it can. */
export function modifierGroupRefusal(group: ModifierGroupShape): { message: string; path: string } | null {
  if (group.maxChoices < 1) return { message: MODIFIER_GROUP_MESSAGES.maxChoicesZero, path: 'maxChoices' };
  if (group.maxChoices < group.minChoices)
    return { message: MODIFIER_GROUP_MESSAGES.choicesOrder, path: 'maxChoices' };
  if (!group.repeatable && group.minChoices > group.options.length) {
    return { message: MODIFIER_GROUP_MESSAGES.fewerOptionsThanRequired, path: 'minChoices' };
  }
  if (new Set(group.options.map((option) => option.id)).size !== group.options.length) {
    return { message: MODIFIER_GROUP_MESSAGES.optionIdsRepeat, path: 'options' };
  }
  if (group.options.filter((option) => option.isDefault).length > group.maxChoices) {
    return { message: MODIFIER_GROUP_MESSAGES.tooManyDefaults, path: 'options' };
  }
  return null;
}

/** What the options add to one unit of the line: Σ price change × times chosen (negative when they take off). */
export function optionsPrice(options: readonly Pick<ChosenOption, 'priceDelta' | 'quantity'>[]): number {
  return options.reduce((sum, option) => sum + option.priceDelta * option.quantity, 0);
}

/** One unit's price: the product's base price and its options, never below nothing. */
export function unitPriceWithOptions(
  basePrice: number,
  options: readonly Pick<ChosenOption, 'priceDelta' | 'quantity'>[],
): Cents {
  return cents(Math.max(0, basePrice + optionsPrice(options)));
}

/** 'Large · Oat · Extra shot ×2': a line's options as the cart, the receipt and the history show them. */
export function describeOptions(options: readonly Pick<ChosenOption, 'name' | 'quantity'>[]): string {
  return options
    .map((option) => (option.quantity > 1 ? `${option.name} ×${option.quantity}` : option.name))
    .join(' · ');
}

/** The options of two lines are the same choice (their order as chosen aside): such lines merge. */
export function sameOptions(
  a: readonly Pick<ChosenOption, 'groupId' | 'optionId' | 'quantity'>[] | undefined,
  b: readonly Pick<ChosenOption, 'groupId' | 'optionId' | 'quantity'>[] | undefined,
): boolean {
  const key = (options: typeof a) =>
    (options ?? [])
      .map((option) => `${option.groupId}/${option.optionId}×${option.quantity}`)
      .sort()
      .join(',');
  return key(a) === key(b);
}

/** Times each option of a group is chosen, by option id. */
export type GroupChoice = ReadonlyMap<string, number>;

/** A group's defaults as a choice, sold-out options left out: what the picker starts from. */
export function defaultChoice(group: ModifierGroupShape): GroupChoice {
  return new Map(
    group.options
      .filter((option) => option.isDefault && !option.soldOut)
      .map((option) => [option.id, 1] as const),
  );
}

/** How many choices a group's choice counts. */
export function choiceCount(choice: GroupChoice): number {
  let count = 0;
  for (const times of choice.values()) count += times;
  return count;
}

/** What the picker says of a group's choice before it can be added, or null when the choice is complete. */
export function choiceRefusal(group: ModifierGroupShape, choice: GroupChoice): string | null {
  const count = choiceCount(choice);
  if (count < group.minChoices) {
    return group.minChoices === 1
      ? `Choose a ${group.name.toLowerCase()}`
      : `Choose at least ${group.minChoices}`;
  }
  if (count > group.maxChoices) return `Choose at most ${group.maxChoices}`;
  return null;
}

/**
 * A choice with `optionId` tapped: a single-choice group moves its choice there; otherwise the option is added
 * (again, when the group is repeatable and has room) or, when it cannot be added, taken away.
 */
export function tapOption(group: ModifierGroupShape, choice: GroupChoice, optionId: string): GroupChoice {
  const next = new Map(choice);
  const times = next.get(optionId) ?? 0;
  if (group.maxChoices === 1)
    return times > 0 && group.minChoices === 0 ? new Map() : new Map([[optionId, 1]]);
  const room = choiceCount(choice) < group.maxChoices;
  if (times === 0 && room) next.set(optionId, 1);
  else if (times > 0 && group.repeatable && room) next.set(optionId, times + 1);
  else next.delete(optionId);
  return next;
}

/** One fewer of `optionId` in a choice: the picker's minus on an option chosen more than once. */
export function decreaseOption(choice: GroupChoice, optionId: string): GroupChoice {
  const times = choice.get(optionId) ?? 0;
  if (times === 0) return choice;
  const next = new Map(choice);
  if (times > 1) next.set(optionId, times - 1);
  else next.delete(optionId);
  return next;
}

/**
 * A choice with what the group no longer offers taken out: an option marked sold out (on this till or another)
 * or removed while the picker was open cannot be sold on a new line.
 */
export function keepOffered(group: ModifierGroupShape, choice: GroupChoice): GroupChoice {
  const offered = new Set(group.options.filter((option) => !option.soldOut).map((option) => option.id));
  for (const optionId of choice.keys()) {
    if (!offered.has(optionId)) {
      return new Map([...choice].filter(([id]) => offered.has(id)));
    }
  }
  return choice;
}

/** 'Choose 1', 'Up to 3', 'Choose 2 to 3': what a group asks, as the picker shows it beside the group's name. */
export function describeChoiceRule(group: Pick<ModifierGroupShape, 'minChoices' | 'maxChoices'>): string {
  if (group.minChoices === 0) return `Up to ${group.maxChoices}`;
  if (group.minChoices === group.maxChoices) return `Choose ${group.minChoices}`;
  return `Choose ${group.minChoices} to ${group.maxChoices}`;
}

/** '+$0.70', '−$0.50' (a minus sign, not a hyphen), '' when the option costs nothing extra. */
export function formatPriceChange(priceDelta: number): string {
  if (priceDelta === 0) return '';
  return `${priceDelta > 0 ? '+' : '\u2212'}${formatMoney(cents(Math.abs(priceDelta)))}`;
}

/** The options a line keeps for a choice, in the groups' and options' menu order. */
export function chosenOptions(
  groups: readonly (ModifierGroupShape & { id: string; kitchenName: string | null })[],
  choices: ReadonlyMap<string, GroupChoice>,
): ChosenOption[] {
  const chosen: ChosenOption[] = [];
  for (const group of groups) {
    const choice = choices.get(group.id);
    if (!choice) continue;
    for (const option of group.options) {
      const quantity = choice.get(option.id) ?? 0;
      if (quantity === 0) continue;
      chosen.push({
        groupId: group.id,
        groupName: group.name,
        optionId: option.id,
        name: option.name,
        ...(option.kitchenName ? { kitchenName: option.kitchenName } : {}),
        priceDelta: option.priceDelta,
        quantity,
      });
    }
  }
  return chosen;
}
