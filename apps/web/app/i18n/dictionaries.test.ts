// @vitest-environment node
import { ERROR_CODES } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import enEager from '../locales/en/index';
import enLazy from '../locales/en/lazy';
import viEager from '../locales/vi/index';
import viLazy from '../locales/vi/lazy';
import { createI18n, LAZY_NAMESPACES, NAMESPACES } from './i18n';

const vi = { ...viEager, ...viLazy };
const en = { ...enEager, ...enLazy };

/** Every key path, with plural suffixes folded (Vietnamese has only `_other`). */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null)
    return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('dictionaries', () => {
  it('have the same keys in Vietnamese and English, none empty', () => {
    for (const ns of [...NAMESPACES, ...LAZY_NAMESPACES]) {
      expect(new Set(keys(en[ns])), ns).toEqual(new Set(keys(vi[ns])));
      for (const dict of [vi, en]) {
        const texts = JSON.stringify(dict[ns]).match(/"[^"]*":""/g);
        expect(texts, ns).toBeNull();
      }
    }
  });

  it('quote one way in both languages: “…”, never «…» or straight quotes around a value', () => {
    for (const ns of [...NAMESPACES, ...LAZY_NAMESPACES]) {
      for (const dict of [vi, en]) {
        const texts = JSON.stringify(dict[ns]);
        expect(texts.match(/[«»]|\\"\{\{|\}\}\\"|'\{\{[^}]*\}\}'/g), ns).toBeNull();
      }
    }
  });

  it('have a message for every error code of the catalogue in both languages', () => {
    for (const code of ERROR_CODES) {
      expect(vi.errors, code).toHaveProperty(code);
      expect(en.errors, code).toHaveProperty(code);
    }
  });

  it('pluralise in English and not in Vietnamese', () => {
    const i18nEn = createI18n('en', { vi, en });
    const i18nVi = createI18n('vi', { vi, en });
    expect(i18nEn.t('cart.itemCount', { count: 1 })).toBe('Cart, 1 item');
    expect(i18nEn.t('cart.itemCount', { count: 3 })).toBe('Cart, 3 items');
    expect(i18nVi.t('cart.itemCount', { count: 1 })).toBe('Giỏ hàng, 1 sản phẩm');
  });
});
