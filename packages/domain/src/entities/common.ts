/** Field schemas every entity shares, so one rule holds in forms, Dexie writes and server routes. */
import { z } from 'zod';
import { idSchema } from '../auth.js';
import type { Cents } from '../money.js';

export { idSchema };

/** An ISO 8601 timestamp with a zone ('Z' or an offset), as `Date#toISOString` writes it. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A calendar date 'yyyy-mm-dd' that exists (no 2023-02-29). */
export const isoDateSchema = z.iso.date();

const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A wall-clock time 'HH:mm' as an <input type="time"> gives it; `message` for anything else. */
export function timeOfDayField(message = 'Enter a time as HH:mm') {
  return z.string({ error: message }).regex(TIME_OF_DAY_PATTERN, message);
}

/**
 * A zod number schema whose output is typed as Cents. It stays a plain number schema underneath (no
 * transform), so it still converts to JSON Schema for the server's route declarations.
 */
function asCents(schema: z.ZodNumber): z.ZodType<Cents, number> {
  return schema as unknown as z.ZodType<Cents, number>;
}

/** Builds a non-negative money field; `min` (default 0) and every failure report `message`. */
export function centsField(message = 'Must be a whole number of cents, 0 or more', min = 0) {
  return asCents(
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(Number.MAX_SAFE_INTEGER, { error: message }),
  );
}

/** Non-negative money, as most stored amounts are. */
export const centsSchema = centsField();

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
  version: z.int().min(0),
  deletedAt: isoDateTimeSchema.nullable(),
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

/** Optional free text from a form: trimmed, and blank becomes undefined. */
export function optionalText(max: number, message = `Must be at most ${max} characters`) {
  return z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((text) => (text === '' ? undefined : text));
}

/** Ids are shown as their first 8 characters (spec §9). */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** The label for an enum value, falling back to the raw value for stored values the app no longer knows. */
export function labelFor(labels: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(labels, value) ? (labels[value] ?? value) : value;
}
