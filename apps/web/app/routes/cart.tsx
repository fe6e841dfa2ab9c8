import type { CartView } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/ui/page-title';
import { loginPath } from '../features/accounts';
import {
  CartContents,
  displayCart,
  EmptyCart,
  getCart,
  giftProducts,
  useLocalCart,
  useServerCart,
  type GiftProducts,
} from '../features/cart';
import { i18nHandle } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { ApiRequestError, createApiClient } from '../lib/api-client';
import { usePageLanguage } from '../lib/format';
import { toRouteError } from '../lib/route-errors';
import type { Route } from './+types/cart';

export const handle = i18nHandle('cart');

/**
 * The signed-in shopper's cart from the server, with the products its gift promotions give; null
 * for a visitor (theirs is in the browser).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const api = createApiClient(context.api);
  const cart = await getCart(api).catch((error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    return toRouteError(error);
  });
  return { cart, gifts: cart ? await giftProducts(api, cart) : {} };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/** `/cart`: the shopper's cart, its summary and the way to checkout. */
export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('cart');
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageTitle title={t('title')} />
      <h1 className="mb-5 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
        {t('title')}
      </h1>
      {loaderData.cart ? (
        <ServerCart view={loaderData.cart} gifts={loaderData.gifts} />
      ) : (
        <LocalCart />
      )}
    </div>
  );
}

/** A signed-in shopper's cart: the server's, changed through `/cart/lines`. */
function ServerCart({ view, gifts }: { view: CartView; gifts: GiftProducts | undefined }) {
  const { t } = useTranslation('cart');
  const lang = usePageLanguage();
  const cart = useServerCart(view);
  const shown = displayCart(view, cart.quantities, { now: new Date(), lang });
  if (shown.lines.length === 0) return <EmptyCart />;
  return (
    <CartContents
      cart={shown}
      giftProducts={gifts}
      onQuantity={cart.setQuantity}
      onRemove={cart.remove}
      checkout={{ href: '/checkout', label: t('checkout') }}
      updating={cart.updating}
    />
  );
}

/** A visitor's cart: local storage's lines, described and priced by the server. */
function LocalCart() {
  const { t } = useTranslation('cart');
  const { t: tErrors } = useTranslation('errors');
  const lang = usePageLanguage();
  const cart = useLocalCart();
  if (cart.empty) return <EmptyCart />;
  if (cart.failed && !cart.view) {
    return (
      <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-red-800 ring-1 ring-red-200">
        {tErrors(cart.failed as 'UNKNOWN')}
      </p>
    );
  }
  if (cart.loading || !cart.view) {
    return (
      <p className="py-16 text-center text-ink-600" aria-live="polite" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  const shown = displayCart(cart.view, cart.quantities, { now: new Date(), lang });
  if (shown.lines.length === 0) return <EmptyCart />;
  return (
    <CartContents
      cart={shown}
      giftProducts={cart.gifts}
      onQuantity={cart.setQuantity}
      onRemove={cart.remove}
      checkout={{ href: loginPath('/checkout'), label: t('loginToCheckout') }}
      updating={cart.updating}
    />
  );
}
