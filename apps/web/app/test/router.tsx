import type { Language } from '@lotus/core';
import type { ReactElement } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import { FALLBACK_CLIENT_SETTING } from '../lib/fallback-setting';
import type { RootData } from '../lib/root-data';
import type { AppStore } from '../store/store';
import { renderWithProviders } from './render';

type StubRoutes = Parameters<typeof createRoutesStub>[0];

/**
 * Renders `ui` as the page of a data router (fetchers, `useRouteLoaderData('root')`), under a
 * root route answering `root` (a visitor by default), beside any extra `routes` (an action a
 * fetcher posts to). Wait for the first paint with `findBy…`: the router loads first.
 */
export function renderInRouter(
  ui: ReactElement,
  {
    lang = 'vi',
    store,
    root = {},
    routes = [],
    path = '/',
  }: {
    lang?: Language;
    store?: AppStore;
    root?: Partial<RootData>;
    routes?: StubRoutes;
    path?: string;
  } = {},
) {
  const rootData: RootData = {
    lang,
    user: null,
    cartCount: null,
    unreadCount: null,
    setting: FALLBACK_CLIENT_SETTING,
    categories: [],
    policies: [],
    year: 2026,
    ...root,
  };
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => rootData,
      HydrateFallback: () => null,
      Component: () => <Outlet />,
      children: [{ index: true, Component: () => ui }, ...routes],
    },
  ]);
  return renderWithProviders(<Stub initialEntries={[path]} />, {
    lang,
    ...(store ? { store } : {}),
  });
}
