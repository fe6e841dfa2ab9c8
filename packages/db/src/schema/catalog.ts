import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const productStatus = pgEnum('product_status', ['new', 'hot', 'sale']);

/** Categories form a tree; names and descriptions are kept in Vietnamese and English. */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionVi: text('description_vi').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    image: text('image'),
    priority: integer('priority').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_slug_unique').on(t.slug),
    index('categories_parent_idx').on(t.parentId),
  ],
);

/** The price a shopper pays now, from the columns of one product row. */
const CURRENT_PRICE =
  'LEAST(CASE WHEN sale_price IS NOT NULL AND sale_price < price THEN sale_price ELSE price END, coalesce(rule_price, price))';

/**
 * A product: the price is a whole number of đồng; `salePrice`, when set, is what the shopper pays
 * instead. `priority` orders the default listing (lower first); `soldCount` ranks "hot".
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    sku: text('sku').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    shortDescriptionVi: text('short_description_vi').notNull().default(''),
    shortDescriptionEn: text('short_description_en').notNull().default(''),
    descriptionVi: text('description_vi').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** The maker or provider shown on the product and filtered by `providerName`. */
    providerName: text('provider_name'),
    price: integer('price').notNull(),
    salePrice: integer('sale_price'),
    /**
     * The unit price the best running price rule gives (core's `catalogueUnitPrice`), or null
     * when none covers the product: a job sets it at each rule's start and end.
     */
    rulePrice: integer('rule_price'),
    /**
     * What a shopper pays now, kept by the database in step with core's `catalogueUnitPrice` (the
     * sale price when it is below the price, or the price rule's when lower still); lists filter
     * and sort by it. A test holds the two equal for every product.
     */
    currentPrice: integer('current_price').generatedAlwaysAs(sql.raw(CURRENT_PRICE)),
    /** Core's `discountPercent` of the current price (whole percent, rounded down): "sale off". */
    discountPercent: integer('discount_percent').generatedAlwaysAs(
      sql.raw(`((price - ${CURRENT_PRICE})::bigint * 100 / price)::integer`),
    ),
    statuses: productStatus('statuses')
      .array()
      .notNull()
      .default(sql`'{}'::product_status[]`),
    priority: integer('priority').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    /** How many APPROVED reviews the product has, and the sum of their ratings (for the average). */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    /**
     * When the back office "deleted" a product that was ever ordered: it is kept (orders and
     * reviews keep pointing at it), unpublished, and left out of the back office's lists.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** A variant with this many or fewer in stock is "low" in the back office's list. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Both names and the SKU, lower-cased and without diacritics: what search matches against
     * (a trigram index makes it fast and typo-tolerant).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`f_unaccent(lower(name_vi || ' ' || name_en || ' ' || sku))`,
    ),
  },
  (t) => [
    uniqueIndex('products_slug_unique').on(t.slug),
    // Without a pending list: entries go straight into the index, so a search never scans a list
    // of recent writes (a re-pricing of 1,110 products left 157 pages that every search read).
    index('products_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('products_current_price_idx').on(t.currentPrice),
    index('products_discount_idx').on(t.discountPercent),
    index('products_sold_idx').on(t.soldCount),
    index('products_created_idx').on(t.createdAt),
    index('products_provider_idx').on(sql`lower(${t.providerName})`),
    uniqueIndex('products_sku_unique').on(t.sku),
    index('products_category_idx').on(t.categoryId),
    index('products_listing_idx').on(t.priority, t.createdAt),
    check('products_price_positive', sql`${t.price} > 0`),
    check(
      'products_sale_price_valid',
      sql`${t.salePrice} IS NULL OR (${t.salePrice} > 0 AND ${t.salePrice} < ${t.price})`,
    ),
    check('products_sold_count_non_negative', sql`${t.soldCount} >= 0`),
    check('products_low_stock_threshold_valid', sql`${t.lowStockThreshold} >= 0`),
    check('products_archived_unpublished', sql`${t.archivedAt} IS NULL OR NOT ${t.isPublished}`),
    check(
      'products_rule_price_valid',
      sql`${t.rulePrice} IS NULL OR (${t.rulePrice} >= 0 AND ${t.rulePrice} <= ${t.price})`,
    ),
  ],
);

/**
 * What a plain search reads of each product, one narrow row per product (about 50 to a page
 * instead of 6): the search text, whether it is published and the list's order. A trigger on
 * products keeps it (migration 0017). A search without other filters finds and ranks its matches
 * here, then reads only the page's products: checking 1,000 matches on their product rows
 * visited 880 pages.
 */
export const productSearch = pgTable(
  'product_search',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    searchText: text('search_text').notNull(),
    isPublished: boolean('is_published').notNull(),
    priority: integer('priority').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('product_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * Every word of the published products' names and SKUs, as search matches it (lower-cased, without
 * diacritics: `word`) and as the names write it (`form`, e.g. "áo"), with the number of published
 * products that carry it. A trigger on products keeps it: a renamed or unpublished product takes
 * its words' counts down, and a word no product carries any more leaves. A search that finds
 * nothing corrects each word to the nearest word here (see product-search.repository.ts) and
 * shows the correction in its written form.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').notNull(),
    form: text('form').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.word, t.form] }),
    index('search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
    index('search_words_length_idx').on(sql`length(${t.word})`),
  ],
);

/** A buyable combination of colour and size, with its own SKU and stock. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    colour: text('colour'),
    size: text('size'),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_variants_sku_unique').on(t.sku),
    index('product_variants_colour_size_idx').on(t.colour, t.size, t.productId),
    uniqueIndex('product_variants_option_unique').on(
      t.productId,
      sql`coalesce(${t.colour}, '')`,
      sql`coalesce(${t.size}, '')`,
    ),
    index('product_variants_product_idx').on(t.productId),
    check('product_variants_stock_non_negative', sql`${t.stock} >= 0`),
  ],
);

/** A row of the specifications table on the product page, in both languages. */
export const productSpecifications = pgTable(
  'product_specifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    valueVi: text('value_vi').notNull(),
    valueEn: text('value_en').notNull(),
  },
  (t) => [index('product_specifications_product_idx').on(t.productId, t.position)],
);

/** An image of a product, served from the shop's own files, with its intrinsic size. */
export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    altVi: text('alt_vi').notNull().default(''),
    altEn: text('alt_en').notNull().default(''),
    colour: text('colour'),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/** A signed-in shopper's wishlist: one row per product, added once. */
export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('favourites_product_idx').on(t.productId),
  ],
);

/** The home page's intro banner; the current one is the newest active one in its window. */
export const intros = pgTable(
  'intros',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    titleVi: text('title_vi').notNull(),
    titleEn: text('title_en').notNull(),
    subtitleVi: text('subtitle_vi').notNull().default(''),
    subtitleEn: text('subtitle_en').notNull().default(''),
    ctaVi: text('cta_vi').notNull().default(''),
    ctaEn: text('cta_en').notNull().default(''),
    link: text('link').notNull().default('/products'),
    image: text('image'),
    isActive: boolean('is_active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('intros_active_idx').on(t.isActive, t.createdAt)],
);
