import { useTranslation } from 'react-i18next';
import { Link, redirect } from 'react-router';
import { HeartIcon } from '../components/ui/icons';
import { PageTitle } from '../components/ui/page-title';
import { Pagination } from '../components/ui/pagination';
import { currentPath, loginPath } from '../features/accounts';
import { listFavourites } from '../features/wishlists';
import { ProductGrid } from '../features/catalog';
import { ApiRequestError, createApiClient } from '../lib/api-client';
import { toRouteError } from '../lib/route-errors';
import type { Route } from './+types/profile.wishlist';

const PAGE_SIZE = 24;

/**
 * The signed-in shopper's wishlist. A visitor is sent to log in and brought back here; the list
 * they kept in this browser merges into the account on the way (WishlistSync), so it shows here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10);
  const api = createApiClient(context.api);
  const result = await listFavourites(api, {
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    limit: PAGE_SIZE,
  }).catch((error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 401)
      throw redirect(loginPath(currentPath(request)));
    return toRouteError(error);
  });
  return { products: result.items, meta: result.meta };
}

/** `/profile/wishlist`: the products the shopper keeps for later; a heart takes one off. */
export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('catalog');
  const { products, meta } = loaderData;
  return (
    <section aria-labelledby="wishlist-title" className="flex flex-col gap-5">
      <PageTitle title={t('wishlist.title')} />
      <div>
        <h2 id="wishlist-title" className="text-xl font-bold tracking-tight">
          {t('wishlist.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{t('wishlist.count', { count: meta.total })}</p>
      </div>
      {products.length > 0 ? (
        <>
          <ProductGrid products={products} priorityCount={0} columns="list" />
          <Pagination meta={meta} />
        </>
      ) : (
        <div className="flex flex-col items-center rounded-2xl border border-ink-100 bg-white px-6 py-14 text-center">
          <HeartIcon size={40} className="text-lotus-300" />
          <p className="mt-4 text-lg font-semibold text-ink-900">{t('wishlist.empty')}</p>
          <p className="mt-2 max-w-md text-ink-600">{t('wishlist.emptyHint')}</p>
          <Link to="/products" className="btn-primary mt-6">
            {t('wishlist.browse')}
          </Link>
        </div>
      )}
    </section>
  );
}
