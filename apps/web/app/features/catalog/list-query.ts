import type { ProductListQuery } from '@lotus/core';

/**
 * The product list's state as it lives in the URL (`/products?…`), so lists can be shared: core's
 * list query (`productListQuerySchema`) without the paging size and tie-break order, which the
 * page chooses. Read from a URL on the server only (`parseListQuery`, list-query-parse.ts): this
 * module is also the browser's, and stays free of schemas (zod stays out of the first load).
 */
export type ListQuery = Omit<ProductListQuery, 'limit' | 'orderByPriority'>;

/** The filters (every field but the page and the sort). */
export type FilterKey = Exclude<keyof ListQuery, 'page' | 'sort'>;

/**
 * The order the storefront's filters take in a URL, so one list has one URL. A filter core adds
 * later works without being named here: it follows these, in alphabetical order.
 */
const FILTER_ORDER = [
  'name',
  'categories',
  'minPrice',
  'maxPrice',
  'colour',
  'size',
  'brand',
  'status',
  'inStock',
] as const satisfies readonly FilterKey[];

/** A list state to write as a URL: parsed values, or the text of a submitted form. */
export type ListParams = { [K in keyof ListQuery]?: ListQuery[K] | string | undefined };

const isSet = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  value !== false &&
  !(Array.isArray(value) && value.length === 0);

/** A filter's value as the URL writes it: several values comma-separated (`colour=red,blue`). */
const written = (value: unknown) => (Array.isArray(value) ? value.join(',') : String(value));

/** The filters set in `query`, in URL order. */
function filterKeys(query: ListParams): FilterKey[] {
  const known: readonly string[] = FILTER_ORDER;
  const others = Object.keys(query)
    .filter((key) => key !== 'page' && key !== 'sort' && !known.includes(key))
    .sort() as FilterKey[];
  return [...FILTER_ORDER, ...others].filter((key) => isSet(query[key]));
}

/**
 * The query string of a list state (without `?`), in a fixed order and without defaults, so one
 * list has one URL.
 */
function listQueryToSearch(query: ListParams): string {
  const params = new URLSearchParams();
  for (const key of filterKeys(query)) params.set(key, written(query[key]));
  if (query.sort && query.sort !== 'default') params.set('sort', query.sort);
  if (query.page && Number(query.page) > 1) params.set('page', String(query.page));
  return params.toString();
}

/** `/products` with the given state. */
export function listHref(query: ListParams): string {
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
  return query.sort !== 'default' || filterKeys(query).some((key) => key !== 'categories');
}

/**
 * The list state of a submitted filter form (its fields are named like the URL's): the filled-in
 * fields as typed, starting again at page 1. The server's loader reads the URL leniently, so the
 * browser writes it without checking it.
 */
export function listQueryFromForm(form: FormData): ListParams {
  const query: Record<string, string> = {};
  for (const [key, value] of form) {
    if (key === 'page' || typeof value !== 'string' || !value.trim()) continue;
    // A field checked several times (colours, sizes, brands) is one comma-separated value.
    query[key] = query[key] ? `${query[key]},${value.trim()}` : value.trim();
  }
  return query;
}

/** The list with one value of a multi-choice filter taken out (back to page 1). */
export function withoutValue<K extends 'colour' | 'size' | 'brand'>(
  query: ListQuery,
  key: K,
  value: string,
): string {
  const rest = (query[key] ?? []).filter((item: string) => item !== value);
  return listHref({ ...query, [key]: rest.length ? rest : undefined, page: 1 });
}
