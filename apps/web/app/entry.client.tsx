import { DEFAULT_LANGUAGE, isLanguage } from '@lotus/core';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import stylesheet from './app.css?url';
import { createI18n, LAZY_NAMESPACES, loadDictionaries, setBrowserI18n } from './i18n/i18n';

/**
 * A visitor's page from the shared cache comes with only the styles its own markup uses
 * (decision 024); what it renders next (a menu opened, another page) needs the whole sheet,
 * fetched now without holding anything up, and kept by the browser for a year like every asset.
 * A signed-in shopper's page (and every page in development) links it already.
 */
function linkWholeSheet() {
  if (document.querySelector(`link[rel="stylesheet"][href="${stylesheet}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheet;
  document.head.append(link);
}

/**
 * Hydrates in the language the server rendered (`<html lang>`), after loading only that
 * language's dictionaries and the page's lazy namespaces (`<html data-i18n>`), so the first
 * client render matches the HTML.
 */
async function hydrate() {
  linkWholeSheet();
  const root = document.documentElement;
  const lang = isLanguage(root.lang) ? root.lang : DEFAULT_LANGUAGE;
  const lazy = LAZY_NAMESPACES.filter((ns) => (root.dataset.i18n ?? '').split(' ').includes(ns));
  const [eager, lazyDictionaries] = await Promise.all([
    loadDictionaries(lang),
    lazy.length > 0
      ? import('./i18n/lazy-namespaces').then((m) => m.loadLazyDictionaries(lang, lazy))
      : {},
  ]);
  const i18n = createI18n(lang, { [lang]: { ...eager, ...lazyDictionaries } });
  setBrowserI18n(i18n);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
