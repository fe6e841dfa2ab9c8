import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { absoluteUrl, JsonLd, SeoMeta } from '../components/ui/seo-meta';
import { listPublicProducts } from '../features/catalog/api/catalog-api';
import { FilterPanel } from '../features/catalog/components/filter-panel';
import { ActiveFilters, ListToolbar } from '../features/catalog/components/list-toolbar';
import { Pagination } from '../features/catalog/components/pagination';
import { ProductGrid } from '../features/catalog/components/product-grid';
import {
  canonicalListPath,
  isVariation,
  listHref,
  parseListQuery,
} from '../features/catalog/list-query';
import { createApiClient } from '../lib/api-client';
import { useRootData } from '../lib/root-data';
import { toRouteError } from '../lib/route-errors';
import type { Route } from './+types/products';

/** Divides evenly into 2, 3 and 4 columns. */
export const PRODUCTS_PAGE_SIZE = 24;

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseListQuery(new URL(request.url).searchParams);
  const api = createApiClient(context.api);
  const result = await listPublicProducts(api, { ...query, limit: PRODUCTS_PAGE_SIZE }).catch(
    toRouteError,
  );
  return { query, products: result.items, meta: result.meta };
}

/**
 * `/products`: the catalogue with search, filters, sort and pages, all in the URL (shareable, and
 * the back button walks through them). A category's page is `/products?categories=<slug>`, which
 * is also its canonical address; searches and filters are variations search engines don't index.
 */
export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('catalog');
  const { categories, setting } = useRootData();
  const { query, products, meta } = loaderData;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  const category = categories.find((c) => c.slug === query.categories);
  const title = query.name
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
        {category?.description ? (
          <p className="max-w-3xl text-sm text-ink-600">{category.description}</p>
        ) : null}
      </div>

      <div className="mt-5 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <aside aria-label={t('filters.title')} className="lg:sticky lg:top-4">
          <FilterPanel
            query={query}
            categories={categories}
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
              <div className="rounded-2xl border border-ink-100 bg-white px-6 py-14 text-center">
                <p className="text-lg font-semibold text-ink-900">{t('list.empty')}</p>
                <p className="mt-2 text-ink-600">{t('list.emptyHint')}</p>
                <Link to={listHref({})} className="btn-primary mt-6">
                  {t('list.showAll')}
                </Link>
              </div>
            )}
          </div>
          <Pagination meta={meta} />
        </section>
      </div>
    </div>
  );
}
