import type {
  Category,
  Colour,
  PageMeta,
  ProductDetail,
  ProductListItem,
  ProductSort,
  ProductStatus,
  ProductSuggestion,
  ProductVariant,
} from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** `GET /api/category`: every category, flat, in the request's language. */
export function listCategories(api: ApiClient): Promise<Category[]> {
  return api.get<Category[]>('/api/category');
}

/** The public list's query, with the API's parameter names (see core's productListQuerySchema). */
export interface PublicProductQuery {
  page?: number;
  limit?: number;
  name?: string | undefined;
  categories?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  colour?: Colour | undefined;
  size?: string | undefined;
  status?: ProductStatus | undefined;
  inStock?: boolean | undefined;
  sort?: ProductSort | undefined;
}

/** `GET /api/product/public`: one page of the public catalogue, filtered and sorted. */
export function listPublicProducts(
  api: ApiClient,
  query: PublicProductQuery,
): Promise<{ items: ProductListItem[]; meta: PageMeta }> {
  const { inStock, sort, ...rest } = query;
  return api.page<ProductListItem>('/api/product/public', {
    ...rest,
    ...(inStock === undefined ? {} : { inStock: String(inStock) }),
    ...(sort && sort !== 'default' ? { sort } : {}),
    orderByPriority: 'ASC',
  });
}

/** `GET /api/product/:slug/public`: a product page. */
export function getProduct(api: ApiClient, slug: string): Promise<ProductDetail> {
  return api.get<ProductDetail>(`/api/product/${encodeURIComponent(slug)}/public`);
}

export interface ProductOptions {
  variants: ProductVariant[];
  attributes: {
    colours: { code: Colour; name: string; hex: string }[];
    sizes: string[];
  };
}

/** `GET /api/product/get-list-info-and-attribute/:id`: the variants and the options they use. */
export function getProductOptions(api: ApiClient, idOrSlug: string): Promise<ProductOptions> {
  return api.get<ProductOptions>(
    `/api/product/get-list-info-and-attribute/${encodeURIComponent(idOrSlug)}`,
  );
}

/** `GET /api/product/:id/related`: other products of the same category. */
export function listRelatedProducts(
  api: ApiClient,
  idOrSlug: string,
  limit = 8,
): Promise<ProductListItem[]> {
  return api.get<ProductListItem[]>(`/api/product/${encodeURIComponent(idOrSlug)}/related`, {
    limit,
  });
}

/** `GET /api/product/suggest?q=`: a few best matches while the shopper types. */
export function suggestProducts(api: ApiClient, q: string): Promise<ProductSuggestion[]> {
  return api.get<ProductSuggestion[]>('/api/product/suggest', { q });
}

export interface Intro {
  id: string;
  title: string;
  subtitle: string;
  cta: string;
  link: string;
  image: string | null;
}

/** `GET /api/intro/get-intro-current`: the home page's banner, or null. */
export function getCurrentIntro(api: ApiClient): Promise<Intro | null> {
  return api.get<Intro | null>('/api/intro/get-intro-current');
}

/** `GET /api/product/favourite`: the signed-in shopper's wishlist, newest first. */
export function listFavourites(
  api: ApiClient,
  query: { page?: number; limit?: number } = {},
): Promise<{ items: ProductListItem[]; meta: PageMeta }> {
  return api.page<ProductListItem>('/api/product/favourite', query);
}

/** `GET /api/product/favourite/ids`: the ids on the signed-in shopper's wishlist. */
export function listFavouriteIds(api: ApiClient): Promise<string[]> {
  return api.get<string[]>('/api/product/favourite/ids');
}

/** `POST /api/product/:id/favourite` (409 FAVOURITE_EXISTING when it is there already). */
export async function addFavourite(api: ApiClient, productId: string): Promise<void> {
  await api.send({ method: 'POST', path: `/api/product/${productId}/favourite` });
}

/** `DELETE /api/product/favourite/:id`. */
export async function removeFavourite(api: ApiClient, productId: string): Promise<void> {
  await api.send({ method: 'DELETE', path: `/api/product/favourite/${productId}` });
}

/** `POST /api/product/favourite/merge`: a visitor's local list into the account; all its ids. */
export async function mergeFavourites(api: ApiClient, productIds: string[]): Promise<string[]> {
  const { envelope } = await api.send<string[]>({
    method: 'POST',
    path: '/api/product/favourite/merge',
    body: { productIds },
  });
  return envelope.data;
}

export interface SitemapData {
  publicUrl: string;
  products: { slug: string; updatedAt: string | null }[];
  categories: { slug: string; updatedAt: string | null }[];
}

/** `GET /api/seo/sitemap`: what `sitemap.xml` lists. */
export function getSitemapData(api: ApiClient): Promise<SitemapData> {
  return api.get<SitemapData>('/api/seo/sitemap');
}

export interface CategoryNode extends Category {
  children: CategoryNode[];
}

/** The category tree from the flat list, each level in priority order (orphans become roots). */
export function buildCategoryTree(categories: Category[]): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>();
  for (const category of categories) nodes.set(category.id, { ...category, children: [] });
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: CategoryNode[]) => {
    list.sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name));
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}

/** The tree read top-down: each category followed by its children (the order of menus and filters). */
export function flattenCategoryTree(tree: CategoryNode[]): Category[] {
  return tree.flatMap(({ children, ...category }) => [category, ...flattenCategoryTree(children)]);
}
