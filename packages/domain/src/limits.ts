/**
 * Every size limit on what a form, a till or any client sends, each with the message that reports it. They live in
 * one place so the form, the local write and the server refuse the same thing in the same words, and so nobody can
 * make the server store (and every till pull) a 27,000-line sale or a megabyte of notes. docs/sync-protocol.md lists them.
 *
 * Zod-free on purpose: the sign-in screen's rules (auth-rules.ts) use these without loading zod.
 */
import { type Cents, cents, formatMoney } from './money.js';

export interface Limit {
  readonly max: number;
  readonly message: string;
}

function textLimit(max: number, what: string): Limit {
  return { max, message: `${what} can be at most ${max.toLocaleString('en-US')} characters` };
}

/** Characters of a text field, after trimming. */
export const TEXT_LIMITS = {
  /** A person's, product's, store's or customer's name; an event attendee; a sale line's product name. */
  name: textLimit(100, 'A name'),
  /** A task's or event's title. */
  title: textLimit(200, 'A title'),
  /** An expense's vendor, an event's location. */
  place: textLimit(200, 'This field'),
  phone: textLimit(40, 'A phone number'),
  /** A custom order's contact: a phone number or an email address, as long as the longest email. */
  contact: textLimit(254, 'A phone number or email'),
  /** Notes on a sale line, a shift or a mobile order; an expense's description. */
  note: textLimit(500, 'This text'),
  /** A product's description, a custom order's description and notes, a cash-up's notes. */
  longNote: textLimit(1000, 'This text'),
  /** A task's or event's description. */
  description: textLimit(2000, 'A description'),
  /** RFC 5321's longest deliverable address. */
  email: textLimit(254, 'An email address'),
  /** Long enough for any passphrase, short enough that nobody makes the server hash a megabyte. */
  password: textLimit(256, 'A password'),
  /** A product's barcode (EAN-13, UPC-A, Code 128 ...) or the cafe's own SKU: a short code, not prose. */
  barcode: textLimit(64, 'A barcode'),
  /** IANA zone names are at most about 30 characters. */
  timeZone: textLimit(64, 'A time zone'),
} as const satisfies Record<string, Limit>;

/** Entries of a list field. */
export const LIST_LIMITS = {
  /** Lines of one sale (or one mobile order): a till rings up a tray, not a warehouse. */
  saleItems: { max: 200, message: 'A sale can have at most 200 lines' },
  orderItems: { max: 200, message: 'An order can have at most 200 lines' },
  /** Lines of one catalogue CSV import: a cafe's menu, with room for a shop's merchandise. */
  importedProducts: { max: 10_000, message: 'A file can hold at most 10,000 products' },
  attendees: { max: 100, message: 'An event can have at most 100 attendees' },
} as const satisfies Record<string, Limit>;

/**
 * The shape of one pushed mutation, checked without recursion before anything recursive (zod, JSON.stringify, the
 * query builder) touches it. The deepest real mutation is 4 levels (mutation → data → items → a line).
 */
export const MUTATION_SHAPE_LIMITS = {
  depth: { max: 8, message: 'The change is nested more than 8 levels deep' },
  /** Every object, array and value counted once; a 200-line sale is about 2,000. */
  values: { max: 20_000, message: 'The change holds more than 20,000 values' },
} as const satisfies Record<string, Limit>;

/**
 * The most one amount of money may be: $999,999.99. No cafe prices, spends, discounts or counts that much in one
 * figure, so a bigger one is a typo (a barcode scanned into the price field). Every money column on the server is
 * a 32-bit integer (at most 2,147,483,647 cents): this ceiling, a sale's lines together held to it (so its tax, at
 * most 100%, and its total stay below twice it) and a cash-up's ten incomes summed all fit with room to spare.
 */
export const MAX_CENTS: Cents = cents(99_999_999);

/** The ceiling's message for one field, in a person's words: "Price can't be more than $999,999.99". */
export function moneyCeilingMessage(what: string): string {
  return `${what} can't be more than ${formatMoney(MAX_CENTS)}`;
}
