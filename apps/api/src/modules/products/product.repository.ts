import { type PageQuery, type ProductListQuery, pageOffset } from '@lotus/core';
import { type Database, schema } from '@lotus/db';
import { type SQL, and, asc, count, desc, eq, sql } from 'drizzle-orm';

const { products, categories, productVariants, favourites, searchWords } = schema;

/** Text for a LIKE pattern, with the user's own wildcards taken literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` for LIKE. */
function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** The words of a search, at most 8, each matched on its own. */
function splitWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s,.;:/|+]+/)
    .filter(Boolean)
    .slice(0, 8);
}

/** Ids of a category (its slug bound as `category`) and all its descendants. */
const categoryTree = sql`(
  WITH RECURSIVE tree AS (
    SELECT id FROM ${categories} WHERE slug = ${sql.placeholder('category')}
    UNION ALL
    SELECT c.id FROM ${categories} c JOIN tree ON c.parent_id = tree.id
  ) SELECT id FROM tree)`;

const effectivePrice = sql`coalesce(${products.salePrice}, ${products.price})`;

/**
 * How search matches: `exact` wants every word in a name or the SKU, spelled with or without
 * diacritics; `fuzzy` (used when nothing matches exactly) first corrects each word to the closest
 * word the catalogue uses (trigram similarity over `search_words`), so small typos still find
 * their product. Both then match with the trigram index on `search_text`.
 */
export type SearchMode = 'exact' | 'fuzzy';

export interface ListOptions {
  /** How the search words match (see `SearchMode`); exact unless told otherwise. */
  searchMode?: SearchMode;
  /** Back-office lists include unpublished products. */
  includeUnpublished?: boolean;
  /** Only this shopper's wishlist, newest addition first. */
  favouritesOf?: string;
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
  mode: SearchMode;
  ranked: boolean;
  description: boolean;
  category: boolean;
  sku: boolean;
  provider: boolean;
  minPrice: boolean;
  maxPrice: boolean;
  status: boolean;
  /** A variant condition: one variant with this colour / size / stock, or no variant in stock. */
  variant: { colour: boolean; size: boolean; inStock: boolean } | 'none-in-stock' | null;
  sort: ProductListQuery['sort'];
  priority: ProductListQuery['orderByPriority'];
}

type Values = Record<string, unknown>;

/**
 * Binds a search's words (`w0`, `w1`…: LIKE patterns, or the bare words to correct) and, for an
 * exact search, its phrase; returns how many words there are.
 */
function searchValues(text: string, mode: SearchMode, values: Values): number {
  const words = splitWords(text);
  words.forEach((word, i) => (values[`w${i}`] = mode === 'exact' ? containsPattern(word) : word));
  if (mode === 'exact') {
    const phrase = text.toLowerCase().trim();
    values.phraseContains = containsPattern(phrase);
    values.phrasePrefix = `${escapeLike(phrase)}%`;
  }
  return words.length;
}

/** A list query taken apart into its statement's shape and the values for its placeholders. */
function listStatement(query: ProductListQuery & PageQuery, options: ListOptions) {
  const values: Values = { limit: query.limit, offset: pageOffset(query) };
  const mode = options.searchMode ?? 'exact';
  const present = <T>(name: string, value: T | undefined, bound: unknown = value) => {
    if (value === undefined) return false;
    values[name] = bound;
    return true;
  };
  const shape: ListShape = {
    published: !options.includeUnpublished,
    favourites: present('user', options.favouritesOf),
    words: query.name ? searchValues(query.name, mode, values) : 0,
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
    minPrice: present('minPrice', query.minPrice),
    maxPrice: present('maxPrice', query.maxPrice),
    status: present('status', query.status),
    variant: null,
    sort: query.sort,
    priority: query.orderByPriority,
  };
  // Colour, size and stock are asked of one variant: "M in stock" means an M that is in stock.
  const colour = present('colour', query.colour);
  const size = present('size', query.size, query.size?.toUpperCase());
  if (query.inStock === false && !colour && !size) shape.variant = 'none-in-stock';
  else if (colour || size || query.inStock)
    shape.variant = { colour, size, inStock: !!query.inStock };
  return { shape, values };
}

/** How far (trigram distance, 1 − similarity) a correction may be: pg_trgm's default 0.3 similarity. */
const MAX_CORRECTION_DISTANCE = 0.7;

