import { describe, expect, it } from 'vitest';
import { localize, pageLanguage, readCookie, resolveLanguage } from './language.ts';

describe('resolveLanguage', () => {
  it('defaults to Vietnamese', () => {
    expect(resolveLanguage(undefined, undefined)).toBe('vi');
    expect(resolveLanguage('', 'fr-FR,de;q=0.8')).toBe('vi');
  });

  it('prefers the language cookie over Accept-Language', () => {
    expect(resolveLanguage('language=en', 'vi')).toBe('en');
    expect(resolveLanguage('a=1; language=vi; b=2', 'en-US')).toBe('vi');
  });

  it('reads the cookie stored as URL-encoded JSON, as the spec stores cookies', () => {
    expect(resolveLanguage('language=%22en%22', undefined)).toBe('en');
  });

  it('ignores an unknown cookie value and ranks Accept-Language by quality', () => {
    expect(resolveLanguage('language=fr', 'en')).toBe('en');
    expect(resolveLanguage(undefined, 'fr;q=1, vi;q=0.5, en;q=0.8')).toBe('en');
    expect(resolveLanguage(undefined, 'en;q=0, vi')).toBe('vi');
  });
});

describe('readCookie', () => {
  it('finds one cookie among many, and nothing when absent', () => {
    expect(readCookie('x=1; language=en', 'language')).toBe('en');
    expect(readCookie('xlanguage=en', 'language')).toBeUndefined();
    expect(readCookie(undefined, 'language')).toBeUndefined();
  });
});

describe('localize', () => {
  it('falls back to Vietnamese when the English text is missing', () => {
    expect(localize({ vi: 'Áo thun', en: 'T-shirt' }, 'en')).toBe('T-shirt');
    expect(localize({ vi: 'Áo thun', en: ' ' }, 'en')).toBe('Áo thun');
    expect(localize({ vi: 'Áo thun', en: 'T-shirt' }, 'vi')).toBe('Áo thun');
  });
});

describe('pageLanguage', () => {
  it("shows the shop's Vietnamese unless the shopper chose otherwise", () => {
    expect(pageLanguage(undefined)).toBe('vi');
    expect(pageLanguage('language=en')).toBe('en');
    expect(pageLanguage('language=de')).toBe('vi');
  });
});
