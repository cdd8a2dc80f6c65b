import { describe, expect, it } from 'vitest';
import { QUANTITY_MESSAGE, readQuantity } from './read-quantity';

describe('readQuantity', () => {
  it('reads a whole number from 1 to 999, spaces around it ignored', () => {
    expect(readQuantity('1')).toEqual({ quantity: 1 });
    expect(readQuantity(' 12 ')).toEqual({ quantity: 12 });
    expect(readQuantity('999')).toEqual({ quantity: 999 });
    expect(readQuantity('007')).toEqual({ quantity: 7 });
  });

  it.each(['', '0', '000', '-1', '1.5', '1,000', '1000', 'two', '3e2', '+3'])(
    'refuses %j with a message saying what to type',
    (text) => {
      expect(readQuantity(text)).toEqual({ error: QUANTITY_MESSAGE });
    },
  );
});
