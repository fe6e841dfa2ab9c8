import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lotus/core';
import type viDictionaries from '../locales/vi/index';
import type viLazyDictionaries from '../locales/vi/lazy';

/**
 * The shop's words: a small translator over the dictionaries in `locales/{vi,en}` (decision 014).
 * It does what the shop uses of i18next, in a few hundred bytes: namespaces (`t('key')` in the
 * namespace asked for, `t('ns:key')` in another), nested keys, `{{name}}` values (`{{n, number}}`
 * written with the language's digit groups), plurals by `count` with `_one`/`_other` keys
 * (Intl.PluralRules), and Vietnamese standing in for a missing English word.
 */

/** The namespaces every page has (the browser loads them with the page). */
export type EagerDictionaries = typeof viDictionaries;
/** The namespaces only some pages need (the browser loads them on demand). */
export type LazyDictionaries = typeof viLazyDictionaries;
export type Dictionaries = EagerDictionaries & LazyDictionaries;
export type Namespace = keyof Dictionaries;
export type LazyNamespace = keyof LazyDictionaries;

export const NAMESPACES = [
  'common',
  'home',
  'catalog',
  'pages',
  'accounts',
  'contact',
  'notifications',
  'errors',
  'validation',
] as const satisfies (keyof EagerDictionaries)[];

/**
 * Namespaces of the pages that load on demand (cart, checkout, orders, vouchers, payments, the
 * back office). A route names the ones it uses in its `handle` (`i18nHandle`), and loads them in
 * its `clientLoader` (`withNamespaces`, i18n/lazy-namespaces.ts) when the browser navigates to
 * it; the server render lists them on `<html>` so the browser loads them before hydrating.
 */
export const LAZY_NAMESPACES = [
  'cart',
  'checkout',
  'orders',
  'addresses',
  'portal',
  'vouchers',
  'payments',
  'content',
  'tracking',
  'referral',
  'cards',
  'assistant',
  'solutions',
  'backoffice',
] as const satisfies LazyNamespace[];

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
/** The dotted key paths of a dictionary, plural suffixes folded (`cart.itemCount`). */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? WithoutPlural<K> : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** A key of namespace `N`. */
export type Key<N extends Namespace> = Paths<Dictionaries[N]>;
/** A key of any namespace, written `ns:key`. */
export type QualifiedKey = { [N in Namespace]: `${N}:${Key<N>}` }[Namespace];

/** Values for `{{name}}` in a message; `count` also picks the plural form. */
export type TranslationValues = Record<string, string | number | undefined>;

/** Translates a key of namespace `N` (or a qualified `ns:key`) in one language. */
export type TFunction<N extends Namespace = 'common'> = (
  key: Key<N> | QualifiedKey,
  values?: TranslationValues,
) => string;

type Tree = { [key: string]: string | Tree };

/** The translator of the shop: one per language on the server, one per tab in the browser. */
export interface I18n {
  /** The language words are given in now. */
  readonly language: Language;
  /** Translates in the default namespace (`common`). */
  t: TFunction;
  /** A translator of namespace `ns` in `lang` (the same function each time it is asked). */
  getFixedT<N extends Namespace>(lang: Language, ns: N): TFunction<N>;
  /** Switches the language (its dictionaries must be there: `ensureDictionaries`). */
  changeLanguage(lang: Language): Promise<void>;
  hasResourceBundle(lang: Language, ns: Namespace): boolean;
  addResourceBundle(lang: Language, ns: Namespace, resources: object): void;
  /** Called after every language change (React re-renders through it). */
  subscribe: (listener: () => void) => () => void;
}

const NUMBER_LOCALE: Record<Language, string> = { vi: 'vi-VN', en: 'en-US' };
const pluralRules = new Map<Language, Intl.PluralRules>();
const numberFormats = new Map<Language, Intl.NumberFormat>();

function pluralCategory(lang: Language, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(NUMBER_LOCALE[lang])));
  return rules.select(count);
}

/** `n` with the language's digit groups: 2.340 in Vietnamese, 2,340 in English. */
export function formatNumber(lang: Language, n: number): string {
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(NUMBER_LOCALE[lang])));
  return format.format(n);
}

function lookup(tree: Tree | undefined, path: string[], count: unknown, lang: Language) {
  let node: string | Tree | undefined = tree;
  const last = path.length - 1;
  for (let i = 0; i < last && node && typeof node === 'object'; i += 1) node = node[path[i]!];
  if (!node || typeof node !== 'object') return undefined;
  const leaf = path[last]!;
  if (typeof count === 'number') {
    const plural = node[`${leaf}_${pluralCategory(lang, count)}`] ?? node[`${leaf}_other`];
    if (typeof plural === 'string') return plural;
  }
  const value = node[leaf];
  return typeof value === 'string' ? value : undefined;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*(number)\s*)?\}\}/g;

function interpolate(text: string, values: TranslationValues | undefined, lang: Language) {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string, format?: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return format === 'number' && typeof value === 'number'
      ? formatNumber(lang, value)
      : String(value);
  });
}

