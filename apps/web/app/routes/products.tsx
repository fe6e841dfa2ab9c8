import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { listPublicProducts } from '../features/catalog/api/catalog-api';
import { Pagination } from '../features/catalog/components/pagination';
import { ProductGrid } from '../features/catalog/components/product-grid';
import { createApiClient } from '../lib/api-client';
import { useRootData } from '../lib/root-data';
import { toRouteError } from '../lib/route-errors';
import type { Route } from './+types/products';

/** Divides evenly into 2, 3 and 4 columns. */
export const PRODUCTS_PAGE_SIZE = 24;

/** Reads the list query from the URL; bad values fall back rather than fail (shared links). */
export function parseListQuery(url: URL) {
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  const name = url.searchParams.get('name')?.trim().slice(0, 200) || undefined;
  const categories = url.searchParams.get('categories')?.trim().slice(0, 100) || undefined;
  return { page: Number.isFinite(page) && page > 0 ? page : 1, name, categories };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseListQuery(new URL(request.url));
  const api = createApiClient(context.api);
  const result = await listPublicProducts(api, { ...query, limit: PRODUCTS_PAGE_SIZE }).catch(
    toRouteError,
  );
  return { query, products: result.items, meta: result.meta };
}

/** `/products?name=&categories=&page=`: the public catalogue (the catalogue issue deepens it). */
export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('catalog');
  const { categories } = useRootData();
  const { query, products, meta } = loaderData;
  const category = categories.find((c) => c.slug === query.categories);
  const title = query.name
    ? t('list.searchTitle', { name: query.name })
    : (category?.name ?? t('list.title'));
  const filterHref = (slug?: string) => {
    const params = new URLSearchParams();
    if (query.name) params.set('name', query.name);
    if (slug) params.set('categories', slug);
    const search = params.toString();
    return search ? `/products?${search}` : '/products';
  };
  const pill = (active: boolean) =>
    `inline-flex h-9 items-center rounded-full px-3.5 text-sm font-medium whitespace-nowrap ring-1 transition ${
      active
        ? 'bg-ink-900 text-white ring-ink-900'
        : 'bg-white text-ink-700 ring-ink-200 hover:ring-lotus-300'
    }`;

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:pt-8">
      <PageTitle title={title} />
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-sm text-ink-600" aria-live="polite">
          {t('list.resultCount', { count: meta.total })}
        </p>
      </div>

      {categories.length > 0 ? (
        <nav aria-label={t('list.categoriesLabel')} className="mt-5">
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:none] md:mx-0 md:flex-wrap md:overflow-visible md:px-0">
            <li>
              <Link to={filterHref()} className={pill(!query.categories)}>
                {t('list.allCategories')}
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  to={filterHref(c.slug)}
                  className={`${pill(query.categories === c.slug)} ${c.parentId ? '' : 'font-semibold'}`}
                  aria-current={query.categories === c.slug ? 'page' : undefined}
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div className="mt-6">
        {products.length > 0 ? (
          <ProductGrid products={products} />
        ) : (
          <div className="rounded-2xl border border-ink-100 bg-white px-6 py-14 text-center">
            <p className="text-lg font-semibold text-ink-900">{t('list.empty')}</p>
            <p className="mt-2 text-ink-600">{t('list.emptyHint')}</p>
            <Link to="/products" className="btn-primary mt-6">
              {t('list.showAll')}
            </Link>
          </div>
        )}
      </div>
      <Pagination meta={meta} />
    </div>
  );
}
