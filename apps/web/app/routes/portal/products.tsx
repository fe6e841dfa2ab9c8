import {
  PORTAL_PRODUCT_SORTS,
  PRODUCT_PUBLICATION_FILTERS,
  PRODUCT_STOCK_FILTERS,
  type PortalProductRow,
} from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FilterChips } from '../../components/ui/filter-chips';
import { PlusIcon } from '../../components/ui/icons';
import { ListSearch } from '../../components/ui/list-search';
import { PageTitle } from '../../components/ui/page-title';
import { requireUser } from '../../features/accounts';
import {
  DataTable,
  listPortalProducts,
  listSortOf,
  ProductStateBadges,
  type Column,
} from '../../features/portal-kit';
import { createApiClient } from '../../lib/api-client';
import { useDateTime, useMoney, usePageLanguage } from '../../lib/format';
import { toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/products';

type Publication = (typeof PRODUCT_PUBLICATION_FILTERS)[number];
type StockFilter = (typeof PRODUCT_STOCK_FILTERS)[number];

/** The address's page number (1 when absent or not a page). */
function pageOf(url: URL): number {
  const page = Number(url.searchParams.get('page') ?? '1');
  return Number.isSafeInteger(page) && page > 0 && page < 100_000 ? page : 1;
}

/**
 * The products of the address's search, filters (`?published=unpublished&stock=low`), page and
 * order; the search reads names and SKUs as the shop's search does (with or without diacritics).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'catalogue.read-unpublished' });
  const url = new URL(request.url);
  const search = url.searchParams.get('search')?.trim().slice(0, 100) || undefined;
  const published: Publication =
    PRODUCT_PUBLICATION_FILTERS.find((f) => f === url.searchParams.get('published')) ?? 'all';
  const stock: StockFilter =
    PRODUCT_STOCK_FILTERS.find((f) => f === url.searchParams.get('stock')) ?? 'all';
  const result = await listPortalProducts(createApiClient(context.api), {
    search,
    published,
    stock,
    page: pageOf(url),
    ...listSortOf(url.searchParams, PORTAL_PRODUCT_SORTS),
  }).catch(toRouteError);
  return { search: search ?? '', published, stock, products: result.items, meta: result.meta };
}

/** The list's address with one filter changed (back to page one; the rest kept). */
function withFilter(search: string, name: string, value: string): string {
  const params = new URLSearchParams(search);
  if (value === 'all') params.delete(name);
  else params.set(name, value);
  params.delete('page');
  const query = params.toString();
  return query ? `?${query}` : '?';
}

function useProductColumns(): Column<PortalProductRow>[] {
  const { t } = useTranslation('portal');
  const money = useMoney();
  const date = useDateTime('date');
  const lang = usePageLanguage();
  return [
    {
      key: 'name',
      header: t('products.columns.name'),
      rowHeader: true,
      sortable: true,
      className: 'min-w-48',
      cell: (product) => (
        <Link
          to={`/portal/products/${product.id}`}
          className="font-semibold break-words text-lotus-800 hover:underline"
        >
          {lang === 'en' ? product.nameEn : product.nameVi}
        </Link>
      ),
    },
    {
      key: 'sku',
      header: t('products.columns.sku'),
      sortable: true,
      className: 'whitespace-nowrap font-mono text-xs',
      cell: (product) => product.sku,
    },
    {
      key: 'price',
      header: t('products.columns.price'),
      sortable: true,
      align: 'end',
      className: 'whitespace-nowrap',
      cell: (product) => (
        <div>
          <p className="font-semibold text-ink-900">{money(product.salePrice ?? product.price)}</p>
          {product.salePrice ? (
            <p className="text-xs text-ink-500 line-through">{money(product.price)}</p>
          ) : null}
        </div>
      ),
    },
    {
      key: 'stock',
      header: t('products.columns.stock'),
      sortable: true,
      align: 'end',
      className: 'whitespace-nowrap',
      cell: (product) => (
        <div>
          <p className="font-semibold text-ink-900" data-testid="product-stock">
            {product.stock}
          </p>
          <p className="text-xs text-ink-600">
            {t('products.variantCount', { count: product.variants })}
          </p>
          {product.outVariants > 0 ? (
            <p className="text-xs font-semibold text-red-700">
              {t('products.outVariants', { count: product.outVariants })}
            </p>
          ) : product.lowVariants > 0 ? (
            <p className="text-xs font-semibold text-amber-800">
              {t('products.lowVariants', { count: product.lowVariants })}
            </p>
          ) : null}
        </div>
      ),
    },
    {
      key: 'state',
      header: t('products.columns.state'),
      cell: (product) => <ProductStateBadges product={product} />,
    },
    {
      key: 'updated',
      header: t('products.columns.updated'),
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (product) => <time dateTime={product.updatedAt}>{date(product.updatedAt)}</time>,
    },
  ];
}

/** `/portal/products`: the catalogue with its stock, searched, filtered, sorted and paged. */
export default function PortalProducts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('portal');
  const { search, published, stock, products, meta } = loaderData;
  const location = useLocation();
  const columns = useProductColumns();
  return (
    <section aria-labelledby="portal-products-title" className="flex flex-col gap-4">
      <PageTitle title={t('products.title')} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="portal-products-title" className="text-xl font-bold tracking-tight text-ink-900">
            {t('products.title')}
          </h1>
          <p className="mt-1 text-sm text-ink-600">{t('products.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/portal/products/bulk" className="btn-secondary">
            {t('products.bulk')}
          </Link>
          <Link to="/portal/products/new" className="btn-primary">
            <PlusIcon size={18} />
            {t('products.create')}
          </Link>
        </div>
      </div>
      <ListSearch
        id="products-search"
        label={t('products.searchLabel')}
        placeholder={t('products.searchPlaceholder')}
        submit={t('products.searchSubmit')}
        defaultValue={search}
      >
        {published !== 'all' ? <input type="hidden" name="published" value={published} /> : null}
        {stock !== 'all' ? <input type="hidden" name="stock" value={stock} /> : null}
      </ListSearch>
      <FilterChips
        label={t('products.publicationFilter')}
        chips={PRODUCT_PUBLICATION_FILTERS.map((filter) => ({
          key: filter,
          to: withFilter(location.search, 'published', filter),
          label: t(`products.publication.${filter}`),
          current: filter === published,
        }))}
      />
      <FilterChips
        label={t('products.stockFilter')}
        chips={PRODUCT_STOCK_FILTERS.map((filter) => ({
          key: filter,
          to: withFilter(location.search, 'stock', filter),
          label: t(`products.stockFilters.${filter}`),
          current: filter === stock,
        }))}
      />
      <p className="text-sm text-ink-600" aria-live="polite">
        {t('products.count', { count: meta.total })}
      </p>
      <DataTable
        caption={t('products.title')}
        columns={columns}
        rows={products}
        rowKey={(product) => product.id}
        rowProps={(product) => ({ 'data-product': product.sku })}
        meta={meta}
        empty={search ? t('products.emptySearch', { search }) : t('products.empty')}
        testId="portal-products"
      />
    </section>
  );
}
