import {
  type Page,
  type PageQuery,
  type ProductDetail,
  type ProductFacets,
  type ProductListItem,
  type ProductListQuery,
  type ProductOptions,
  type ProductSuggestion,
  type Result,
  type SearchMeta,
  fail,
  isColour,
  localize,
  ok,
  productAttributes,
} from '@lotus/core';
import type { SQL } from 'drizzle-orm';
import type { Db, ServiceContext } from '../../context.ts';
import type { Clock } from '../../lib/clock.ts';
import { type CacheVersions, keptByKeyUntilChanged } from '../../lib/cache-versions.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { type FlashOffers, currentPriceOf, flashValues, keptFlashPrices } from './flash-prices.ts';
import * as cacheRepo from './product-cache.repository.ts';
import * as facetsRepo from './product-facets.repository.ts';
import { type ListingRow, image, toFacets, toListItem } from './product-listing.ts';
import { suggestInstead } from './search-instead.ts';
import * as listRepo from './product-list.repository.ts';
import * as pageRepo from './product-page.repository.ts';
import * as searchRepo from './product-search.repository.ts';
import * as stockRepo from './product-stock.repository.ts';
import * as rulePriceRepo from './rule-price.repository.ts';
import * as ratingRepo from './product-rating.repository.ts';

/** Adds up the quantities of each variant (a stock statement takes each variant once). */
function byVariant(lines: stockRepo.StockLines): stockRepo.StockLines {
  const total = new Map<string, number>();
  for (const line of lines)
    total.set(line.variantId, (total.get(line.variantId) ?? 0) + line.quantity);
  return [...total].map(([variantId, quantity]) => ({ variantId, quantity }));
}

/**
 * List totals are cached for a few seconds per filter: counting every matching row is most of a
 * list's cost at 10,000 products, and a total a few seconds old is harmless. Pages are never
 * cached. A wishlist (per shopper, small) is always counted.
 */
const TOTAL_TTL_MS = 10_000;

/**
 * What a plain search found, kept between requests: its page's product ids in order, the total,
 * and how its words were read (a fuzzy search).
 */
interface SearchMatches {
  ids: string[];
  total: number;
  shown: string[] | null;
  changed: boolean | null;
}

/** How many searches' matches a server copy keeps (the least recently used go first). */
const KEPT_SEARCHES = 1000;
/** How many products' publication a server copy keeps (a catalogue of 10,000 in about 1 MB). */
const KEPT_PUBLICATIONS = 10_000;

/** Options of a list beyond its query: the back office's, or one shopper's wishlist. */
export type ListScope = Omit<listRepo.ListOptions, 'searchMode'>;

