import { isLanguage, type Language } from '@lotus/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useMatches,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { ErrorView, NotFoundView, UnavailableView } from './components/ui/error-view';
import { LoadingOverlay } from './components/ui/loading-overlay';
import { ToastStack } from './components/ui/toast-stack';
import { NavigationProgress } from './components/ui/top-progress-bar';
import { buildCategoryTree, flattenCategoryTree, listCategories } from './features/catalog';
import { currentPath, getSessionUser, loginPath } from './features/accounts';
import { getCart } from './features/cart';
import { WishlistSync } from './features/wishlists';
import { unreadNotifications } from './features/notifications';
import { PageViewTracker } from './features/tracking';
import { ChatLauncher } from './features/assistant';
import { SiteFooter, SiteHeader } from './features/layout';
import { getPolicyIndex } from './features/content';
import { getClientSetting } from './features/settings';
import { ensureDictionaries, namespacesOf } from './i18n/i18n';
import { createApiClient } from './lib/api-client';
import { FALLBACK_CLIENT_SETTING } from './lib/fallback-setting';
import { usesBackOfficeShell } from './lib/page-shell';
import { refuseUnstorableUrl, type RouteErrorData } from './lib/route-errors';
import { useRootData, type RootData } from './lib/root-data';
import { languageChanged } from './store/common-slice';
import { makeStore, StoreProvider, type AppStore } from './store/store';
import { useStorageSync } from './store/use-storage-sync';
import './load-context';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The shell's data: the language of this request, the signed-in user (or null) with the number of
 * lines in their cart, the shop's setting and the categories (in tree order) for the navigation
 * and the category tiles. A failed
 * setting or category call must not take the whole shop down, so both fall back (the page's own
 * loader reports its own failures). A session that expired and could not be renewed sends the
 * shopper to log in. An address carrying a NUL or a lone surrogate is a 400 naming the parameter.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  refuseUnstorableUrl(request);
  const api = createApiClient(context.api);
  const [setting, categories, policies, { user, cartCount, unreadCount }] = await Promise.all([
    getClientSetting(api).catch(() => FALLBACK_CLIENT_SETTING),
    listCategories(api).catch(() => []),
    getPolicyIndex(api).catch(() => []),
    // Without a session cookie the API would only say "no session": no need to ask.
    (context.session?.anonymous ? Promise.resolve(null) : getSessionUser(api))
      .catch(() => null)
      .then(async (user) => {
        if (!user) return { user, cartCount: null, unreadCount: null };
        // A visitor asks neither (the visitor page cache stays as it is).
        const [cartCount, unreadCount] = await Promise.all([
          getCart(api)
            .then((cart) => cart.totalQuantity)
            .catch(() => null),
          unreadNotifications(api).catch(() => null),
        ]);
        return { user, cartCount, unreadCount };
      }),
  ]);
  // The session could not be renewed (spec, token check): log in again, then come back here.
  if (context.session?.expired) {
    const path = currentPath(request);
    if (!path.startsWith('/login')) throw redirect(loginPath(path, { expired: true }));
  }
  return {
    lang: context.lang,
    user,
    cartCount,
    unreadCount,
    setting,
    categories: flattenCategoryTree(buildCategoryTree(categories)),
    policies,
    year: new Date().getFullYear(),
  };
}

/**
 * The shell changes with an action (the language, a login, a logout) or when the page asks for
 * it again in place (`revalidate()`, as after a logout whose page was left); plain navigations
 * leave it alone.
 */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod !== undefined && formMethod.toUpperCase() !== 'GET') {
    return defaultShouldRevalidate;
  }
  return currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
}

/** Follows the language of the latest root loader data (after a switch) without a reload. */
function useLanguageFollow(lang: Language | undefined, store: AppStore) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!lang || !isLanguage(lang)) return;
    store.dispatch(languageChanged(lang));
    if (i18n.language === lang) return;
    let cancelled = false;
    ensureDictionaries(i18n, lang)
      .then(() => (cancelled ? undefined : i18n.changeLanguage(lang)))
      .catch(() => window.location.reload());
    return () => {
      cancelled = true;
    };
  }, [lang, i18n, store]);
}

/**
 * The document: every page, its error boundary included, renders inside the shop's shell, but
 * for the back office, which draws its own (`lib/page-shell.ts`).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { setting, categories, policies, year, lang: rootLang, user } = useRootData();
  const lang = isLanguage(i18n.language) ? i18n.language : undefined;
  // One store per render tree: per request on the server, per tab in the browser.
  const [store] = useState(() => makeStore(lang ? { language: lang } : {}));
  useStorageSync(store);
  useLanguageFollow(rootLang, store);
  // The lazy namespaces of this page, for the browser to load before it hydrates.
  const matches = useMatches();
  const lazy = namespacesOf(matches.map((match) => match.handle));
  // The back office draws its own frame (its navigation, no shop header, footer or newsletter).
  const backOffice = usesBackOfficeShell(matches);

  return (
    <html lang={i18n.language} data-i18n={lazy.length > 0 ? lazy.join(' ') : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* A visitor's page carries the shop's styles (decision 023): the first paint waits for
            no other request. React keeps a <style> with an href and a precedence as a resource
            and, hydrating, adopts the one the server sent whatever its text, so it is rendered
            empty on both sides: the server writes the sheet into it as the page streams out
            (entry.server.tsx), and the browser's bundle does not carry it. A page kept for
            visitors carries only the rules it uses, and every page links the whole sheet once it
            runs (decision 024): a signed-in shopper's browser has it, so their pages, rendered
            for them alone, link it instead. In development the sheet is a <link>, which Vite
            updates in place. */}
        {import.meta.env.DEV || user ? (
          <link rel="stylesheet" href={stylesheet} precedence="default" />
        ) : (
          <style href="lotus-styles" precedence="default" />
        )}
        <meta name="theme-color" content="#a91d5b" />
        <Meta />
        <Links />
      </head>
      <body>
        <StoreProvider store={store}>
          <a href="#main" className="skip-link">
            {t('skipToContent')}
          </a>
          <NavigationProgress />
          {backOffice ? (
            children
          ) : (
            <div className="flex min-h-dvh flex-col">
              <SiteHeader
                setting={setting}
                categories={categories.filter((category) => category.parentId === null)}
                user={user}
              />
              <main id="main" tabIndex={-1} className="flex-1 outline-none">
                {children}
              </main>
              <SiteFooter setting={setting} policies={policies} year={year} />
            </div>
          )}
          <WishlistSync />
          <PageViewTracker />
          {backOffice ? null : <ChatLauncher signedIn={user !== null} />}
          <ToastStack />
          <LoadingOverlay />
        </StoreProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundView />;
    if (error.status === 503) return <UnavailableView />;
    const { code, field } = (error.data as RouteErrorData | null) ?? {};
    return <ErrorView status={error.status} code={code} field={field} />;
  }
  if (import.meta.env.DEV && error instanceof Error) {
    return (
      <>
        <ErrorView />
        <pre className="mx-auto max-w-3xl overflow-x-auto px-4 text-xs text-ink-600">
          {error.stack}
        </pre>
      </>
    );
  }
  return <ErrorView />;
}
