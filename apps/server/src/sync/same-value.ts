/**
 * jsonb reorders keys and drivers return Dates: compare values as canonical JSON. An object's key holding undefined
 * is no key at all, as JSON and jsonb have it. Recursive, which is safe here only because of what reaches it: client
 * data has passed readPushMutation's iterative shape check (at most MUTATION_SHAPE_LIMITS deep) and the entity's
 * strict schema; the other side is a row from the database.
 */
function canonical(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, field]) => [key, canonical(field)]),
    );
  }
  return value;
}

export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
