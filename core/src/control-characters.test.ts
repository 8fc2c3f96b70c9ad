import { describe, expect, it } from 'vitest';
import { hasControlCharacters, withoutControlCharacters } from './control-characters.ts';

describe('control characters', () => {
  it('finds every C0 control and DEL, and nothing printable', () => {
    for (let code = 0; code < 0x20; code++) expect(hasControlCharacters(`a${String.fromCharCode(code)}b`)).toBe(true);
    expect(hasControlCharacters('a\u007fb')).toBe(true);
    expect(hasControlCharacters('Ünïcödé, emoji 🎲 and spaces')).toBe(false);
    // C1 controls and format characters are another question (guest-names.ts decides what is invisible).
    expect(hasControlCharacters('a\u0085b\u200bc')).toBe(false);
  });

  it('removes them, keeping tabs and line breaks when asked, or replacing each', () => {
    const raw = 'one\ttwo\nthree\r\nfour\u0000\u0007\u001b\u007f!';
    expect(withoutControlCharacters(raw)).toBe('onetwothreefour!');
    expect(withoutControlCharacters(raw, { keepLineBreaks: true })).toBe('one\ttwo\nthree\r\nfour!');
    expect(withoutControlCharacters('a\u0000b\nc', { replacement: ' ' })).toBe('a b c');
  });
});
