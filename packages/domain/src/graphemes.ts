/**
 * Text cut on whole characters as a person sees them (grapheme clusters, Intl.Segmenter): an emoji, a flag, a
 * family or an accented letter made of several code points is one character, never split into halves that render
 * as a broken glyph. Used for avatar initials and every place a name or a description is shortened.
 */

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The user-perceived characters of `text`, in order. */
export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** Spec §2: the sidebar's default name is 'User'. */
const NO_INITIALS = 'U';

/**
 * Two initials for an avatar: the first characters of the first and last words, or the first two characters of a
 * single word ('Sam' → 'SA'). Whole characters: 'Ana 👩‍🍳' → 'A👩‍🍳'.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = graphemes(words[0] ?? '');
  const letters = words.length > 1 ? [first[0], graphemes(words.at(-1) ?? '')[0]] : [first[0], first[1]];
  return letters.filter(Boolean).join('').toLocaleUpperCase() || NO_INITIALS;
}

/**
 * `text` cut to at most `limit` whole characters, with `ellipsis` after a cut (the ellipsis is not counted, as
 * spec §9's "truncated at 100 characters" reads).
 */
export function truncateText(text: string, limit: number, ellipsis = '...'): string {
  const parts = graphemes(text);
  return parts.length > limit ? `${parts.slice(0, limit).join('')}${ellipsis}` : text;
}
