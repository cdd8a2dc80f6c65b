/**
 * Text PostgreSQL can store exactly. A `text` column refuses U+0000 outright (SQLSTATE 22021) and `jsonb` refuses
 * "\u0000" and an unpaired surrogate escape (22P05, 22P02); an unpaired surrogate sent as a `text` parameter is
 * silently turned into U+FFFD, so what was stored would differ from what was sent. Barcode scanners and pastes
 * produce such characters, so every text field either refuses them (isStorableText) or, where the domain says so,
 * cleans them (cleanText).
 *
 * Zod-free on purpose: the sign-in screen's rules (auth-rules.ts) use these without loading zod.
 */

export const UNSTORABLE_TEXT_MESSAGE =
  'Contains a character that cannot be stored (a NUL character or a broken emoji)';

/** U+0000, or a surrogate without its partner. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding U+0000 is this pattern's job.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** C0 control characters except tab (U+0009) and line feed (U+000A). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is this pattern's job.
const CONTROL = /[\u0000-\u0008\u000B-\u001F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The text with NUL and the other C0 control characters (tab and line feed kept) removed and every unpaired
 * surrogate replaced by U+FFFD. For fields whose record must never be refused over a stray byte.
 */
export function cleanText(text: string): string {
  return text.replace(CONTROL, '').replace(LONE_SURROGATE, '\uFFFD');
}
