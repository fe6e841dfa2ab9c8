import { isLanguage, type Language } from '@lotus/core';
import {
  getBrowserI18n,
  type I18n,
  type I18nHandle,
  type LazyDictionaries,
  type LazyNamespace,
} from './i18n';

/**
 * Loading the lazy namespaces in the browser: only the pages that use them (and the hydration of
 * such a page) bring this module, so the home, list and product pages' first load does not.
 */

type DictionaryModule = Promise<{ default: LazyDictionaries[LazyNamespace] }>;

/** One chunk per language and lazy namespace (literal paths, so the bundler can split them). */
const LAZY_LOADERS: Record<Language, Record<LazyNamespace, () => DictionaryModule>> = {
  vi: {
    cart: () => import('../locales/vi/cart.json'),
    checkout: () => import('../locales/vi/checkout.json'),
    orders: () => import('../locales/vi/orders.json'),
    addresses: () => import('../locales/vi/addresses.json'),
    portal: () => import('../locales/vi/portal.json'),
    vouchers: () => import('../locales/vi/vouchers.json'),
    payments: () => import('../locales/vi/payments.json'),
    content: () => import('../locales/vi/content.json'),
    tracking: () => import('../locales/vi/tracking.json'),
    referral: () => import('../locales/vi/referral.json'),
    cards: () => import('../locales/vi/cards.json'),
    assistant: () => import('../locales/vi/assistant.json'),
    solutions: () => import('../locales/vi/solutions.json'),
    backoffice: () => import('../locales/vi/backoffice.json'),
  },
  en: {
    cart: () => import('../locales/en/cart.json'),
    checkout: () => import('../locales/en/checkout.json'),
    orders: () => import('../locales/en/orders.json'),
    addresses: () => import('../locales/en/addresses.json'),
    portal: () => import('../locales/en/portal.json'),
    vouchers: () => import('../locales/en/vouchers.json'),
    payments: () => import('../locales/en/payments.json'),
    content: () => import('../locales/en/content.json'),
    tracking: () => import('../locales/en/tracking.json'),
    referral: () => import('../locales/en/referral.json'),
    cards: () => import('../locales/en/cards.json'),
    assistant: () => import('../locales/en/assistant.json'),
    solutions: () => import('../locales/en/solutions.json'),
    backoffice: () => import('../locales/en/backoffice.json'),
  },
};

/** Some lazy namespaces of one language, each from its own chunk. */
export async function loadLazyDictionaries(
  lang: Language,
  namespaces: readonly LazyNamespace[],
): Promise<Partial<LazyDictionaries>> {
  const loaded = await Promise.all(
    namespaces.map(async (ns) => [ns, (await LAZY_LOADERS[lang][ns]()).default] as const),
  );
  return Object.fromEntries(loaded);
}

/** Makes sure `lang` has each of `namespaces` (lazy ones) in the instance. */
export async function ensureNamespaces(
  i18n: I18n,
  lang: Language,
  namespaces: readonly LazyNamespace[],
): Promise<void> {
  const missing = namespaces.filter((ns) => !i18n.hasResourceBundle(lang, ns));
  if (missing.length === 0) return;
  const loaded = await loadLazyDictionaries(lang, missing);
  for (const [ns, bundle] of Object.entries(loaded)) {
    i18n.addResourceBundle(lang, ns as LazyNamespace, bundle);
  }
}

/**
 * A route's client loader: its server data, with the lazy namespaces of its `handle` loaded in
 * the same wait (a navigation renders the page, or its error page, with its words, never with
 * bare keys).
 */
export async function withNamespaces<T>(handle: I18nHandle, data: Promise<T>): Promise<T> {
  const i18n = getBrowserI18n();
  const lang = i18n && isLanguage(i18n.language) ? i18n.language : undefined;
  const words = i18n && lang ? ensureNamespaces(i18n, lang, handle.i18n) : Promise.resolve();
  try {
    return await data;
  } finally {
    // A refusal (403, 404) shows the route's error page, which needs the words too.
    await words.catch(() => undefined);
  }
}
