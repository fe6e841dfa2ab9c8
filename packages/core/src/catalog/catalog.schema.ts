import { z } from 'zod';
import { pageQuerySchema } from '../http/pagination.ts';
import { COLOUR_CODES, PRODUCT_STATUSES } from './catalog.constants.ts';

/**
 * Query of the public product list, with the spec's parameter names. The catalogue issue adds the
 * filters and sorts; unknown parameters are ignored so shared URLs keep working.
 */
export const productListQuerySchema = pageQuerySchema.extend({
  name: z.string().trim().max(200).optional(),
  categories: z.string().trim().max(100).optional(),
  orderByPriority: z
    .enum(['ASC', 'DESC', 'asc', 'desc'])
    .default('ASC')
    .transform((v) => v.toUpperCase() as 'ASC' | 'DESC'),
});

export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const imageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});

export const categorySummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
});

/** A product as lists show it, in the request's language. Prices are whole đồng. */
export const productListItemSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  sku: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  category: categorySummarySchema,
  price: z.number().int(),
  salePrice: z.number().int().nullable(),
  discountPercent: z.number().int(),
  statuses: z.array(z.enum(PRODUCT_STATUSES)),
  priority: z.number().int(),
  image: imageSchema.nullable(),
  colours: z.array(z.enum(COLOUR_CODES as [string, ...string[]])),
  sizes: z.array(z.string()),
  stock: z.number().int(),
  inStock: z.boolean(),
});

export type ProductListItem = z.infer<typeof productListItemSchema>;

/** A category with its parent, in the request's language. */
export const categorySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  parentId: z.uuid().nullable(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  priority: z.number().int(),
  productCount: z.number().int(),
});

export type Category = z.infer<typeof categorySchema>;
