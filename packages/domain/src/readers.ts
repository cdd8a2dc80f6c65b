/**
 * What zod's schemas accept, as plain functions, for the zod-free readers of the answers the app reads before it
 * loads zod (auth-rules.ts, sync/protocol-readers.ts). Each reader's test checks it against its schema on
 * generated input, so these and zod can't drift apart unnoticed.
 */

/** z.guid()'s pattern (auth.ts idSchema). */
export const GUID_PATTERN = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;

/** What z.object accepts as an object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** What z.int() accepts: a whole number within the safe range. */
export function isInt(value: unknown): value is number {
  return Number.isSafeInteger(value);
}

export function isGuid(value: unknown): value is string {
  return typeof value === 'string' && GUID_PATTERN.test(value);
}

/** Every element read by `read`, or null when the value is no array or any element doesn't fit. */
export function readArray<T>(value: unknown, read: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const items: T[] = [];
  for (const item of value) {
    const parsed = read(item);
    if (parsed === null) return null;
    items.push(parsed);
  }
  return items;
}
