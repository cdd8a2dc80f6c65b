/**
 * The pieces the generated readers (auth-readers.generated.ts, sync/protocol-readers.generated.ts) are built of:
 * one small function per schema kind the answers use, accepting what zod accepts for it, so the app can read the
 * answers it needs before it loads zod. Nothing here may import zod or a module that does (see auth-rules.ts).
 * reader-generator.ts writes the readers from the schemas; their tests check each reader against its schema on
 * generated input, so they can't drift.
 */

/** What a reader returns for a value its schema refuses: undefined and null can both be valid values. */
export const NO: unique symbol = Symbol('no');

/** A value read as its schema parses it, or NO. */
export type Reader = (value: unknown) => unknown;

/** z.enum, and z.literal: one of the values, or NO. */
export function oneOf(values: readonly unknown[]): Reader {
  return (value) => (values.includes(value) ? value : NO);
}

/** z.int() with its bounds: a whole number within the safe range and [min, max]. */
export function int(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): Reader {
  return (value) =>
    Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max ? value : NO;
}

/** z.string() with its checks: lengths in UTF-16 units, as zod counts, and an optional pattern. */
export function text(min = 0, max = Number.POSITIVE_INFINITY, pattern?: RegExp): Reader {
  return (value) =>
    typeof value === 'string' &&
    value.length >= min &&
    value.length <= max &&
    (!pattern || pattern.test(value))
      ? value
      : NO;
}

export const bool: Reader = (value) => (typeof value === 'boolean' ? value : NO);

export const unknown: Reader = (value) => value;

export function nullable(read: Reader): Reader {
  return (value) => (value === null ? null : read(value));
}

/** z.array: every element read, or NO when the value is no array or any element doesn't fit. */
export function list(read: Reader): Reader {
  return (value) => {
    if (!Array.isArray(value)) return NO;
    const items: unknown[] = [];
    for (const item of value) {
      const parsed = read(item);
      if (parsed === NO) return NO;
      items.push(parsed);
    }
    return items;
  };
}

/** z.union: the first option that reads the value, in the schema's order. */
export function firstOf(...options: Reader[]): Reader {
  return (value) => {
    for (const read of options) {
      const parsed = read(value);
      if (parsed !== NO) return parsed;
    }
    return NO;
  };
}

/**
 * z.object: each declared key read in order and unknown keys dropped. A key named in `optional` may be absent or
 * undefined, and is then left out.
 */
export function object(fields: Readonly<Record<string, Reader>>, optional: readonly string[] = []): Reader {
  const entries = Object.entries(fields);
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return NO;
    const parsed: Record<string, unknown> = {};
    for (const [key, read] of entries) {
      const field = (value as Record<string, unknown>)[key];
      if (field === undefined && optional.includes(key)) continue;
      const fieldValue = read(field);
      if (fieldValue === NO) return NO;
      parsed[key] = fieldValue;
    }
    return parsed;
  };
}

/** z.record(z.string(), z.unknown()): a plain object, copied without `__proto__`. */
export const record: Reader = (value) => {
  if (!isPlainObject(value)) return NO;
  const copy: Record<string, unknown> = {};
  for (const key of Reflect.ownKeys(value)) {
    if (key === '__proto__' || !Object.prototype.propertyIsEnumerable.call(value, key)) continue;
    if (typeof key !== 'string') return NO;
    copy[key] = (value as Record<string, unknown>)[key];
  }
  return copy;
};

/** zod's own test of a plain object (util.isPlainObject): what a record accepts. */
function isPlainObject(value: unknown): value is object {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const maker = (value as { constructor?: unknown }).constructor;
  if (maker === undefined || typeof maker !== 'function') return true;
  const prototype: unknown = maker.prototype;
  if (typeof prototype !== 'object' || prototype === null || Array.isArray(prototype)) return false;
  return Object.hasOwn(prototype, 'isPrototypeOf');
}

/** A reader as its caller wants it: the value typed as the schema's output, or null. */
export function orNull<T>(read: Reader): (value: unknown) => T | null {
  return (value) => {
    const parsed = read(value);
    return parsed === NO ? null : (parsed as T);
  };
}
