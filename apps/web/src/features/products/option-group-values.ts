import {
  cents,
  centsToDecimalString,
  MODIFIER_GROUP_DEFAULTS,
  type ModifierGroup,
  type ModifierGroupFormValues,
  type ModifierOption,
  type ModifierOptionFormValues,
} from '@cafe/domain';

/** A new, blank option row with its own id: the id a sale line will name it by. */
export function newOptionRow(): ModifierOptionFormValues {
  return {
    id: crypto.randomUUID(),
    name: '',
    kitchenName: '',
    priceDelta: '',
    isDefault: false,
    soldOut: false,
  };
}

/** A new group's form: the schema's defaults and one blank option to start typing into. */
export function emptyOptionGroup(): ModifierGroupFormValues {
  return {
    name: '',
    kitchenName: '',
    minChoices: String(MODIFIER_GROUP_DEFAULTS.minChoices),
    maxChoices: String(MODIFIER_GROUP_DEFAULTS.maxChoices),
    repeatable: MODIFIER_GROUP_DEFAULTS.repeatable,
    options: [newOptionRow()],
  };
}

/** A stored group as the form shows it: amounts in dollars, a price change of nothing blank. */
export function toOptionGroupFormValues(group: ModifierGroup): ModifierGroupFormValues {
  return {
    name: group.name,
    kitchenName: group.kitchenName ?? '',
    minChoices: String(group.minChoices),
    maxChoices: String(group.maxChoices),
    repeatable: group.repeatable,
    options: group.options.map((option) => ({
      id: option.id,
      name: option.name,
      kitchenName: option.kitchenName ?? '',
      priceDelta: option.priceDelta === 0 ? '' : centsToDecimalString(cents(option.priceDelta)),
      isDefault: option.isDefault,
      soldOut: option.soldOut,
    })),
  };
}

/** Stored options as an update sends them: a kitchen name that is not there is left out, as the form leaves it. */
export function optionsForUpdate(options: readonly ModifierOption[]) {
  return options.map(({ kitchenName, ...option }) =>
    kitchenName === null ? option : { ...option, kitchenName },
  );
}
