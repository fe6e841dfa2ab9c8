import { type PageQuery, type ProductListQuery, pageOffset } from '@lotus/core';
import { schema } from '@lotus/db';
import { type Placeholder, type SQL, and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';
import { compiled, statementName } from '../../lib/statement-cache.ts';
import { listColumns } from './product-columns.repository.ts';
import {
  type SearchMode,
  type SearchSource,
  type Values,
  containsPattern,
  escapeLike,
  readingColumns,
  relevance,
  searchCondition,
  searchReadings,
  searchValues,
} from './product-search.repository.ts';

const { products, productSearch, categories, productVariants, favourites } = schema;

/** Ids of a category (its slug bound as `category`) and all its descendants. */
const categoryTree = sql`(
  WITH RECURSIVE tree AS (
    SELECT id FROM ${categories} WHERE slug = ${sql.placeholder('category')}
    UNION ALL
    SELECT c.id FROM ${categories} c JOIN tree ON c.parent_id = tree.id
  ) SELECT id FROM tree)`;

export interface ListOptions {
  /** How the search words match (see `SearchMode`); exact unless told otherwise. */
  searchMode?: SearchMode;
  /** Back-office lists include unpublished products. */
  includeUnpublished?: boolean;
  /** Only this shopper's wishlist, newest addition first. */
  favouritesOf?: string;
  /** The running flash prices (core's `flashUnitPrice`, by product), when a sale runs. */
  flash?: { ids: string[]; prices: number[] } | undefined;
}

/**
 * What decides a list statement's SQL text: which filters are present, how many search words,
 * which order. The statement is built from the shape alone, with named placeholders, so it can be
 * compiled once and reused; the values are bound at each run.
 */
interface ListShape {
  published: boolean;
  favourites: boolean;
  words: number;
  /** Whether the trigram index can look the search words up (see `SearchWords`). */
  indexed: boolean;
  mode: SearchMode;
  ranked: boolean;
  description: boolean;
  category: boolean;
  sku: boolean;
  provider: boolean;
  brand: boolean;
  minPrice: boolean;
  maxPrice: boolean;
  status: boolean;
  /** A variant condition: one variant with this colour / size / stock, or no variant in stock. */
  variant: { colour: boolean; size: boolean; inStock: boolean } | 'none-in-stock' | null;
  sort: ProductListQuery['sort'];
  priority: ProductListQuery['orderByPriority'];
  /** The limit and offset written into the statement (a first page), else bound at each run. */
  page: { limit: number; offset: number } | null;
  /** Whether it filters or sorts by the price of now with the running flash prices bound. */
  flash: boolean;
}

/**
 * Pages of a list without search words up to this one have their limit and offset written into
 * the statement: PostgreSQL then keeps one plan for each (a plan made for `LIMIT $1 OFFSET $2`
 * cannot know the page is near the start, so PostgreSQL plans those at every run instead, which
 * cost as much as running them). Deeper pages, rarer, share one statement and are planned at
 * each run.
 */
const FIRST_PAGES = 3;

/** A list query taken apart into its statement's shape and the values for its placeholders. */
function listStatement(query: ProductListQuery & PageQuery, options: ListOptions) {
  const offset = pageOffset(query);
  const firstPage = !query.name && offset < FIRST_PAGES * query.limit;
  const values: Values = firstPage ? {} : { limit: query.limit, offset };
  const mode = options.searchMode ?? 'exact';
  const present = <T>(name: string, value: T | undefined, bound: unknown = value) => {
    if (value === undefined) return false;
    values[name] = bound;
    return true;
  };
  const search = query.name ? searchValues(query.name, mode, values) : null;
  const shape: ListShape = {
    published: !options.includeUnpublished,
    favourites: present('user', options.favouritesOf),
    words: search?.words ?? 0,
    indexed: search?.indexed ?? false,
    mode,
    ranked: Boolean(query.name),
    description: present(
      'description',
      query.description,
      query.description && containsPattern(query.description.toLowerCase()),
    ),
    category: present('category', query.categories),
    sku: present('sku', query.SKU, query.SKU && `${escapeLike(query.SKU.toLowerCase())}%`),
    provider: present(
      'provider',
      query.providerName,
      query.providerName && containsPattern(query.providerName.toLowerCase()),
    ),
    brand: present(
      'brand',
      query.brand,
      query.brand?.map((brand) => brand.toLowerCase()),
    ),
    minPrice: present('minPrice', query.minPrice),
    maxPrice: present('maxPrice', query.maxPrice),
    status: present('status', query.status),
    variant: null,
    sort: query.sort,
    priority: query.orderByPriority,
    page: firstPage ? { limit: query.limit, offset } : null,
    flash: false,
  };
  // Only a list that filters or sorts by price or discount reads the flash prices.
  const byPrice =
    ['price_asc', 'price_desc', 'sale'].includes(query.sort) ||
    shape.minPrice ||
    shape.maxPrice ||
    shape.status;
  if (byPrice && options.flash) {
    shape.flash = true;
    values.flashIds = options.flash.ids;
    values.flashPrices = options.flash.prices;
  }
  // Colour, size and stock are asked of one variant: "M in stock" means an M that is in stock,
  // and "red or blue, M or L" a variant of one of those colours in one of those sizes.
  const colour = present('colour', query.colour);
  const size = present('size', query.size);
  if (query.inStock === false && !colour && !size) shape.variant = 'none-in-stock';
  else if (colour || size || query.inStock)
    shape.variant = { colour, size, inStock: !!query.inStock };
  return { shape, values };
}

/** What one unit costs now (core's `oneUnitPrice`): `current_price`, or a lower flash price. */
const priceNow = (shape: ListShape) =>
  shape.flash
    ? sql`LEAST(${products.currentPrice}, (${sql.placeholder('flashPrices')}::int[])[array_position(${sql.placeholder('flashIds')}::uuid[], ${products.id})])`
    : sql`${products.currentPrice}`;

/** The whole-percent discount of the price now (core's `discountPercent`). */
const discountNow = (shape: ListShape) =>
  shape.flash
    ? sql`((${products.price} - ${priceNow(shape)}) * 100 / ${products.price})`
    : sql`${products.discountPercent}`;

const hasVariant = (condition: SQL) =>
  sql`EXISTS (SELECT 1 FROM ${productVariants} v WHERE v.product_id = ${products.id} AND ${condition})`;

/**
 * Whether PostgreSQL may keep one plan for the shape's statements: a list without search words,
 * or a search whose words the trigram index can look up (the index finds the candidates whatever
 * the words, and each pattern is computed once per run: see `plain`). Any other search is
 * planned at each run with its words: a pattern the index cannot look up (two letters, such as
 * "ao" alone) would make a kept plan read the whole index instead of the table.
 */
const keptPlan = (shape: ListShape) => shape.words === 0 || shape.indexed;

/**
 * A plain search (search words, no other filter, the list's own order) finds and ranks its
 * matches in the narrow `product_search`, which holds all it reads, and joins only the page's
 * products; any other list works on the products themselves.
 */
const plainSearch = (shape: ListShape) =>
  shape.words > 0 &&
  !shape.favourites &&
  !shape.description &&
  !shape.category &&
  !shape.sku &&
  !shape.provider &&
  !shape.brand &&
  !shape.minPrice &&
  !shape.maxPrice &&
  !shape.status &&
  shape.variant === null &&
  shape.sort === 'default';

function filters(shape: ListShape): SQL | undefined {
  if (plainSearch(shape)) {
    return and(
      shape.published ? sql`${productSearch.isPublished}` : undefined,
      searchCondition(shape.words, shape.mode, keptPlan(shape), productSearch),
    );
  }
  const p = sql.placeholder;
  const { variant } = shape;
  return and(
    // Written in, not bound: one less value for a kept plan to guess.
    shape.published ? sql`${products.isPublished}` : undefined,
    shape.favourites
      ? sql`EXISTS (SELECT 1 FROM ${favourites} f WHERE f.product_id = ${products.id} AND f.user_id = ${p('user')})`
      : undefined,
    searchCondition(shape.words, shape.mode, keptPlan(shape)),
    shape.description
      ? sql`(f_unaccent(lower(${products.descriptionVi})) LIKE f_unaccent(${p('description')})
          OR f_unaccent(lower(${products.descriptionEn})) LIKE f_unaccent(${p('description')}))`
      : undefined,
    shape.category ? sql`${products.categoryId} IN ${categoryTree}` : undefined,
    shape.sku
      ? sql`(lower(${products.sku}) LIKE ${p('sku')} OR EXISTS (
          SELECT 1 FROM ${productVariants} v WHERE v.product_id = ${products.id} AND lower(v.sku) LIKE ${p('sku')}))`
      : undefined,
    shape.provider ? sql`lower(${products.providerName}) LIKE ${p('provider')}` : undefined,
    shape.brand ? sql`lower(${products.providerName}) = ANY(${p('brand')}::text[])` : undefined,
    shape.minPrice ? sql`${priceNow(shape)} >= ${p('minPrice')}` : undefined,
    shape.maxPrice ? sql`${priceNow(shape)} <= ${p('maxPrice')}` : undefined,
    // "Sale" is a status a product has, or earns by selling below its price (a sale price, a
    // price rule or a flash price: what the list items say).
    shape.status
      ? sql`(${p('status')}::product_status = ANY(${products.statuses}) OR (${p('status')}::product_status = 'sale' AND ${priceNow(shape)} < ${products.price}))`
      : undefined,
    variant === 'none-in-stock'
      ? sql`NOT ${hasVariant(sql`v.stock > 0`)}`
      : variant
        ? hasVariant(
            and(
              sql`true`,
              variant.colour ? sql`v.colour = ANY(${p('colour')}::text[])` : undefined,
              variant.size ? sql`v.size = ANY(${p('size')}::text[])` : undefined,
              variant.inStock ? sql`v.stock > 0` : undefined,
            )!,
          )
        : undefined,
  );
}

/** The order of a list, over `source`'s columns (a plain search's ids come from product_search). */
function ordering(shape: ListShape, source: SearchSource = products): SQL[] {
  const tieBreak = [desc(source.createdAt), asc(source.id)];
  switch (shape.sort) {
    case 'price_asc':
      return [asc(priceNow(shape)), asc(products.id)];
    case 'price_desc':
      return [desc(priceNow(shape)), asc(products.id)];
    case 'new':
      return [sql`('new' = ANY(${products.statuses})) DESC`, ...tieBreak];
    case 'hot':
      return [desc(products.soldCount), ...tieBreak];
    case 'sale':
      return [desc(discountNow(shape)), ...tieBreak];
    default: {
      const priority = shape.priority === 'DESC' ? desc(source.priority) : asc(source.priority);
      if (shape.favourites) {
        return [
          sql`(SELECT f.created_at FROM ${favourites} f WHERE f.product_id = ${products.id} AND f.user_id = ${sql.placeholder('user')}) DESC`,
          asc(products.id),
        ];
      }
      if (shape.ranked) {
        return [...relevance(shape.mode, keptPlan(shape), source), priority, ...tieBreak];
      }
      return [priority, ...tieBreak];
    }
  }
}

/**
 * A whole number written into the SQL text. Drizzle's `limit` and `offset` take a number (which it
 * binds) or a placeholder, and write any SQL they are given as it is.
 */
const written = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as Placeholder;

/**
 * The page and count statements of one list shape. The filters and order run over bare ids (an
 * index scan for the default order); only the page's rows get their variants, image and category
 * aggregated, in the same statement. Drizzle compiles the SQL once per shape. A shape whose plan
 * can be kept (`keptPlan`) is a named statement: each connection parses it once and PostgreSQL
 * keeps a generic plan. Any other search stays unnamed and is planned at every run with its words.
 */
function prepareList(db: Db, shape: ListShape) {
  const name = (statement: string) => (keptPlan(shape) ? statementName(statement, shape) : '');
  const source = plainSearch(shape) ? productSearch : products;
  const where = filters(shape);
  const order = ordering(shape);
  // A fuzzy search joins the readings of its words (one row, or none when a word has none).
  const readings =
    shape.words > 0 && shape.mode === 'fuzzy' ? searchReadings(shape.words, keptPlan(shape)) : null;
  const ids = readings
    ? db
        .select({ id: source.id, ...readingColumns })
        .from(source)
        .crossJoin(readings)
    : db.select({ id: source.id }).from(source);
  const page = ids
    .where(where)
    .orderBy(...ordering(shape, source))
    .limit(shape.page ? written(shape.page.limit) : sql.placeholder('limit'))
    .offset(shape.page ? written(shape.page.offset) : sql.placeholder('offset'))
    .as('page');
  const columns = {
    ...listColumns,
    shown: sql<string[] | null>`${readings ? sql.raw('page.shown') : sql`NULL::json`}`,
    changed: sql<boolean | null>`${readings ? sql.raw('page.changed') : sql`NULL::boolean`}`,
  };
  const counted = readings
    ? db.select({ total: count() }).from(source).crossJoin(readings)
    : db.select({ total: count() }).from(source);
  return {
    rows: db
      .select(columns)
      .from(page)
      .innerJoin(products, eq(products.id, page.id))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(...order)
      .prepare(name('list')),
    count: counted.where(where).prepare(name('count')),
  };
}

/**
 * One page of products in the listing shape, and the total: a second statement, skipped when the
 * first page already holds everything or when `cachedTotal` knows it.
 */
export async function listProducts(
  db: Db,
  query: ProductListQuery & PageQuery,
  options: ListOptions = {},
  cachedTotal?: number,
) {
  const { shape, values } = listStatement(query, options);
  const statements = compiled(db, 'list', shape, () => prepareList(db, shape));
  const rows = await statements.rows.execute(values);
  const total =
    cachedTotal ??
    (query.page === 1 && rows.length < query.limit
      ? rows.length
      : (await statements.count.execute(values))[0]!.total);
  return { rows, total };
}

export type ProductListRow = Awaited<ReturnType<typeof listProducts>>['rows'][number];

/**
 * For a plain search (see `plainSearch`), a key naming its page of matches: two searches with
 * the same key find the same products in the same order, as long as no product's search text,
 * publication or order changed (tag `search`). Null for any other list.
 */
export function plainSearchKey(
  query: ProductListQuery & PageQuery,
  options: ListOptions = {},
): string | null {
  // Most lists search nothing: no need to take the query apart for them.
  if (!query.name) return null;
  const { shape, values } = listStatement(query, options);
  return plainSearch(shape) ? JSON.stringify([shape, values]) : null;
}
