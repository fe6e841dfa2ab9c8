import { z } from 'zod';
import { wholeNumber } from '../http/input.ts';
import { pageQuerySchema } from '../http/pagination.ts';
import { COLOUR_CODES, type Colour, PRODUCT_SORTS, PRODUCT_STATUSES } from './catalog.constants.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** A price bound in đồng: what the price columns (PostgreSQL `integer`) can hold. */
const money = wholeNumber(0);

/** The most values one multi-choice filter takes (`colour=red,blue…`). */
export const MAX_FILTER_VALUES = 20;

/**
 * A filter that takes several values, written `a,b` (or the parameter repeated): each value
 * trimmed and checked by `item`; no value is no filter.
 */
const listOf = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) =>
      (Array.isArray(v) ? v.join(',') : (v ?? ''))
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(MAX_FILTER_VALUES))
    .transform((values) => (values.length ? [...new Set(values)] : undefined));

/** A variant size as lists filter by it: letters and digits, compared upper-case (`m` is `M`). */
const size = z
  .string()
  .max(10)
  .regex(/^[A-Za-z0-9]+$/)
  .transform((v) => v.toUpperCase());

/**
 * Query of the product list with the spec's parameter names (`name` is the search text,
 * `categories` a category slug that includes its sub-categories) plus price range, colour, size,
 * status, stock and sort. Unknown parameters are ignored so shared URLs keep working.
 */
export const productListQuerySchema = pageQuerySchema
  .extend({
    name: optionalText(200),
    description: optionalText(200),
    categories: optionalText(100),
    SKU: optionalText(64),
    providerName: optionalText(100),
    minPrice: money.optional(),
    maxPrice: money.optional(),
    /** Colours, any of which a variant may have (`colour=red,blue`). */
    colour: listOf(z.enum(COLOUR_CODES as [Colour, ...Colour[]])),
    /** Sizes, any of which a variant may have (`size=M,L`). */
    size: listOf(size),
    /** Makers (the products' provider), any of them, compared without case (`brand=Lotus Edu`). */
    brand: listOf(z.string().max(100)),
    status: z.enum(PRODUCT_STATUSES).optional(),
    inStock: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
    /** `exact=1`: search the words as typed, never read or corrected. */
    exact: z
      .enum(['true', '1'])
      .optional()
      .transform((v) => v !== undefined || undefined),
    sort: z.enum(PRODUCT_SORTS).default('default'),
    orderByPriority: z
      .enum(['ASC', 'DESC', 'asc', 'desc'])
      .default('ASC')
      .transform((v) => v.toUpperCase() as 'ASC' | 'DESC'),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    path: ['maxPrice'],
    message: 'InvalidValue',
  });

export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** Search-as-you-type: a few best matches for the words typed so far. */
export const productSuggestQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(10).default(6),
});

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

/**
 * What one unit costs now (core's `oneUnitPrice`: sale price, price rule and a running flash
 * price, as the cart charges a line of one), beside the list price it is struck through against
 * when lower. Whole đồng.
 */
const unitPrices = {
  price: z.number().int(),
  currentPrice: z.number().int(),
};

/** A product as lists show it, in the request's language. Prices are whole đồng. */
export const productListItemSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  sku: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  category: categorySummarySchema,
  ...unitPrices,
  /** The whole-percent discount of `currentPrice` on `price`, rounded down. */
  discountPercent: z.number().int(),
  statuses: z.array(z.enum(PRODUCT_STATUSES)),
  priority: z.number().int(),
  image: imageSchema.nullable(),
  colours: z.array(z.enum(COLOUR_CODES as [Colour, ...Colour[]])),
  sizes: z.array(z.string()),
  stock: z.number().int(),
  inStock: z.boolean(),
  /** The average of approved reviews (one decimal) and how many there are. */
  rating: z.object({ average: z.number(), count: z.number().int() }),
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

export const productVariantSchema = z.object({
  id: z.uuid(),
  sku: z.string(),
  colour: z.enum(COLOUR_CODES as [Colour, ...Colour[]]).nullable(),
  size: z.string().nullable(),
  stock: z.number().int(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** A product page: everything the detail screen shows, in the request's language. */
export const productDetailSchema = productListItemSchema.extend({
  description: z.string(),
  providerName: z.string().nullable(),
  soldCount: z.number().int(),
  breadcrumb: z.array(categorySummarySchema),
  images: z.array(imageSchema.extend({ colour: z.string().nullable() })),
  variants: z.array(productVariantSchema),
  specifications: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** A maker whose products a list can be filtered by, with how many published products it has. */
export const brandSchema = z.object({ name: z.string(), count: z.number().int() });
export type Brand = z.infer<typeof brandSchema>;

/**
 * What a list can be filtered by: the makers, colours and sizes of the published products it can
 * show (of a category and its sub-categories, or the whole catalogue), each with how many of
 * those products have it; brands most products first, colours in core's order, sizes clothing
 * then shoes then any other.
 */
export const productFacetsSchema = z.object({
  brands: z.array(brandSchema),
  colours: z.array(
    z.object({ code: z.enum(COLOUR_CODES as [Colour, ...Colour[]]), count: z.number().int() }),
  ),
  sizes: z.array(z.object({ size: z.string(), count: z.number().int() })),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/** The facets of the catalogue, or of a category and its sub-categories. */
export const facetsQuerySchema = z.object({ categories: optionalText(100) });

/** A search suggestion. */
export const productSuggestionSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  sku: z.string(),
  ...unitPrices,
  image: imageSchema.nullable(),
});
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;

/** A product's variants and the options they are made of, for the colour and size pickers. */
export const productOptionsSchema = z.object({
  variants: z.array(productVariantSchema),
  attributes: z.object({
    colours: z.array(
      z.object({
        code: z.enum(COLOUR_CODES as [Colour, ...Colour[]]),
        name: z.string(),
        hex: z.string(),
      }),
    ),
    sizes: z.array(z.string()),
  }),
});
export type ProductOptions = z.infer<typeof productOptionsSchema>;
