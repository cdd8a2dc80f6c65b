import { describe, expect, it } from 'vitest';
import { graphemes, initialsOf, truncateText } from './graphemes.js';

describe('graphemes', () => {
  it('keeps an emoji sequence, a flag and a combining accent whole', () => {
    expect(graphemes('a👩‍🍳🇿🇼é')).toEqual(['a', '👩‍🍳', '🇿🇼', 'é']);
  });
});

describe('initialsOf', () => {
  it('takes the first and last words, or the first two characters of one word', () => {
    expect(initialsOf('Sam Rivera')).toBe('SR');
    expect(initialsOf('Ana Maria de Souza')).toBe('AS');
    expect(initialsOf('sam')).toBe('SA');
    expect(initialsOf('  ')).toBe('U');
  });

  it('never splits an emoji into half a character', () => {
    expect(initialsOf('👩‍🍳 Chef')).toBe('👩‍🍳C');
    expect(initialsOf('Ana 👩‍🍳')).toBe('A👩‍🍳');
    expect(initialsOf('🇿🇼')).toBe('🇿🇼');
    expect(initialsOf('😀😀')).toBe('😀😀');
    for (const initials of [initialsOf('😀 Smile'), initialsOf('Zoë 🎉')]) {
      // A lone surrogate is what a UTF-16 cut leaves behind; it must never appear.
      expect(initials).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
  });
});

describe('truncateText', () => {
  it('leaves text at or under the limit as it is', () => {
    expect(truncateText('latte', 5)).toBe('latte');
  });

  it('cuts on whole characters and adds the ellipsis', () => {
    expect(truncateText('abcdef', 3)).toBe('abc...');
    expect(truncateText('ab👩‍🍳cd', 3)).toBe('ab👩‍🍳...');
    // Counted in characters, not UTF-16 units: four emoji fit a limit of four.
    expect(truncateText('🎉🎉🎉🎉', 4)).toBe('🎉🎉🎉🎉');
    expect(truncateText('🎉🎉🎉🎉', 2, '…')).toBe('🎉🎉…');
  });
});
