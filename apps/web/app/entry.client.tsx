import { DEFAULT_LANGUAGE, isLanguage } from '@lotus/core';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { createI18n, loadDictionaries } from './i18n/i18n';

/**
 * Hydrates in the language the server rendered (`<html lang>`), after loading only that
 * language's dictionaries, so the first client render matches the HTML.
 */
async function hydrate() {
  const htmlLang = document.documentElement.lang;
  const lang = isLanguage(htmlLang) ? htmlLang : DEFAULT_LANGUAGE;
  const i18n = createI18n(lang, { [lang]: await loadDictionaries(lang) });
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
