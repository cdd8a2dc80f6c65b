/** A modifier group: stored as given, once its choices and defaults make a group a till can offer. */
import { allowed, type EntityModule, invalid, type Outcome } from './entity-module.js';
import {
  type ModifierGroupShape,
  type ModifierOption,
  modifierGroupRefusal,
} from './modifier-group-rules.js';

type OptionInput = Omit<ModifierOption, 'kitchenName'> & { kitchenName?: string | null | undefined };

/** Options as stored: a blank kitchen name is null, like every optional text of a row. */
function storedOptions(options: readonly OptionInput[]): ModifierOption[] {
  return options.map((option) => ({
    id: option.id,
    name: option.name,
    kitchenName: option.kitchenName ?? null,
    priceDelta: option.priceDelta,
    isDefault: option.isDefault,
    soldOut: option.soldOut,
  }));
}

function offerable<T>(group: ModifierGroupShape, value: T): Outcome<T> {
  const refusal = modifierGroupRefusal(group);
  return refusal ? invalid(refusal.message, refusal.path) : allowed(value);
}

export const modifierGroupModule = {
  entity: 'modifierGroup',
  create(data) {
    const group = {
      name: data.name,
      kitchenName: data.kitchenName ?? null,
      minChoices: data.minChoices,
      maxChoices: data.maxChoices,
      repeatable: data.repeatable,
      options: storedOptions(data.options),
    };
    return offerable(group, group);
  },
  // An update may change the choices or the options apart: the merged group must still be one a till can offer.
  derive: (row, changed) =>
    offerable(row, changed.has('options') ? { options: storedOptions(row.options) } : {}),
} satisfies EntityModule<'modifierGroup'>;
