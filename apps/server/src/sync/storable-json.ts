/**
 * Making whatever a till pushed storable, without recursion. Everything recorded about a mutation (its answer in
 * device_mutations, a rejected sale in quarantined_sales) is written outside the mutation's savepoint, so a value
 * the database refuses there would roll back the whole batch and stall the till's queue for good. Client data can
 * be nested thousands of levels deep (JSON.stringify and the query builder overflow their stacks on it) and can
 * hold text jsonb refuses (NUL, unpaired surrogates, see @cafe/domain storable-text.ts).
 */
import { cleanText, isStorableText, type RejectedResult, type StoredResult } from '@cafe/domain';

/** What stands in for a part of the value nested deeper than kept. */
export const TOO_DEEP = '[nested too deeply to keep]';

/**
 * A copy of a JSON value that JSON.stringify can always write: containers nested deeper than `maxDepth` are
 * replaced by TOO_DEEP, numbers JSON cannot hold become null, undefined members are left out, as JSON.stringify
 * would. Text is kept as it is (for a `json` column, which stores any JSON text). Keys are defined, never
 * assigned, so a `__proto__` key stays a key and never becomes the copy's prototype.
 */
export function toStorableJson(value: unknown, maxDepth: number): unknown {
  const root: { value?: unknown } = {};
  const stack: { source: unknown; depth: number; target: object; key: string }[] = [
    { source: value, depth: 1, target: root, key: 'value' },
  ];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { source, depth, target, key } = next;
    const set = (item: unknown) =>
      Object.defineProperty(target, key, {
        value: item,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    if (typeof source === 'string' || typeof source === 'boolean' || source === null) {
      set(source);
    } else if (typeof source === 'number') {
      set(Number.isFinite(source) ? source : null);
    } else if (typeof source !== 'object') {
      // undefined, functions, symbols, bigints: not JSON. An array keeps its place with null.
      if (Array.isArray(target)) set(null);
    } else if (depth > maxDepth) {
      set(TOO_DEEP);
    } else if (Array.isArray(source)) {
      const copy: unknown[] = new Array(source.length).fill(null);
      set(copy);
      source.forEach((item, index) => {
        stack.push({ source: item, depth: depth + 1, target: copy, key: String(index) });
      });
    } else {
      const copy = {};
      set(copy);
      for (const [member, item] of Object.entries(source)) {
        stack.push({ source: item, depth: depth + 1, target: copy, key: member });
      }
    }
  }
  return root.value ?? null;
}

/** Issues kept per answer: enough to show what was wrong, never megabytes. */
export const MAX_STORED_ISSUES = 50;
/** Characters kept of a message or an issue path (an unknown key's name ends up in both). */
export const MAX_STORED_TEXT = 1000;

function storableText(text: string): string {
  const clean = isStorableText(text) ? text : cleanText(text);
  if (clean.length <= MAX_STORED_TEXT) return clean;
  // Never cut a surrogate pair in half.
  const end = /[\uD800-\uDBFF]/.test(clean[MAX_STORED_TEXT - 1] ?? '')
    ? MAX_STORED_TEXT - 1
    : MAX_STORED_TEXT;
  return `${clean.slice(0, end)}…`;
}

/**
 * An answer as device_mutations (jsonb) can store it. Only a rejection carries text derived from the client (an
 * issue's path names the keys it sent, zod's messages quote them); an applied or conflict answer holds a row read
 * back from the database, which is storable by construction and must reach the till unchanged.
 */
export function toStorableResult(result: StoredResult): StoredResult {
  if (result.status !== 'rejected') return result;
  const stored: RejectedResult = {
    mutationId: result.mutationId,
    status: 'rejected',
    reason: result.reason,
    message: storableText(result.message),
  };
  if (result.issues) {
    stored.issues = result.issues.slice(0, MAX_STORED_ISSUES).map((issue) => ({
      path: storableText(issue.path),
      message: storableText(issue.message),
    }));
  }
  return stored;
}