/** The catalogue: product lists and search, suggestions, product pages and their options. */
export function createProductService(deps: {
  clock: Clock;
  cacheVersions: CacheVersions;
  /** Where flash prices come from; absent (a test of reprices alone), only the ruled prices. */
  offers?: FlashOffers;
}) {
  // The running flash prices every list and product page sells at (see flash-prices.ts).
  const runningFlash = keptFlashPrices(deps.cacheVersions, deps.offers);
  // Aggregates kept a few seconds per database (the lists' totals, their facets): a change to
  // what lists show makes every one stale at once, on every server copy.
  const brief = new Set<TtlCache<unknown>>();
  deps.cacheVersions.subscribe((tags) => {
    if (tags.includes('lists') || tags.includes('*')) for (const cache of brief) cache.clear();
  });
  const keptBriefly = <T>() => {
    const byDb = new WeakMap<Db, TtlCache<T>>();
    return (db: Db) => {
      let cache = byDb.get(db);
      if (!cache) {
        cache = new TtlCache<T>({
          ttlMs: TOTAL_TTL_MS,
          maxEntries: 5000,
          now: () => deps.clock.now().getTime(),
        });
        byDb.set(db, cache);
        brief.add(cache);
      }
      return cache;
    };
  };
  const totalsFor = keptBriefly<number>();
  const facetsFor = keptBriefly<ProductFacets>();
  // Plain searches' matches, kept until a product's search text, publication or order changes
  // (tag `search`, migration 0018), not by a change of price or stock: a repeated search reads
  // only its page's products, by id.
  const searchMatches = keptByKeyUntilChanged<SearchMatches>(
    deps.cacheVersions,
    'search',
    KEPT_SEARCHES,
  );
  // Which products are published, kept until a product's publication (or its existence) changes:
  // the same notice as the kept searches (tag `search`, migration 0018). Reviews and their
  // figures ask it on every product page.
  const publication = keptByKeyUntilChanged<boolean>(
    deps.cacheVersions,
    'search',
    KEPT_PUBLICATIONS,
  );

  /**
   * A plain search's page: its matches as kept (a transaction searches its own view afresh), its
   * products read now, so prices and stock are current.
   */
  async function plainSearch(
    ctx: ServiceContext,
    key: string,
    query: ProductListQuery & PageQuery,
    options: listRepo.ListOptions,
  ) {
    let rows: listRepo.ProductListRow[] | undefined;
    const matches = await searchMatches.read(
      key,
      async () => {
        const found = await listRepo.listProducts(ctx.db, query, options);
        rows = found.rows;
        return {
          ids: found.rows.map((row) => row.id),
          total: found.total,
          shown: found.rows[0]?.shown ?? null,
          changed: found.rows[0]?.changed ?? null,
        };
      },
      !ctx.inTransaction,
    );
    rows ??= matches.ids.length
      ? (await pageRepo.listProductsById(ctx.db, matches.ids)).map((row) => ({
          ...row,
          shown: matches.shown,
          changed: matches.changed,
        }))
      : [];
    return { rows, total: matches.total };
  }

  /** Rows in the listing shape as the wire carries them, priced with the running flash sales. */
  async function listItems(ctx: ServiceContext, rows: readonly ListingRow[]) {
    const flash = await runningFlash(ctx);
    return rows.map((row) => toListItem(row, ctx.lang, currentPriceOf(row, flash)));
  }

  async function find(ctx: ServiceContext, idOrSlug: string): Promise<Result<ProductDetail>> {
    const [row, flash] = await Promise.all([
      pageRepo.findProductPage(ctx.db, idOrSlug),
      runningFlash(ctx),
    ]);
    if (!row) return fail('PRODUCT_NOT_FOUND');
    const lang = ctx.lang;
    return ok({
      ...toListItem(row, lang, currentPriceOf(row, flash)),
      description: localize({ vi: row.descriptionVi, en: row.descriptionEn }, lang),
      providerName: row.providerName,
      soldCount: row.soldCount,
      breadcrumb: (row.breadcrumb ?? []).map((c) => ({
        id: c.id,
        slug: c.slug,
        name: localize({ vi: c.nameVi, en: c.nameEn }, lang),
      })),
      images: row.images.map((i) => ({ ...image(i, lang)!, colour: i.colour })),
      variants: row.variants.map((v) => ({ ...v, colour: isColour(v.colour) ? v.colour : null })),
      specifications: row.specifications.map((s) => ({
        name: localize({ vi: s.nameVi, en: s.nameEn }, lang),
        value: localize({ vi: s.valueVi, en: s.valueEn }, lang),
      })),
    });
  }

  return {
    /**
     * A page of the catalogue (or of one shopper's wishlist) in the visitor's language. A search
     * that matches nothing as typed is read again word by word (Telex/VNI keys, then the nearest
     * catalogue word), and `meta.search.corrected` says what was searched; one that still finds
     * nothing offers `meta.search.suggested`, the words that can be read, when they find
     * something. `exact` searches the words as typed only.
     */
    async list(
      ctx: ServiceContext,
      query: ProductListQuery & PageQuery,
      scope: ListScope = {},
    ): Promise<Page<ProductListItem>> {
      const flash = await runningFlash(ctx);
      const run = async (searchMode: searchRepo.SearchMode, q = query) => {
        const options = { ...scope, searchMode, flash: flashValues(flash) };
        const searchKey = ctx.inTransaction ? null : listRepo.plainSearchKey(q, options);
        if (searchKey) return plainSearch(ctx, searchKey, q, options);
        const filter = {
          ...q,
          page: undefined,
          limit: undefined,
          sort: undefined,
          orderByPriority: undefined,
        };
        const key = scope.favouritesOf
          ? null
          : JSON.stringify([filter, scope.includeUnpublished ?? false, searchMode, options.flash]);
        const cache = totalsFor(ctx.db);
        const cached = key ? cache.get(key) : undefined;
        const result = await listRepo.listProducts(ctx.db, q, options, cached);
        if (key && cached === undefined) cache.set(key, result.total);
        return result;
      };
      let result = await run('exact');
      let search: SearchMeta | undefined;
      if (result.total === 0 && query.name && !query.exact) {
        result = await run('fuzzy');
        const read = result.rows[0];
        if (read?.changed && read.shown) search = { corrected: read.shown.join(' ') };
      }
      if (result.total === 0 && query.name) {
        const suggested = await suggestInstead(ctx, query.name, async (name) => {
          const found = await run('exact', { ...query, name, page: 1, limit: 1 });
          return found.total > 0;
        });
        if (suggested) search = { suggested };
      }
      return {
        items: result.rows.map((row) => toListItem(row, ctx.lang, currentPriceOf(row, flash))),
        meta: {
          page: query.page,
          pageSize: query.limit,
          total: result.total,
          ...(search ? { search } : {}),
        },
      };
    },

    /** A published product page by id or slug. */
    find,

    /**
     * Until when the prices this copy answers hold by the clock: the next start or end of a
     * flash sale (null: none to come). An answer carrying prices names it (`x-cache-until`) and
     * the tag `offers`, so no kept page shows a flash price past its sale.
     */
    async pricesUntil(ctx: ServiceContext): Promise<Date | null> {
      return (await runningFlash(ctx)).until;
    },

    /**
     * The variants of a product and the options they are made of (colours with their names and
     * swatches, sizes), for the colour and size pickers.
     */
    async options(
      ctx: ServiceContext,
      idOrSlug: string,
    ): Promise<Result<ProductOptions & { id: string }>> {
      const product = await find(ctx, idOrSlug);
      if (!product.ok) return product;
      const { id, variants } = product.value;
      return ok({ id, variants, attributes: productAttributes(product.value, ctx.lang) });
    },

    /** Up to `limit` products of the same category as `idOrSlug`, best sellers first. */
    async related(
      ctx: ServiceContext,
      idOrSlug: string,
      limit: number,
    ): Promise<ProductListItem[]> {
      return listItems(ctx, await pageRepo.relatedProducts(ctx.db, idOrSlug, limit));
    },

    /**
     * What a list of `category` (and its tree) can be filtered by: its products' makers, colours
     * and sizes with their counts, kept a few seconds per category like the lists' totals.
     */
    facets(ctx: ServiceContext, category: string | undefined): Promise<ProductFacets> {
      const cache = facetsFor(ctx.db);
      const key = category ?? '';
      const kept = ctx.inTransaction ? undefined : cache.get(key);
      if (kept) return Promise.resolve(kept);
      return facetsRepo.listFacets(ctx.db, category).then((rows) => {
        const facets = toFacets(rows);
        if (!ctx.inTransaction) cache.set(key, facets);
        return facets;
      });
    },

    /** Suggestions while typing: exact matches, else close spellings. */
    async suggest(ctx: ServiceContext, text: string, limit: number): Promise<ProductSuggestion[]> {
      let rows = await searchRepo.suggestProducts(ctx.db, text, limit, 'exact');
      if (!rows.length) rows = await searchRepo.suggestProducts(ctx.db, text, limit, 'fuzzy');
      const flash = await runningFlash(ctx);
      return rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        sku: row.sku,
        name: localize({ vi: row.nameVi, en: row.nameEn }, ctx.lang),
        price: row.price,
        currentPrice: currentPriceOf(row, flash),
        image: image(row.image, ctx.lang),
      }));
    },

    /**
     * The invalidation hook: tells every server copy, when `ctx`'s transaction commits, that the
     * pages of `productIds` (and every list) must be fresh again. Writes to the catalogue's tables
     * announce themselves (database triggers, migration 0009); call this for a change those
     * tables do not show, such as a price rule or a flash sale starting at its hour.
     */
    async changed(ctx: ServiceContext, productIds: readonly string[] | 'all'): Promise<void> {
      const tags =
        productIds === 'all'
          ? ['lists', 'product:*']
          : ['lists', ...productIds.map((id) => `product:${id}`)];
      await cacheRepo.noticeChange(ctx.db, tags);
    },

    /** Whether a published product exists, by id (as kept; a transaction asks its own view). */
    isPublished(ctx: ServiceContext, id: string): Promise<boolean> {
      return publication.read(id, () => pageRepo.productExists(ctx.db, id), !ctx.inTransaction);
    },

    /**
     * Stock taking for an order, as a statement the order's own statement runs inside its
     * transaction (one round trip for stock, order and lines): conditional updates that answer
     * the variant ids they took; a missing id had too little stock (or its product is no longer
     * published) and the order must roll back. Quantities of one variant are added up first.
     */
    stockTaking(
      lines: stockRepo.StockLines,
      order: { orderId: string; now: Date },
    ): {
      statement: ReturnType<typeof stockRepo.takeStockStatement>;
      /** The ledger's rows of what the statement took, given the name it runs under. */
      ledger: (taken: SQL) => SQL;
      variants: number;
    } {
      const merged = byVariant(lines);
      return {
        statement: stockRepo.takeStockStatement(merged),
        ledger: (taken) => stockRepo.soldMovementsStatement(taken, order.orderId, order.now),
        variants: merged.length,
      };
    },

    /** Each product's price, sale price and category: what its rule price is computed from. */
    catalogPrices(ctx: ServiceContext) {
      return rulePriceRepo.productPrices(ctx.db);
    },

    /**
     * Takes the turn of setting rule prices, until the caller's transaction ends: reprices run one
     * at a time on every server copy, so each reads what the one before it wrote.
     */
    lockRulePrices(ctx: ServiceContext) {
      if (!ctx.inTransaction) throw new Error('lockRulePrices needs a transaction');
      return rulePriceRepo.lockRulePrices(ctx.db);
    },

    /**
     * Sets products' rule prices (null: no rule), which `current_price` follows; answers how many
     * changed (each announces itself to the page cache).
     */
    setRulePrices(ctx: ServiceContext, prices: { id: string; rulePrice: number | null }[]) {
      return rulePriceRepo.setRulePrices(ctx.db, prices);
    },

    /** Gives an order's stock back (a cancel or a rejection), in the caller's transaction. */
    restock(ctx: ServiceContext, lines: stockRepo.StockLines, orderId: string): Promise<void> {
      return stockRepo.restock(ctx.db, byVariant(lines), { orderId, now: ctx.now });
    },

    /**
     * Adds `change` to a product's approved-review counters (the reviews' moderation, in its
     * transaction); the product's pages and the lists are told by the table's change notice.
     */
    async addToRating(
      ctx: ServiceContext,
      productId: string,
      change: { count: number; sum: number },
    ): Promise<void> {
      if (change.count === 0 && change.sum === 0) return;
      await ratingRepo.addToRating(ctx.db, productId, change);
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
