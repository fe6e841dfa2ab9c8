import {
  COLOURS,
  type Colour,
  type Language,
  type Page,
  type PageQuery,
  type ProductDetail,
  type ProductListItem,
  type ProductListQuery,
  type ProductSuggestion,
  type Result,
  discountPercent,
  fail,
  isColour,
  localize,
  ok,
} from '@lotus/core';
import type { Database } from '@lotus/db';
import { TtlCache } from '../../lib/ttl-cache.ts';
import * as repo from './product.repository.ts';

type ImageRow = { url: string; width: number; height: number; altVi: string; altEn: string };

const image = (row: ImageRow | null, lang: Language) =>
  row && {
    url: row.url,
    width: row.width,
    height: row.height,
    alt: localize({ vi: row.altVi, en: row.altEn }, lang),
  };

/** Colours and sizes in the order of the variants that offer them, and the total stock. */
function summariseOptions(options: { c: string | null; s: string | null; q: number }[] | null) {
  const colours = new Set<Colour>();
  const sizes = new Set<string>();
  let stock = 0;
  for (const option of options ?? []) {
    if (isColour(option.c)) colours.add(option.c);
    if (option.s) sizes.add(option.s);
    stock += option.q;
  }
  return { colours: [...colours], sizes: [...sizes], stock };
}

function toListItem(
  row: repo.ProductListRow | repo.ProductPageRow,
  lang: Language,
): ProductListItem {
  const { colours, sizes, stock } = summariseOptions(row.options);
  return {
    id: row.id,
    slug: row.slug,
    sku: row.sku,
    name: localize({ vi: row.nameVi, en: row.nameEn }, lang),
    shortDescription: localize({ vi: row.shortDescriptionVi, en: row.shortDescriptionEn }, lang),
    category: {
      id: row.category.id,
      slug: row.category.slug,
      name: localize({ vi: row.category.nameVi, en: row.category.nameEn }, lang),
    },
    price: row.price,
    salePrice: row.salePrice,
    discountPercent: discountPercent(row.price, row.salePrice),
    statuses: row.statuses,
    priority: row.priority,
    image: image(row.image, lang),
    colours,
    sizes,
    stock,
    inStock: stock > 0,
  };
}

/**
 * List totals are cached for a few seconds per filter: counting every matching row is most of a
 * list's cost at 10,000 products, and a total a few seconds old is harmless. Pages are never
 * cached. A wishlist (per shopper, small) is always counted.
 */
const listTotals = new WeakMap<Database, TtlCache<number>>();
const TOTAL_TTL_MS = 10_000;

function totalsFor(db: Database) {
  let cache = listTotals.get(db);
  if (!cache) {
    cache = new TtlCache<number>({ ttlMs: TOTAL_TTL_MS, maxEntries: 5000 });
    listTotals.set(db, cache);
  }
  return cache;
}

/**
 * A page of the catalogue (or of one shopper's wishlist) in the visitor's language. A search
 * that matches nothing exactly is tried again with close spellings, so small typos still find.
 */
export async function listProducts(
  db: Database,
  query: ProductListQuery & PageQuery,
  lang: Language,
  options: repo.ListOptions = {},
): Promise<Page<ProductListItem>> {
  const run = async (searchMode: repo.SearchMode) => {
    const filter = {
      ...query,
      page: undefined,
      limit: undefined,
      sort: undefined,
      orderByPriority: undefined,
    };
    const key = options.favouritesOf
      ? null
      : JSON.stringify([filter, options.includeUnpublished ?? false, searchMode]);
    const cache = totalsFor(db);
    const cached = key ? cache.get(key) : undefined;
    const result = await repo.listProducts(db, query, { ...options, searchMode }, cached);
    if (key && cached === undefined) cache.set(key, result.total);
    return result;
  };
  let result = await run('exact');
  if (result.total === 0 && query.name) result = await run('fuzzy');
  return {
    items: result.rows.map((row) => toListItem(row, lang)),
    meta: { page: query.page, pageSize: query.limit, total: result.total },
  };
}

/** A product page by id or slug. */
export async function getProduct(
  db: Database,
  idOrSlug: string,
  lang: Language,
): Promise<Result<ProductDetail>> {
  const row = await repo.findProductPage(db, idOrSlug);
  if (!row) return fail('PRODUCT_NOT_FOUND');
  return ok({
    ...toListItem(row, lang),
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

/**
 * The variants of a product and the options they are made of (colours with their names and
 * swatches, sizes), for the colour and size pickers.
 */
export async function getProductOptions(db: Database, idOrSlug: string, lang: Language) {
  const product = await getProduct(db, idOrSlug, lang);
  if (!product.ok) return product;
  const { variants, colours, sizes } = product.value;
  return ok({
    variants,
    attributes: {
      colours: colours.map((code: Colour) => ({
        code,
        name: COLOURS[code][lang],
        hex: COLOURS[code].hex,
      })),
      sizes,
    },
  });
}

/** Up to `limit` products of the same category as `idOrSlug`, best sellers first. */
export async function relatedProducts(
  db: Database,
  idOrSlug: string,
  limit: number,
  lang: Language,
): Promise<ProductListItem[]> {
  const rows = await repo.relatedProducts(db, idOrSlug, limit);
  return rows.map((row) => toListItem(row, lang));
}

/** The ids on a shopper's wishlist, newest addition first (the filled hearts). */
export function favouriteIds(db: Database, userId: string): Promise<string[]> {
  return repo.favouriteIds(db, userId);
}

/** Suggestions while typing. */
export async function suggest(
  db: Database,
  text: string,
  limit: number,
  lang: Language,
): Promise<ProductSuggestion[]> {
  let rows = await repo.suggestProducts(db, text, limit, 'exact');
  if (!rows.length) rows = await repo.suggestProducts(db, text, limit, 'fuzzy');
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    sku: row.sku,
    name: localize({ vi: row.nameVi, en: row.nameEn }, lang),
    price: row.price,
    salePrice: row.salePrice,
    image: image(row.image, lang),
  }));
}

/** Adds to the wishlist; a product already there is a `FAVOURITE_EXISTING` warning. */
export async function addFavourite(
  db: Database,
  userId: string,
  productId: string,
): Promise<Result<{ productId: string }>> {
  if (!(await repo.productExists(db, productId))) return fail('PRODUCT_NOT_FOUND');
  if (!(await repo.addFavourite(db, userId, productId))) return fail('FAVOURITE_EXISTING');
  return ok({ productId });
}

export async function removeFavourite(
  db: Database,
  userId: string,
  productId: string,
): Promise<Result<{ productId: string }>> {
  return (await repo.removeFavourite(db, userId, productId))
    ? ok({ productId })
    : fail('FAVOURITE_NOT_FOUND');
}

/** Merges a visitor's local wishlist into the account; returns the account's whole list of ids. */
export async function mergeFavourites(db: Database, userId: string, productIds: string[]) {
  await repo.mergeFavourites(db, userId, [...new Set(productIds)]);
  return repo.favouriteIds(db, userId);
}
