import type { Category, ProductListItem } from '@lotus/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { Pagination } from '../components/ui/pagination';
import { absoluteUrl, JsonLd, SeoMeta } from '../components/ui/seo-meta';
import {
  ActiveFilters,
  canonicalListPath,
  FilterPanel,
  isVariation,
  listFacets,
  NO_FACETS,
  listHref,
  listPublicProducts,
  type ListQuery,
  ListToolbar,
  parseListQuery,
  ProductGrid,
  withFilter,
} from '../features/catalog';
import { createApiClient } from '../lib/api-client';
import { useRootData } from '../lib/root-data';
import { toRouteError } from '../lib/route-errors';
import type { Route } from './+types/products';

/** Divides evenly into 2, 3 and 4 columns. */
export const PRODUCTS_PAGE_SIZE = 24;

/** How many best sellers a list that found nothing offers instead. */
const POPULAR_COUNT = 4;

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseListQuery(new URL(request.url).searchParams);
  const api = createApiClient(context.api);
  const [result, facets] = await Promise.all([
    listPublicProducts(api, { ...query, limit: PRODUCTS_PAGE_SIZE }).catch(toRouteError),
    listFacets(api, query.categories).catch(() => NO_FACETS),
  ]);
  // A list that found nothing is no dead end: it offers the best sellers (and, on screen, the
  // query the API suggests and the categories).
  const popular =
    result.items.length === 0
      ? await listPublicProducts(api, { sort: 'hot', limit: POPULAR_COUNT })
          .then((found) => found.items)
          .catch(() => [])
      : [];
  return { query, products: result.items, meta: result.meta, facets, popular };
}

/**
 * What a list that found nothing offers instead: the query the API would search (its words that
 * find something, corrected), dropping the filters, every product, the categories and the best
 * sellers.
 */
function NothingFound({
  query,
  suggested,
  categories,
  popular,
}: {
  query: ListQuery;
  suggested: string | undefined;
  categories: Category[];
  popular: ProductListItem[];
}) {
  const { t } = useTranslation('catalog');
  const filtered = isVariation({ ...query, name: undefined, sort: 'default' });
  return (
    <div className="flex flex-col gap-8">
      <div
        role="status"
        className="rounded-2xl border border-ink-100 bg-white px-6 py-10 text-center"
      >
        <p className="text-lg font-semibold text-ink-900">{t('list.empty')}</p>
        {suggested ? (
          <p className="mt-3 text-base">
            <Link
              to={withFilter({ ...query, exact: undefined }, 'name', suggested)}
              className="font-semibold text-lotus-700 underline-offset-2 hover:underline"
            >
              {t('list.didYouMean', { name: suggested })}
            </Link>
          </p>
        ) : (
          <p className="mt-2 text-ink-600">{t('list.emptyHint')}</p>
        )}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {filtered ? (
            <Link to={listHref({ name: query.name })} className="btn-secondary">
              {t('list.clearFilters')}
            </Link>
          ) : null}
          <Link to={listHref({})} className="btn-primary">
            {t('list.showAll')}
          </Link>
        </div>
        {categories.length > 0 ? (
          <nav aria-label={t('list.tryCategories')} className="mt-6">
            <p className="text-sm font-medium text-ink-600">{t('list.tryCategories')}</p>
            <ul className="mt-3 flex flex-wrap justify-center gap-2">
              {categories.map((category) => (
                <li key={category.id}>
                  <Link
                    to={listHref({ categories: category.slug })}
                    className="inline-flex h-9 items-center rounded-full bg-lotus-50 px-3.5 text-sm font-medium text-lotus-800 ring-1 ring-lotus-200 hover:bg-lotus-100"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      {popular.length > 0 ? (
        <section aria-labelledby="popular-title">
          <h2 id="popular-title" className="mb-4 text-lg font-bold">
            {t('list.popular')}
          </h2>
          <ProductGrid products={popular} columns="list" />
        </section>
      ) : null}
    </div>
  );
}

/**
 * `/products`: the catalogue with search, filters, sort and pages, all in the URL (shareable, and
 * the back button walks through them). A category's page is `/products?categories=<slug>`, which
 * is also its canonical address; searches and filters are variations search engines don't index.
 */
export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('catalog');
  const { categories, setting } = useRootData();
  const { query, products, meta, facets, popular } = loaderData;
  const corrected = query.name ? meta.search?.corrected : undefined;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  const category = categories.find((c) => c.slug === query.categories);
  const title = corrected
    ? t('list.correctedTitle', { name: corrected })
    : query.name
      ? t('list.searchTitle', { name: query.name })
      : (category?.name ?? t('list.title'));
  const description = category
    ? category.description ||
      t('list.categoryDescription', { name: category.name, count: category.productCount })
    : t('list.description');

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:pt-8">
      <PageTitle title={query.page > 1 ? `${title} (${query.page})` : title} />
      <SeoMeta
        title={title}
        description={description}
        path={canonicalListPath(query)}
        image={products[0]?.image?.url}
        noindex={isVariation(query)}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: title,
          itemListElement: products.map((product, index) => ({
            '@type': 'ListItem',
            position: (meta.page - 1) * meta.pageSize + index + 1,
            url: absoluteUrl(setting.publicUrl, `/products/${product.slug}`),
            name: product.name,
          })),
        }}
      />
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {corrected && query.name ? (
          <p className="text-sm text-ink-600">
            {t('list.noExactMatch', { typed: query.name })}{' '}
            <Link
              to={withFilter(query, 'exact', true)}
              className="font-semibold text-lotus-700 underline-offset-2 hover:underline"
            >
              {t('list.searchExact', { typed: query.name })}
            </Link>
          </p>
        ) : null}
        {category?.description ? (
          <p className="max-w-3xl text-sm text-ink-600">{category.description}</p>
        ) : null}
      </div>

      <div className="mt-5 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <aside aria-label={t('filters.title')} className="lg:sticky lg:top-4">
          <FilterPanel
            query={query}
            categories={categories}
            facets={facets}
            open={filtersOpen}
            onClose={closeFilters}
          />
        </aside>
        <section aria-labelledby="results-title">
          <h2 id="results-title" className="sr-only">
            {t('list.toolbar')}
          </h2>
          <ListToolbar
            query={query}
            total={meta.total}
            filtersOpen={filtersOpen}
            onOpenFilters={() => setFiltersOpen(true)}
          />
          <ActiveFilters query={query} categories={categories} />
          <div className="mt-5">
            {products.length > 0 ? (
              <ProductGrid products={products} priorityCount={2} columns="list" />
            ) : (
              <NothingFound
                query={query}
                suggested={meta.search?.suggested}
                categories={categories.filter((c) => c.parentId === null)}
                popular={popular}
              />
            )}
          </div>
          <Pagination meta={meta} />
        </section>
      </div>
    </div>
  );
}
