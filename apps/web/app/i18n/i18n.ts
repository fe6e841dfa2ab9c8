import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lotus/core';
import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import type viDictionaries from '../locales/vi/index';

export type Dictionaries = typeof viDictionaries;
export type Namespace = keyof Dictionaries;

export const NAMESPACES = [
  'common',
  'home',
  'catalog',
  'pages',
  'accounts',
  'errors',
  'validation',
] as const satisfies Namespace[];

/**
 * A ready i18next instance (initialised synchronously) for `lang`, with the dictionaries given.
 * The server keeps one per language; the browser makes one before hydrating.
 */
export function createI18n(
  lang: Language,
  dictionaries: Partial<Record<Language, Dictionaries>>,
): I18n {
  const i18n = createInstance();
  void i18n.init({
    lng: lang,
    fallbackLng: dictionaries[DEFAULT_LANGUAGE] ? DEFAULT_LANGUAGE : false,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: dictionaries,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  return i18n;
}

/** The dictionaries of one language, as a separate chunk in the browser build. */
export async function loadDictionaries(lang: Language): Promise<Dictionaries> {
  const module =
    lang === 'en' ? await import('../locales/en/index') : await import('../locales/vi/index');
  return module.default;
}

/** Makes sure `lang`'s dictionaries are in the instance (the browser starts with one language). */
export async function ensureDictionaries(i18n: I18n, lang: Language): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'common')) return;
  const dictionaries = await loadDictionaries(lang);
  for (const ns of NAMESPACES) i18n.addResourceBundle(lang, ns, dictionaries[ns], true, true);
}

/**
 * Translates a key known only at run time (a toast's message key, an error code). Typed `t`
 * accepts literal keys only, so this is the one sanctioned escape hatch.
 */
export function translateKey<N extends Namespace>(
  t: TFunction<N>,
  key: string,
  values?: Record<string, string | number>,
): string {
  return (t as unknown as (key: string, options?: object) => string)(key, values);
}
