import {
  CLOTHING_SIZES,
  COLOUR_CODES,
  type Colour,
  type Language,
  type ProductFacets,
  SHOE_SIZES,
  type ProductListItem,
  discountPercent,
  isColour,
  localize,
  ratingAverage,
} from '@lotus/core';
import type { FacetRows } from './product-facets.repository.ts';
import type * as listRepo from './product-list.repository.ts';

// A product row in the listing shape, as the wire carries it (lists, related, product pages).

/** The listing columns every product query selects (`listColumns`). */
export type ListingRow = Omit<listRepo.ProductListRow, 'shown' | 'changed'>;

type ImageRow = { url: string; width: number; height: number; altVi: string; altEn: string };

export const image = (row: ImageRow | null, lang: Language) =>
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

/** A row as lists show it, selling one unit at `currentPrice` (core's `oneUnitPrice`). */
export function toListItem(row: ListingRow, lang: Language, currentPrice: number): ProductListItem {
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
    currentPrice,
    discountPercent: discountPercent(row.price, currentPrice),
    // Selling below its price (a sale price, a price rule or a flash price) is the "sale" status too.
    statuses:
      currentPrice < row.price && !row.statuses.includes('sale')
        ? [...row.statuses, 'sale']
        : row.statuses,
    priority: row.priority,
    image: image(row.image, lang),
    colours,
    sizes,
    stock,
    inStock: stock > 0,
    rating: { average: ratingAverage(row.ratingSum, row.ratingCount), count: row.ratingCount },
  };
}

const SIZE_ORDER: readonly string[] = [...CLOTHING_SIZES, ...SHOE_SIZES];
const sizeRank = (size: string) => {
  const at = SIZE_ORDER.indexOf(size);
  return at === -1 ? SIZE_ORDER.length : at;
};

/** A list's facets in the order the filters show them: colours as core lists them, sizes worn. */
export function toFacets(rows: FacetRows): ProductFacets {
  const colours = (rows.colours ?? []).filter((c): c is { code: Colour; count: number } =>
    isColour(c.code),
  );
  return {
    brands: rows.brands ?? [],
    colours: colours.sort((a, b) => COLOUR_CODES.indexOf(a.code) - COLOUR_CODES.indexOf(b.code)),
    sizes: (rows.sizes ?? []).sort(
      (a, b) => sizeRank(a.size) - sizeRank(b.size) || a.size.localeCompare(b.size, 'en'),
    ),
  };
}