/**
 * The catalogue word nearest to typed word `i` (found by the GiST index on `search_words`) as a
 * `%word%` pattern; null when even the nearest is too far.
 */
function correctedPattern(i: number): SQL {
  const typed = sql`f_unaccent(${sql.placeholder(`w${i}`)})`;
  return sql`(SELECT '%' || nearest.word || '%' FROM (
    SELECT s.word, s.word <-> ${typed} AS distance FROM ${searchWords} s
    ORDER BY s.word <-> ${typed} LIMIT 1) nearest
    WHERE nearest.distance <= ${sql.raw(String(MAX_CORRECTION_DISTANCE))})`;
}

/** Every word in a name or the SKU: as typed (exact), or as corrected (fuzzy). */
function searchCondition(words: number, mode: SearchMode): SQL | undefined {
  return and(
    ...Array.from({ length: words }, (_, i) =>
      mode === 'exact'
        ? sql`${products.searchText} LIKE f_unaccent(${sql.placeholder(`w${i}`)})`
        : sql`${products.searchText} LIKE ${correctedPattern(i)}`,
    ),
  );
}

/**
 * Relevance of an exact search, best first: the whole phrase, then a name that starts with it.
 * Corrected (fuzzy) matches all hold every corrected word and keep the list's own order.
 */
function relevance(mode: SearchMode): SQL[] {
  if (mode === 'fuzzy') return [];
  return [
    sql`(${products.searchText} LIKE f_unaccent(${sql.placeholder('phraseContains')})) DESC`,
    sql`(${products.searchText} LIKE f_unaccent(${sql.placeholder('phrasePrefix')})) DESC`,
  ];
}

const hasVariant = (condition: SQL) =>
  sql`EXISTS (SELECT 1 FROM ${productVariants} v WHERE v.product_id = ${products.id} AND ${condition})`;

function filters(shape: ListShape): SQL | undefined {
  const p = sql.placeholder;
  const { variant } = shape;
  return and(
    shape.published ? eq(products.isPublished, true) : undefined,
    shape.favourites
      ? sql`EXISTS (SELECT 1 FROM ${favourites} f WHERE f.product_id = ${products.id} AND f.user_id = ${p('user')})`
      : undefined,
    searchCondition(shape.words, shape.mode),
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
    shape.minPrice ? sql`${effectivePrice} >= ${p('minPrice')}` : undefined,
    shape.maxPrice ? sql`${effectivePrice} <= ${p('maxPrice')}` : undefined,
    shape.status ? sql`${p('status')}::product_status = ANY(${products.statuses})` : undefined,
    variant === 'none-in-stock'
      ? sql`NOT ${hasVariant(sql`v.stock > 0`)}`
      : variant
        ? hasVariant(
            and(
              sql`true`,
              variant.colour ? sql`v.colour = ${p('colour')}` : undefined,
              variant.size ? sql`v.size = ${p('size')}` : undefined,
              variant.inStock ? sql`v.stock > 0` : undefined,
            )!,
          )
        : undefined,
  );
}

function ordering(shape: ListShape): SQL[] {
  const tieBreak = [desc(products.createdAt), asc(products.id)];
  switch (shape.sort) {
    case 'price_asc':
      return [sql`${effectivePrice} ASC`, asc(products.id)];
    case 'price_desc':
      return [sql`${effectivePrice} DESC`, asc(products.id)];
    case 'new':
      return [sql`('new' = ANY(${products.statuses})) DESC`, ...tieBreak];
    case 'hot':
      return [desc(products.soldCount), ...tieBreak];
    case 'sale':
      return [
        sql`(${products.price} - ${effectivePrice})::float8 / ${products.price} DESC`,
        ...tieBreak,
      ];
    default: {
      const priority = shape.priority === 'DESC' ? desc(products.priority) : asc(products.priority);
      if (shape.favourites) {
        return [
          sql`(SELECT f.created_at FROM ${favourites} f WHERE f.product_id = ${products.id} AND f.user_id = ${sql.placeholder('user')}) DESC`,
          asc(products.id),
        ];
      }
      if (shape.ranked) return [...relevance(shape.mode), priority, ...tieBreak];
      return [priority, ...tieBreak];
    }
  }
}

/**
 * The listing columns: variants' colours, sizes and stock and the first image aggregated in SQL.
 * The subqueries name the table (`"products".id`): Drizzle leaves a column unqualified in a
 * single-table select (the suggestions), where `id` would then mean the image's own id.
 */
