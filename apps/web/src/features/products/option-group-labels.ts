import { cents, formatMoney, type ModifierGroupShape, type ModifierOption } from '@cafe/domain';

/** How many options a group asks for: 'Choose 1' when exactly, else the range ('Choose 0–3'). */
export function choicesLabel(group: Pick<ModifierGroupShape, 'minChoices' | 'maxChoices'>): string {
  const { minChoices, maxChoices } = group;
  return minChoices === maxChoices ? `Choose ${minChoices}` : `Choose ${minChoices}–${maxChoices}`;
}

/** An option's price change as a menu shows it: '+$0.60', '-$0.25', or '' when it changes nothing. */
export function priceChangeLabel(priceDelta: number): string {
  if (priceDelta === 0) return '';
  const amount = formatMoney(cents(priceDelta));
  return priceDelta > 0 ? `+${amount}` : amount;
}

/** 'Oat +$0.60', 'Whole': an option with its price change. */
export function optionLabel(option: Pick<ModifierOption, 'name' | 'priceDelta'>): string {
  const change = priceChangeLabel(option.priceDelta);
  return change ? `${option.name} ${change}` : option.name;
}
