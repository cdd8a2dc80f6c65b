/** Field schemas every entity shares, so one rule holds in forms, Dexie writes and server routes. */
import { idSchema } from '../auth.js';
import { type Limit, MAX_CENTS, moneyCeilingMessage } from '../limits.js';
import { type Cents, parseMoney } from '../money.js';
import { cleanText, isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../storable-text.js';
import { z } from '../zod.js';
import { DECIMAL_COMMA_MESSAGE } from './common-rules.js';

export { idSchema };

/** An ISO 8601 timestamp with a zone ('Z' or an offset), as `Date#toISOString` writes it. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A calendar date 'yyyy-mm-dd' that exists (no 2023-02-29). */
export const isoDateSchema = z.iso.date();

const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A wall-clock time 'HH:mm' as an <input type="time"> gives it; `message` for anything else. */
export function timeOfDayField(message = 'Enter a time as HH:mm') {
  return z.string({ error: message }).check(z.regex(TIME_OF_DAY_PATTERN, message));
}

/**
 * A zod number schema whose output is typed as Cents. It stays a plain number schema underneath (no
 * transform), so it still converts to JSON Schema for the server's route declarations.
 */
function asCents(schema: z.ZodMiniNumber): z.ZodMiniType<Cents, number> {
  return schema as unknown as z.ZodMiniType<Cents, number>;
}

/**
 * Builds a money field a person or a till fills: whole cents from `min` (default 0) up to the ceiling (MAX_CENTS).
 * Not an amount reports `message` (a form's banner string); below `min` the field's own words, "{what} can't be
 * negative" (or `belowMin`); above the ceiling, "{what} can't be more than $999,999.99". A form shows these beside
 * the field, so the person sees which field is wrong and why.
 */
export function centsField(
  message = 'Must be a whole number of cents, 0 or more',
  min = 0,
  what = 'An amount',
  belowMin = min === 0 ? moneyNegativeMessage(what) : message,
) {
  return asCents(
    z
      .number({ error: message })
      .check(
        z.int({ error: message }),
        z.gte(min, { error: belowMin }),
        z.lte(MAX_CENTS, { error: moneyCeilingMessage(what) }),
      ),
  );
}

/** "Price can't be negative": said beside the field, in place of the form's general banner string. */
export function moneyNegativeMessage(what: string): string {
  return `${what} can't be negative`;
}

/** A decimal comma where the dot belongs ('4,50', '$12,5'); a thousands comma takes three digits ('1,234'). */
const DECIMAL_COMMA_PATTERN = /^-?\$?-?\d+,\d{1,2}$/;

/**
 * Money as a person types it into a form ('4.50', '$1,234', '') checked by a cents schema: the text is parsed to
 * cents by parseMoney, blank becomes undefined (the schema decides whether that is allowed), a decimal comma is
 * refused as such, and other text that is not an amount is passed on unparsed so the schema reports its message.
 */
export function moneyText<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.transform((value: unknown, ctx) => {
      if (typeof value !== 'string') return value;
      const text = value.trim();
      if (text === '') return undefined;
      const parsed = parseMoney(text);
      if (parsed !== null) return parsed;
      if (DECIMAL_COMMA_PATTERN.test(text)) {
        ctx.issues.push({ code: 'custom', message: DECIMAL_COMMA_MESSAGE, input: value });
        return z.NEVER;
      }
      return value;
    }),
    schema,
  );
}

/**
 * Non-negative money as stored: a row read back is not held to the ceiling (input schemas use centsField), so a
 * row from before it still loads.
 */
const STORED_CENTS_MESSAGE = 'Must be a whole number of cents, 0 or more';
export const centsSchema = asCents(
  z
    .number({ error: STORED_CENTS_MESSAGE })
    .check(
      z.int({ error: STORED_CENTS_MESSAGE }),
      z.gte(0, { error: STORED_CENTS_MESSAGE }),
      z.lte(Number.MAX_SAFE_INTEGER, { error: STORED_CENTS_MESSAGE }),
    ),
);

/** Money that may be negative, e.g. a cash-up grand total when expenses exceed takings. */
export const signedCentsSchema = asCents(z.int());

/**
 * Fields every stored row carries (ARCHITECTURE §3). The server assigns `version`, `createdAt` and
 * `updatedAt` (server time is the truth); `deletedAt` marks a tombstone so deletes sync.
 */
export const baseRowSchema = z.object({
  id: idSchema,
  storeId: idSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  version: z.int().check(z.gte(0)),
  deletedAt: z.nullable(isoDateTimeSchema),
});
export type BaseRow = z.infer<typeof baseRowSchema>;

/** Keys of the base row, for omitting them when a schema should describe only user-owned fields. */
export const BASE_ROW_KEYS = {
  id: true,
  storeId: true,
  createdAt: true,
  updatedAt: true,
  version: true,
  deletedAt: true,
} as const;

// Text fields. Every string a form, a till or any other client fills goes through one of these: each has its
// length limit (limits.ts) and refuses text PostgreSQL cannot store exactly (storable-text.ts), so a stray NUL is
// a field error where it was typed instead of a database error that stalls a till's queue.

/** Untrimmed text up to `limit` (a password: its spaces are part of it). */
export function boundedText(limit: Limit) {
  return z
    .string()
    .check(z.maxLength(limit.max, limit.message), z.refine(isStorableText, UNSTORABLE_TEXT_MESSAGE));
}

/** Required text: trimmed, `required` when blank or missing. */
export function requiredText(limit: Limit, required: string) {
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(limit.max, limit.message),
      z.refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
    );
}

/** Optional free text from a form: trimmed, and blank becomes undefined. */
export function optionalText(limit: Limit) {
  return z.pipe(
    z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(limit.max, limit.message),
          z.refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
        ),
    ),
    z.transform((text) => (text === '' ? undefined : text)),
  );
}

/**
 * Required text that is cleaned (cleanText) instead of refused. Only for the lines of a sale: a sale is money
 * already taken, so a stray scanner byte or a broken paste in a product name must not turn it into a rejection;
 * the invisible characters are dropped and the sale is stored.
 */
export function cleanedText(limit: Limit, required: string) {
  return z
    .string({ error: required })
    .check(z.overwrite(cleanText), z.trim(), z.minLength(1, required), z.maxLength(limit.max, limit.message));
}

/** Optional text cleaned like cleanedText (a sale line's notes); blank becomes undefined. */
export function optionalCleanedText(limit: Limit) {
  return z.pipe(
    z.optional(z.string().check(z.overwrite(cleanText), z.trim(), z.maxLength(limit.max, limit.message))),
    z.transform((text) => (text === '' ? undefined : text)),
  );
}

export * from './common-rules.js';