/**
 * A ready translator for `lang` with the dictionaries given. The server keeps one per language;
 * the browser makes one before hydrating, with the page's language only.
 */
export function createI18n(
  lang: Language,
  dictionaries: Partial<Record<Language, EagerDictionaries & Partial<LazyDictionaries>>>,
): I18n {
  const bundles = new Map<Language, Partial<Record<Namespace, Tree>>>();
  for (const [language, dict] of Object.entries(dictionaries) as [Language, object][]) {
    bundles.set(language, { ...(dict as unknown as Record<Namespace, Tree>) });
  }
  const fixed = new Map<string, TFunction<Namespace>>();
  const listeners = new Set<() => void>();
  let language = lang;

  const translate = (forLang: Language, ns: Namespace, key: string, values?: TranslationValues) => {
    let namespace = ns;
    let path = key;
    const colon = key.indexOf(':');
    if (colon > 0 && bundles.get(forLang)?.[key.slice(0, colon) as Namespace] !== undefined) {
      namespace = key.slice(0, colon) as Namespace;
      path = key.slice(colon + 1);
    }
    const parts = path.split('.');
    const count = values?.count;
    const text =
      lookup(bundles.get(forLang)?.[namespace], parts, count, forLang) ??
      (forLang === DEFAULT_LANGUAGE
        ? undefined
        : lookup(bundles.get(DEFAULT_LANGUAGE)?.[namespace], parts, count, DEFAULT_LANGUAGE));
    return text === undefined ? key : interpolate(text, values, forLang);
  };

  const i18n: I18n = {
    get language() {
      return language;
    },
    t: (key: string, values?: TranslationValues) => translate(language, 'common', key, values),
    getFixedT<N extends Namespace>(forLang: Language, ns: N): TFunction<N> {
      const id = `${forLang}:${ns}`;
      let t = fixed.get(id);
      if (!t) {
        t = (key: string, values?: TranslationValues) => translate(forLang, ns, key, values);
        fixed.set(id, t);
      }
      return t as unknown as TFunction<N>;
    },
    changeLanguage(next) {
      if (next !== language) {
        language = next;
        for (const listener of listeners) listener();
      }
      return Promise.resolve();
    },
    hasResourceBundle: (forLang, ns) => bundles.get(forLang)?.[ns] !== undefined,
    addResourceBundle(forLang, ns, resources) {
      const bundle = bundles.get(forLang) ?? {};
      bundle[ns] = resources as Tree;
      bundles.set(forLang, bundle);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return i18n;
}

/** The eager dictionaries of one language, as a separate chunk in the browser build. */
export async function loadDictionaries(lang: Language): Promise<EagerDictionaries> {
  const module =
    lang === 'en' ? await import('../locales/en/index') : await import('../locales/vi/index');
  return module.default;
}

/**
 * Makes sure `lang`'s dictionaries are in the translator (the browser starts with one language),
 * with every lazy namespace it already holds in another language (a switch on the checkout page
 * keeps its words; the loader of lazy namespaces comes only then).
 */
export async function ensureDictionaries(i18n: I18n, lang: Language): Promise<void> {
  const lazy = LAZY_NAMESPACES.filter((ns) =>
    LANGUAGES.some((other) => i18n.hasResourceBundle(other, ns)),
  );
  const eager = async () => {
    if (i18n.hasResourceBundle(lang, 'common')) return;
    const dictionaries = await loadDictionaries(lang);
    for (const ns of NAMESPACES) i18n.addResourceBundle(lang, ns, dictionaries[ns]);
  };
  const more = async () => {
    if (lazy.length === 0) return;
    const { ensureNamespaces } = await import('./lazy-namespaces');
    await ensureNamespaces(i18n, lang, lazy);
  };
  await Promise.all([eager(), more()]);
}

/** What a route that uses lazy namespaces exports as its `handle`. */
export interface I18nHandle {
  i18n: readonly LazyNamespace[];
}

/** A route's `handle` naming the lazy namespaces its page uses. */
export function i18nHandle(...namespaces: LazyNamespace[]): I18nHandle {
  return { i18n: namespaces };
}

/** The lazy namespaces named by the handles of the matched routes. */
export function namespacesOf(handles: readonly unknown[]): LazyNamespace[] {
  const found = new Set<LazyNamespace>();
  for (const handle of handles) {
    const names = (handle as Partial<I18nHandle> | undefined)?.i18n;
    if (Array.isArray(names)) for (const ns of names as LazyNamespace[]) found.add(ns);
  }
  return LAZY_NAMESPACES.filter((ns) => found.has(ns));
}

/** The browser's translator (set once by entry.client), for routes' client loaders. */
let browserI18n: I18n | undefined;

export function setBrowserI18n(i18n: I18n): void {
  browserI18n = i18n;
}

export function getBrowserI18n(): I18n | undefined {
  return browserI18n;
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
  return (t as unknown as (key: string, values?: object) => string)(key, values);
}
