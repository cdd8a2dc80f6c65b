/** The zod-free half of common.ts (which re-exports it), for code that must load without zod (see auth-rules.ts). */

/** Ids are shown as their first 8 characters (spec §9). */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** The label for an enum value, falling back to the raw value for stored values the app no longer knows. */
export function labelFor(labels: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(labels, value) ? (labels[value] ?? value) : value;
}

/** A decimal comma where the dot belongs ('4,50'): the money fields' refusal, and the tills' before them. */
export const DECIMAL_COMMA_MESSAGE = 'Use a dot for cents';
