import { z } from 'zod';
import { endpoint } from '../http/contract.ts';
import {
  categorySchema,
  facetsQuerySchema,
  productDetailSchema,
  productListItemSchema,
  productListQuerySchema,
  productFacetsSchema,
  productOptionsSchema,
  productSuggestionSchema,
  productSuggestQuerySchema,
} from './catalog.schema.ts';

const errors = [400, 401, 403, 404, 409] as const;
const idOrSlug = z.object({ id: z.string().trim().min(1).max(200) });

/** The home page's intro banner, in the request's language. */
export const introSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string(),
  cta: z.string(),
  link: z.string(),
  image: z.string().nullable(),
});
export type Intro = z.infer<typeof introSchema>;

const sitemapEntrySchema = z.object({ slug: z.string(), updatedAt: z.string().nullable() });

/** What search engines are told about (the web app writes `sitemap.xml` from it). */
export const sitemapSchema = z.object({
  publicUrl: z.string(),
  products: z.array(sitemapEntrySchema),
  categories: z.array(sitemapEntrySchema),
});
export type SitemapData = z.infer<typeof sitemapSchema>;

/** The catalogue: categories, product lists, search suggestions, product pages, home, sitemap. */
export const catalogContract = {
  categories: endpoint({
    method: 'GET',
    path: '/api/category',
    access: 'public',
    tag: 'catalogue',
    summary: 'All categories with parent ids and product counts',
    response: z.array(categorySchema),
    shared: true,
  }),
  listPublic: endpoint({
    method: 'GET',
    path: '/api/product/public',
    access: 'public',
    tag: 'catalogue',
    summary: 'A page of published products: search, filters and sorts',
    query: productListQuerySchema,
    response: productListItemSchema,
    paged: true,
    errors,
    shared: true,
  }),
  listAll: endpoint({
    method: 'GET',
    path: '/api/product',
    access: 'catalogue.read-unpublished',
    tag: 'catalogue',
    summary: 'The back office list: like the public one, unpublished products included',
    query: productListQuerySchema,
    response: productListItemSchema,
    paged: true,
    errors,
  }),
  facets: endpoint({
    method: 'GET',
    path: '/api/product/facets',
    access: 'public',
    tag: 'catalogue',
    summary:
      "The makers, colours and sizes of published products (of a category and its sub-categories) with their counts, for the list's filters",
    query: facetsQuerySchema,
    response: productFacetsSchema,
    errors,
    shared: true,
  }),
  suggest: endpoint({
    method: 'GET',
    path: '/api/product/suggest',
    access: 'public',
    tag: 'catalogue',
    summary: 'Search suggestions while typing',
    query: productSuggestQuerySchema,
    response: z.array(productSuggestionSchema),
    errors,
  }),
  product: endpoint({
    method: 'GET',
    path: '/api/product/:id/public',
    access: 'public',
    tag: 'catalogue',
    summary: 'A product page by id or slug',
    params: idOrSlug,
    response: productDetailSchema,
    errors,
    shared: true,
  }),
  related: endpoint({
    method: 'GET',
    path: '/api/product/:id/related',
    access: 'public',
    tag: 'catalogue',
    summary: 'Products of the same category (the product itself excluded), best sellers first',
    params: idOrSlug,
    query: z.object({ limit: z.coerce.number().int().min(1).max(24).default(8) }),
    response: z.array(productListItemSchema),
    errors,
    shared: true,
  }),
  options: endpoint({
    method: 'GET',
    path: '/api/product/get-list-info-and-attribute/:id',
    access: 'public',
    tag: 'catalogue',
    summary: "A product's variants and the colours and sizes they are made of",
    params: idOrSlug,
    response: productOptionsSchema,
    errors,
  }),
  currentIntro: endpoint({
    method: 'GET',
    path: '/api/intro/get-intro-current',
    access: 'public',
    tag: 'home',
    summary: 'The intro banner shown now, or null',
    response: introSchema.nullable(),
    shared: true,
  }),
  sitemap: endpoint({
    method: 'GET',
    path: '/api/seo/sitemap',
    access: 'public',
    tag: 'catalogue',
    summary: "Every published product and every category, with the shop's public address",
    response: sitemapSchema,
  }),
};
