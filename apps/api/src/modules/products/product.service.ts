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
import * as repo from './product.repository.ts';

type ImageRow = { url: string; width: number; height: number; altVi: string; altEn: string };

const image = (row: ImageRow | null, lang: Language) =>
  row && { url: row.url, width: row.width, height: row.height, alt: localize({ vi: row.altVi, en: row.altEn }, lang) };

function toListItem(row: repo.ProductListRow | repo.ProductPageRow, lang: Language): ProductListItem {
  const stock = Number(row.options.stock);
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
    colours: (row.options.colours ?? []).filter(isColour),
    sizes: row.options.sizes ?? [],
    stock,
    inStock: stock > 0,
  };
}

/** A page of the catalogue (or of one shopper's wishlist) in the visitor's language. */
export async function listProducts(
  db: Database,
  query: ProductListQuery & PageQuery,
  lang: Language,
  options: repo.ListOptions = {},
): Promise<Page<ProductListItem>> {
  const { rows, total } = await repo.listProducts(db, query, options);
  return {
    items: rows.map((row) => toListItem(row, lang)),
    meta: { page: query.page, pageSize: query.limit, total },
  };
}

/** A product page by id or slug. */
export async function getProduct(db: Database, idOrSlug: string, lang: Language): Promise<Result<ProductDetail>> {
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
      colours: colours.map((code: Colour) => ({ code, name: COLOURS[code][lang], hex: COLOURS[code].hex })),
      sizes,
    },
  });
}

/** Suggestions while typing. */
export async function suggest(db: Database, text: string, limit: number, lang: Language): Promise<ProductSuggestion[]> {
  const rows = await repo.suggestProducts(db, text, limit);
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
export async function addFavourite(db: Database, userId: string, productId: string): Promise<Result<{ productId: string }>> {
  if (!(await repo.productExists(db, productId))) return fail('PRODUCT_NOT_FOUND');
  if (!(await repo.addFavourite(db, userId, productId))) return fail('FAVOURITE_EXISTING');
  return ok({ productId });
}

export async function removeFavourite(db: Database, userId: string, productId: string): Promise<Result<{ productId: string }>> {
  return (await repo.removeFavourite(db, userId, productId)) ? ok({ productId }) : fail('FAVOURITE_NOT_FOUND');
}

/** Merges a visitor's local wishlist into the account; returns the account's whole list of ids. */
export async function mergeFavourites(db: Database, userId: string, productIds: string[]) {
  await repo.mergeFavourites(db, userId, [...new Set(productIds)]);
  return repo.favouriteIds(db, userId);
}