const listColumns = {
  id: products.id,
  slug: products.slug,
  sku: products.sku,
  nameVi: products.nameVi,
  nameEn: products.nameEn,
  shortDescriptionVi: products.shortDescriptionVi,
  shortDescriptionEn: products.shortDescriptionEn,
  price: products.price,
  salePrice: products.salePrice,
  statuses: products.statuses,
  priority: products.priority,
  category: {
    id: categories.id,
    slug: categories.slug,
    nameVi: categories.nameVi,
    nameEn: categories.nameEn,
  },
  image: sql<{ url: string; width: number; height: number; altVi: string; altEn: string } | null>`(
    SELECT json_build_object('url', i.url, 'width', i.width, 'height', i.height,
                             'altVi', i.alt_vi, 'altEn', i.alt_en)
    FROM product_images i WHERE i.product_id = ${products}.id
    ORDER BY i.position LIMIT 1)`,
  /** The variants' options in display order; the service derives colours, sizes and stock. */
  options: sql<{ c: string | null; s: string | null; q: number }[] | null>`(
    SELECT json_agg(json_build_object('c', v.colour, 's', v.size, 'q', v.stock) ORDER BY v.position)
    FROM product_variants v WHERE v.product_id = ${products}.id)`,
};

/**
 * The page and count statements of one list shape. The filters and order run over bare ids (an
 * index scan for the default order); only the page's rows get their variants, image and category
 * aggregated, in the same statement. Prepared unnamed: Drizzle compiles the SQL once, while
 * PostgreSQL still plans every run with its values (a generic plan would ignore how selective the
 * search words are).
 */
function prepareList(db: Database, shape: ListShape) {
  const where = filters(shape);
  const order = ordering(shape);
  const page = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return {
    rows: db
      .select(listColumns)
      .from(page)
      .innerJoin(products, eq(products.id, page.id))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(...order)
      .prepare(''),
    count: db.select({ total: count() }).from(products).where(where).prepare(''),
  };
}

/**
 * Compiled statements per database and shape (a JSON key); shapes are few, but each map is
 * capped, dropping its oldest entry.
 */
const compiledStatements = new WeakMap<Database, Map<string, unknown>>();
const MAX_SHAPES = 500;

function compiled<T>(db: Database, kind: string, shape: object, prepare: () => T): T {
  let byShape = compiledStatements.get(db);
  if (!byShape) compiledStatements.set(db, (byShape = new Map<string, unknown>()));
  const key = `${kind}:${JSON.stringify(shape)}`;
  let statements = byShape.get(key) as T | undefined;
  if (!statements) {
    if (byShape.size >= MAX_SHAPES) byShape.delete(byShape.keys().next().value!);
    statements = prepare();
    byShape.set(key, statements);
  }
  return statements;
}

/**
 * One page of products in the listing shape, and the total: a second statement, skipped when the
 * first page already holds everything or when `cachedTotal` knows it.
 */
