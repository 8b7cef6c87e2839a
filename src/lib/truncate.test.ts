import { describe, expect, it } from 'vitest';
import { ELLIPSIS, truncate } from './truncate';

describe('truncate (spec 000 §9)', () => {
  it('returns text that fits unchanged', () => {
    expect(truncate('Chaufferie', 10)).toBe('Chaufferie');
    expect(truncate('', 3)).toBe('');
  });

  it('cuts and adds a single ellipsis character within maxLength', () => {
    const result = truncate('Chaufferie principale', 10);
    expect(result).toBe('Chaufferi…');
    expect(result).toHaveLength(10);
    expect(truncate('abcdefghij', 5)).toBe('abcd…');
    expect(truncate('abcdefghij', 5).length).toBe(5);
    expect(ELLIPSIS).toHaveLength(1);
  });

  it('trims the space left before the ellipsis', () => {
    expect(truncate('Hello world', 7)).toBe('Hello…');
  });

  it('never splits a surrogate pair', () => {
    const text = 'ab😀cd';
    // Budget of 3 code units before the ellipsis: "ab" + half the emoji would not be valid.
    expect(truncate(text, 4)).toBe('ab…');
    expect(truncate(text, 5)).toBe('ab😀…');
    expect(truncate('😀😀😀', 4)).toBe('😀…');
  });

  it('keeps a letter and its combining accent together', () => {
    const text = 'e\u0301te\u0301 chaud'; // "été" with combining accents
    expect(truncate(text, 3)).toBe('e\u0301…');
  });

  it('handles tiny limits and missing text', () => {
    expect(truncate('abc', 1)).toBe(ELLIPSIS);
    expect(truncate('abc', 0)).toBe('');
    expect(truncate('abc', -5)).toBe('');
    expect(truncate(null, 10)).toBe('');
    expect(truncate(undefined, 10)).toBe('');
    expect(truncate('abc', Number.NaN)).toBe('abc');
  });

  it('stays within maxLength for any cut', () => {
    const text = 'Température 🌡️ de la chaufferie — été 2026';
    for (let max = 0; max <= text.length + 1; max += 1) {
      expect(truncate(text, max).length).toBeLessThanOrEqual(Math.max(max, 0));
    }
  });
});
