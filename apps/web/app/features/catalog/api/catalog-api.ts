import {
  catalogContract,
  type ProductFacets,
  type Category,
  type EndpointData,
  type Intro,
  type ProductDetail,
  type ProductListItem,
  type ProductSuggestion,
  type QueryInput,
  type SitemapData,
} from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** What the public list takes: core's list query (`productListQuerySchema`), all optional. */
export type PublicProductQuery = QueryInput<(typeof catalogContract.listPublic)['query']>;

/** Every category, flat, in the request's language. */
export function listCategories(api: ApiClient): Promise<Category[]> {
  return api.call(catalogContract.categories);
}

/**
 * One page of the public catalogue, filtered and sorted; the shop's own order (priority) breaks
 * ties, and the default sort is left to the API.
 */
export function listPublicProducts(
  api: ApiClient,
  query: PublicProductQuery,
): Promise<EndpointData<typeof catalogContract.listPublic>> {
  const { sort, ...rest } = query;
  return api.call(catalogContract.listPublic, {
    query: { ...rest, ...(sort && sort !== 'default' ? { sort } : {}), orderByPriority: 'ASC' },
  });
}

/** What the filters offer: the makers, colours and sizes of a category's tree (or all). */
export function listFacets(api: ApiClient, category: string | undefined): Promise<ProductFacets> {
  return api.call(catalogContract.facets, { query: { categories: category } });
}

/** No facets: the filters offer what is chosen only (when the facets could not be read). */
export const NO_FACETS: ProductFacets = { brands: [], colours: [], sizes: [] };

/** A product page, by slug (or id). */
export function getProduct(api: ApiClient, slug: string): Promise<ProductDetail> {
  return api.call(catalogContract.product, { params: { id: slug } });
}

/** Other products of the same category. */
export function listRelatedProducts(
  api: ApiClient,
  idOrSlug: string,
  limit = 8,
): Promise<ProductListItem[]> {
  return api.call(catalogContract.related, { params: { id: idOrSlug }, query: { limit } });
}

/** The number of suggestions the header's search shows. */
const SUGGESTION_COUNT = 6;

/** A few best matches while the shopper types. */
export function suggestProducts(api: ApiClient, q: string): Promise<ProductSuggestion[]> {
  return api.call(catalogContract.suggest, { query: { q, limit: SUGGESTION_COUNT } });
}

/** The home page's banner, or null. */
export function getCurrentIntro(api: ApiClient): Promise<Intro | null> {
  return api.call(catalogContract.currentIntro);
}

/** What `sitemap.xml` lists. */
export function getSitemapData(api: ApiClient): Promise<SitemapData> {
  return api.call(catalogContract.sitemap);
}
