import type { Language } from '@lotus/core';
import en from '../locales/en/index';
import enLazy from '../locales/en/lazy';
import vi from '../locales/vi/index';
import viLazy from '../locales/vi/lazy';
import { createI18n, type I18n } from './i18n';

const instances = new Map<Language, I18n>();

/**
 * One translator per language with every namespace (the lazy ones too), shared by all server
 * renders. Safe because the server never calls `changeLanguage` on it; a new one per request
 * would rebuild its caches every time.
 */
export function getServerI18n(lang: Language): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createI18n(lang, { vi: { ...vi, ...viLazy }, en: { ...en, ...enLazy } });
    instances.set(lang, instance);
  }
  return instance;
}
