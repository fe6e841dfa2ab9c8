import type { Language } from '@lotus/core';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/i18n';
import en from '../locales/en/index';
import enLazy from '../locales/en/lazy';
import vi from '../locales/vi/index';
import viLazy from '../locales/vi/lazy';
import { makeStore, StoreProvider, type AppStore } from '../store/store';

/** An i18next instance with both languages and every namespace, as the server has. */
export function testI18n(lang: Language = 'vi') {
  return createI18n(lang, { vi: { ...vi, ...viLazy }, en: { ...en, ...enLazy } });
}

/** Renders `ui` with the dictionaries of `lang` and a fresh store (or the one given). */
export function renderWithProviders(
  ui: ReactElement,
  {
    lang = 'vi',
    store = makeStore({ language: lang }),
    ...options
  }: { lang?: Language; store?: AppStore } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const i18n = testI18n(lang);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <StoreProvider store={store}>{children}</StoreProvider>
      </I18nextProvider>
    );
  }
  return { store, i18n, ...render(ui, { wrapper: Wrapper, ...options }) };
}
