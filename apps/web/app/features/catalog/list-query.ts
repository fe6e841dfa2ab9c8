import {
  COLOUR_CODES,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  type Colour,
  type ProductSort,
  type ProductStatus,
} from '@lotus/core';

/** The product list's state as it lives in the URL (`/products?…`), so lists can be shared. */
export interface ListQuery {
  page: number;
  name?: string | undefined;
  categories?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  colour?: Colour | undefined;
  size?: string | undefined;
  status?: ProductStatus | undefined;
  inStock?: boolean | undefined;
  sort: ProductSort;
}

/** The filters a shopper can set (everything but the page and the sort). */
export const FILTER_KEYS = [
  'name',
  'categories',
  'minPrice',
  'maxPrice',
  'colour',
  'size',
  'status',
  'inStock',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const MAX_PRICE = 10_000_000_000;

const text = (value: string | null, max: number) => value?.trim().slice(0, max) || undefined;

function price(value: string | null): number | undefined {
  if (!value?.trim()) return undefined;
  const n = Number(value.replace(/[.,\s₫]/g, ''));
  return Number.isSafeInteger(n) && n >= 0 && n <= MAX_PRICE ? n : undefined;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

/**
 * Reads the list's state from the URL. Bad values are dropped rather than refused (a shared or
 * hand-edited link still shows a list), and a reversed price range is put the right way round.
 */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const size = text(params.get('size'), 10)?.toUpperCase();
  const inStock = params.get('inStock');
  return {
    page: Number.isSafeInteger(page) && page > 0 && page <= 10_000 ? page : 1,
    name: text(params.get('name'), 200),
    categories: text(params.get('categories'), 100),
    minPrice,
    maxPrice,
    colour: oneOf(COLOUR_CODES, params.get('colour')),
    size: size && /^[A-Z0-9]+$/.test(size) ? size : undefined,
    status: oneOf(PRODUCT_STATUSES, params.get('status')),
    inStock: inStock === 'true' || inStock === '1' || inStock === 'on' ? true : undefined,
    sort: oneOf(PRODUCT_SORTS, params.get('sort')) ?? 'default',
  };
}

/**
 * The query string of a list state (without `?`), in a fixed order and without defaults, so one
 * list has one URL.
 */
export function listQueryToSearch(query: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (value === undefined || value === '' || value === false) continue;
    params.set(key, String(value));
  }
  if (query.sort && query.sort !== 'default') params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** `/products` with the given state. */
export function listHref(query: Partial<ListQuery>): string {
  const search = listQueryToSearch(query);
  return search ? `/products?${search}` : '/products';
}

/** The list with one filter changed (back to page 1, the sort kept). */
export function withFilter<K extends FilterKey>(
  query: ListQuery,
  key: K,
  value: ListQuery[K] | undefined,
): string {
  return listHref({ ...query, [key]: value, page: 1 });
}

/**
 * The page search engines should index for this list: the category (and page) only; searches,
 * filters and sorts are variations of it.
 */
export function canonicalListPath(query: ListQuery): string {
  return listHref({ categories: query.categories, page: query.page });
}

/** Whether the list shows a variation (search, filter or sort) of a canonical page. */
export function isVariation(query: ListQuery): boolean {
  return (
    query.sort !== 'default' ||
    FILTER_KEYS.some((key) => key !== 'categories' && query[key] !== undefined)
  );
}

/** The list state of a submitted filter form (its fields are named like the URL's). */
export function listQueryFromForm(form: FormData): ListQuery {
  const params = new URLSearchParams();
  for (const [key, value] of form) if (typeof value === 'string' && value) params.set(key, value);
  params.delete('page');
  return parseListQuery(params);
}
