import { describe, expect, it } from 'vitest';
import { keyboardReading, splitSearchWords, withoutDiacritics } from './search-words.ts';

describe('keyboard reading of a search word', () => {
  it.each([
    ['aos', 'ao'],
    ['huts', 'hut'],
    ['buij', 'bui'],
    ['ddaamf', 'dam'],
    ['quaanf', 'quan'],
    ['giayf', 'giay'],
    ['tuis', 'tui'],
    ['xachs', 'xach'],
    ['dduwowngf', 'duong'],
    ['nguwowif', 'nguoi'],
    ['thoiw', 'thoi'],
    ['hust', 'hut'],
    ['áos', 'ao'],
  ])('reads Telex "%s" as "%s"', (typed, plain) => {
    expect(keyboardReading(typed)).toBe(plain);
  });

  it.each([
    ['a1o', 'ao'],
    ['ao1', 'ao'],
    ['hu1t', 'hut'],
    ['bu5i', 'bui'],
    ['d9a6m2', 'dam'],
    ['gia2y', 'giay'],
  ])('reads VNI "%s" as "%s"', (typed, plain) => {
    expect(keyboardReading(typed)).toBe(plain);
  });

  it.each(['robot', 'thun', 'ao', 's7', 'x10', '4k', 'sneaker', 'lotus', 'jeans', 'h8', '500'])(
    'leaves "%s" alone (no keys, or not a Vietnamese syllable)',
    (typed) => {
      expect(keyboardReading(typed)).toBeNull();
    },
  );

  it('offers a reading of an English word, which search uses only when the word finds nothing', () => {
    expect(keyboardReading('bus')).toBe('bu');
    expect(keyboardReading('visa')).toBe('via');
  });
});

describe('search words', () => {
  it('are lower-cased, split on spaces and punctuation, at most eight', () => {
    expect(splitSearchWords(' Áo  thun, đỏ/xanh ')).toEqual(['áo', 'thun', 'đỏ', 'xanh']);
    expect(splitSearchWords('a b c d e f g h i j')).toHaveLength(8);
  });

  it('lose their diacritics the way search texts do', () => {
    expect(withoutDiacritics('Robot hút bụi Đà Nẵng')).toBe('Robot hut bui Da Nang');
  });
});
