/**
 * Money is an integer number of cents everywhere (ARCHITECTURE §3); dollars exist only at the edges:
 * typed in by a user (`parseMoney`) or shown to one (`formatMoney`).
 */

export type Cents = number & { readonly __brand: 'Cents' };

/** Brands a whole number of cents; throws a RangeError for fractions, NaN, infinities and unsafe integers. */
export function cents(n: number): Cents {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Cents must be a safe integer, got ${n}`);
  return n as Cents;
}

export const ZERO_CENTS: Cents = cents(0);

/**
 * Rounds halves away from zero on the number's shortest decimal form, so 1.005 (stored as
 * 1.00499999…) gives 101 cents as a person expects, where Math.round(1.005 * 100) gives 100.
 */
export function dollarsToCents(n: number): Cents {
  if (!Number.isFinite(n)) throw new RangeError(`Dollars must be a finite number, got ${n}`);
  const magnitude = Math.abs(n);
  const text = magnitude.toString();
  if (text.includes('e')) {
    // Exponent form only happens for tiny or huge values, where float rounding cannot hide a half cent.
    return cents(Math.sign(n) * Math.round(magnitude * 100) || 0);
  }
  const [whole = '0', fraction = ''] = text.split('.');
  const padded = fraction.padEnd(3, '0');
  const roundUp = Number(padded[2]) >= 5 ? 1 : 0;
  const value = Number(whole) * 100 + Number(padded.slice(0, 2)) + roundUp;
  return cents(n < 0 && value !== 0 ? -value : value);
}

/** Dollars and cents as the user types them: '12', '12.', '12.5', '.50', '$1,234.50', '-3.25'. */
const MONEY_PATTERN = /^(-)?\$?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/;

/**
 * Parses typed money into cents without float arithmetic. Returns null for anything that is not a
 * plain amount with at most two decimals (a third decimal is a typo, not something to round away).
 */
export function parseMoney(text: string): Cents | null {
  const match = MONEY_PATTERN.exec(text.trim().replace(/^\$-/, '-$'));
  if (match === null) return null;
  const [, minus, whole, fraction] = match;
  if (whole === undefined && !fraction) return null;
  const value = Number((whole ?? '0').replaceAll(',', '')) * 100 + Number((fraction ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(value)) return null;
  return cents(minus === undefined || value === 0 ? value : -value);
}

/** Cents as a decimal string ('-1234.50') so Intl formats the exact value, never a float approximation. */
export function centsToDecimalString(value: Cents): string {
  const magnitude = Math.abs(value);
  const whole = Math.trunc(magnitude / 100);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${value < 0 ? '-' : ''}${whole}.${fraction}`;
}

// Building an Intl.NumberFormat costs far more than using one, and tables format thousands of amounts.
// A memo keyed by its arguments, not a setting: it cannot change what any call returns.
const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}\u0000${currency}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats cents as currency: formatMoney(cents(123450)) === '$1,234.50'. The currency and locale are
 * arguments, never module settings, so two stores on one server cannot leak formats into each other.
 */
export function formatMoney(value: Cents, currency = 'USD', locale = 'en-US'): string {
  return currencyFormatter(locale, currency).format(centsToDecimalString(value) as `${number}`);
}

/** Sums cents; throws a RangeError if the total leaves the safe-integer range. */
export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const value of values) total += value;
  return cents(total);
}
