import {
  type Colour,
  type Language,
  type Page,
  type PageQuery,
  type ProductListItem,
  type ProductListQuery,
  discountPercent,
  localize,
} from '@lotus/core';
import type { Database } from '@lotus/db';
import { type ProductListRow, listPublished } from './product.repository.ts';

function toListItem(row: ProductListRow, lang: Language): ProductListItem {
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
    image: row.image && {
      url: row.image.url,
      width: row.image.width,
      height: row.image.height,
      alt: localize({ vi: row.image.altVi, en: row.image.altEn }, lang),
    },
    colours: (row.options.colours ?? []) as Colour[],
    sizes: row.options.sizes ?? [],
    stock,
    inStock: stock > 0,
  };
}

/** A page of the public catalogue in the visitor's language. */
export async function listPublicProducts(
  db: Database,
  query: ProductListQuery & PageQuery,
  lang: Language,
): Promise<Page<ProductListItem>> {
  const { rows, total } = await listPublished(db, query);
  return {
    items: rows.map((row) => toListItem(row, lang)),
    meta: { page: query.page, pageSize: query.limit, total },
  };
}
