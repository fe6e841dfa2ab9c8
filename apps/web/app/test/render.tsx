import type { ApiResponse, ApiTransport, Language } from '@lotus/core';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createI18n } from '../i18n/i18n';
import en from '../locales/en/index';
import vi from '../locales/vi/index';
import { makeStore, type AppStore } from '../store/store';

/** An i18next instance with both languages, as the server has. */
export function testI18n(lang: Language = 'vi') {
  return createI18n(lang, { vi, en });
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
        <Provider store={store}>{children}</Provider>
      </I18nextProvider>
    );
  }
  return { store, i18n, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** A fake in-process API: answers from `routes` (path → body, or a function of the query). */
export function fakeApi(
  routes: Record<string, unknown>,
): ApiTransport & { calls: { path: string; query: Record<string, unknown> }[] } {
  const calls: { path: string; query: Record<string, unknown> }[] = [];
  const transport = ({ path, query = {} }: Parameters<ApiTransport>[0]): Promise<ApiResponse> => {
    calls.push({ path, query });
    const route = routes[path];
    if (route === undefined) {
      return Promise.resolve({
        status: 404,
        headers: new Headers(),
        body: { success: false, code: 'ROUTE_NOT_FOUND', message: 'not found' },
      });
    }
    const body =
      typeof route === 'function' ? (route as (q: typeof query) => unknown)(query) : route;
    const status =
      typeof body === 'object' && body !== null && (body as { success?: boolean }).success === false
        ? Number((body as { status?: number }).status ?? 400)
        : 200;
    return Promise.resolve({
      status,
      headers: new Headers({ 'content-type': 'application/json' }),
      body,
    });
  };
  return Object.assign(transport, { calls });
}
