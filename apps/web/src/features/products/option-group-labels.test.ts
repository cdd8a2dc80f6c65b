import { describe, expect, it } from 'vitest';
import { choicesLabel, optionLabel, priceChangeLabel } from './option-group-labels';

describe('option group labels', () => {
  it('says how many to choose: exactly, or the range', () => {
    expect(choicesLabel({ minChoices: 1, maxChoices: 1 })).toBe('Choose 1');
    expect(choicesLabel({ minChoices: 0, maxChoices: 3 })).toBe('Choose 0–3');
    expect(choicesLabel({ minChoices: 2, maxChoices: 2 })).toBe('Choose 2');
  });

  it('shows a price change with its sign, and nothing for none', () => {
    expect(priceChangeLabel(60)).toBe('+$0.60');
    expect(priceChangeLabel(-25)).toBe('-$0.25');
    expect(priceChangeLabel(0)).toBe('');
    expect(priceChangeLabel(123_450)).toBe('+$1,234.50');
    expect(optionLabel({ name: 'Oat', priceDelta: 60 })).toBe('Oat +$0.60');
    expect(optionLabel({ name: 'Whole', priceDelta: 0 })).toBe('Whole');
  });
});