export async function listProducts(
  db: Database,
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A published product by id or slug with everything its page shows (images, variants,
 * specifications, category path), in one statement; null when there is none.
 */
export async function findProductPage(db: Database, idOrSlug: string) {
  const match = UUID.test(idOrSlug) ? eq(products.id, idOrSlug) : eq(products.slug, idOrSlug);
  const [row] = await db
    .select({
      ...listColumns,
      descriptionVi: products.descriptionVi,
      descriptionEn: products.descriptionEn,
      providerName: products.providerName,
      soldCount: products.soldCount,
      images: sql<
        {
          url: string;
          width: number;
          height: number;
          altVi: string;
          altEn: string;
          colour: string | null;
        }[]
      >`(
        SELECT coalesce(json_agg(json_build_object('url', i.url, 'width', i.width, 'height', i.height,
          'altVi', i.alt_vi, 'altEn', i.alt_en, 'colour', i.colour) ORDER BY i.position), '[]')
        FROM product_images i WHERE i.product_id = ${products.id})`,
      variants: sql<
        { id: string; sku: string; colour: string | null; size: string | null; stock: number }[]
      >`(
        SELECT coalesce(json_agg(json_build_object('id', v.id, 'sku', v.sku, 'colour', v.colour,
          'size', v.size, 'stock', v.stock) ORDER BY v.position, v.sku), '[]')
        FROM product_variants v WHERE v.product_id = ${products.id})`,
      specifications: sql<{ nameVi: string; nameEn: string; valueVi: string; valueEn: string }[]>`(
        SELECT coalesce(json_agg(json_build_object('nameVi', s.name_vi, 'nameEn', s.name_en,
          'valueVi', s.value_vi, 'valueEn', s.value_en) ORDER BY s.position), '[]')
        FROM product_specifications s WHERE s.product_id = ${products.id})`,
      breadcrumb: sql<{ id: string; slug: string; nameVi: string; nameEn: string }[]>`(
        WITH RECURSIVE up AS (
          SELECT c.id, c.slug, c.name_vi, c.name_en, c.parent_id, 0 AS depth
          FROM categories c WHERE c.id = ${products.categoryId}
          UNION ALL
          SELECT p.id, p.slug, p.name_vi, p.name_en, p.parent_id, up.depth + 1
          FROM categories p JOIN up ON p.id = up.parent_id WHERE up.depth < 10)
        SELECT json_agg(json_build_object('id', id, 'slug', slug, 'nameVi', name_vi, 'nameEn', name_en)
          ORDER BY depth DESC) FROM up)`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(match, eq(products.isPublished, true)))
    .limit(1);
  return row ?? null;
}

export type ProductPageRow = NonNullable<Awaited<ReturnType<typeof findProductPage>>>;

/**
 * Published products of the same category as the product `idOrSlug` (itself excluded), best
 * sellers first, in the listing shape; one statement. Empty when the product is unknown.
 */
export async function relatedProducts(db: Database, idOrSlug: string, limit: number) {
  const source = UUID.test(idOrSlug) ? sql`s.id = ${idOrSlug}` : sql`s.slug = ${idOrSlug}`;
  const ids = db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.isPublished, true),
        sql`(${products.categoryId}, true) IN (SELECT s.category_id, s.is_published FROM ${products} s WHERE ${source})`,
        sql`${products.id} NOT IN (SELECT s.id FROM ${products} s WHERE ${source})`,
      ),
    )
    .orderBy(desc(products.soldCount), asc(products.priority), asc(products.id))
    .limit(limit)
    .as('page');
  return db
    .select(listColumns)
    .from(ids)
    .innerJoin(products, eq(products.id, ids.id))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(desc(products.soldCount), asc(products.priority), asc(products.id));
}

function prepareSuggestions(db: Database, words: number, mode: SearchMode) {
  return db
    .select({
      id: products.id,
      slug: products.slug,
      sku: products.sku,
      nameVi: products.nameVi,
      nameEn: products.nameEn,
      price: products.price,
      salePrice: products.salePrice,
      image: listColumns.image,
    })
    .from(products)
    .where(and(eq(products.isPublished, true), searchCondition(words, mode)))
    .orderBy(...relevance(mode), desc(products.soldCount), asc(products.id))
    .limit(sql.placeholder('limit'))
    .prepare('');
}

/** Best matches for what a shopper is typing, most relevant first. */
export async function suggestProducts(db: Database, text: string, limit: number, mode: SearchMode) {
  const values: Values = { limit };
  const words = searchValues(text, mode, values);
  if (!words) return [];
  const shape = { words, mode };
  return compiled(db, 'suggest', shape, () => prepareSuggestions(db, words, mode)).execute(values);
}

/** Whether a published product exists, by id. */
export async function productExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.isPublished, true)))
    .limit(1);
  return Boolean(row);
}

/** Adds a product to a wishlist; false when it was already there. */
export async function addFavourite(
  db: Database,
  userId: string,
  productId: string,
): Promise<boolean> {
  const inserted = await db
    .insert(favourites)
    .values({ userId, productId })
    .onConflictDoNothing()
    .returning({ productId: favourites.productId });
  return inserted.length > 0;
}

export async function removeFavourite(
  db: Database,
  userId: string,
  productId: string,
): Promise<boolean> {
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)))
    .returning({ productId: favourites.productId });
  return removed.length > 0;
}

/** Adds the published ones among `productIds` to a wishlist (a visitor's list merged at login). */
export async function mergeFavourites(db: Database, userId: string, productIds: string[]) {
  if (!productIds.length) return;
  await db.execute(sql`
    INSERT INTO ${favourites} (user_id, product_id)
    SELECT ${userId}, p.id FROM ${products} p
    WHERE p.id IN (${sql.join(
      productIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) AND p.is_published
    ON CONFLICT DO NOTHING`);
}

/** The ids on a wishlist (for the heart icons). */
export async function favouriteIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt));
  return rows.map((r) => r.productId);
}
