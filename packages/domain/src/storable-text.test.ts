import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanText, isStorableText } from './storable-text.js';

describe('storable text', () => {
  it('tells apart what PostgreSQL can store exactly', () => {
    expect(isStorableText('Flat white, oat milk ☕ 😀\t\n')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud83d')).toBe(false);
    expect(isStorableText('\ude00x')).toBe(false);
    expect(isStorableText('\ude00\ud83d')).toBe(false);
    // Other control characters are storable; only cleanText drops them.
    expect(isStorableText('bell\u0007')).toBe(true);
  });

  it('cleans any text into storable text, keeping tabs, line feeds and whole characters', () => {
    expect(cleanText('oat\u0000milk\r\n\tx\u001f')).toBe('oatmilk\n\tx');
    expect(cleanText('\ud83d\ude00 \ud83d \ude00')).toBe('\ud83d\ude00 \ufffd \ufffd');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const cleaned = cleanText(text);
        expect(isStorableText(cleaned)).toBe(true);
        expect(cleanText(cleaned)).toBe(cleaned);
      }),
      { numRuns: 100 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (graphemes) => {
        // Whole characters other than controls pass unchanged.
        const text = [...graphemes].filter((char) => char >= ' ' || char === '\t' || char === '\n').join('');
        expect(cleanText(text)).toBe(text);
      }),
      { numRuns: 100 },
    );
    // Two hundred random strings, bounded work: on a machine shared with other builds it takes seconds, not 5 s.
  }, 30_000);
});
