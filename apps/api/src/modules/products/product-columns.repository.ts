import { schema } from '@lotus/db';
import { sql } from 'drizzle-orm';

const { products, categories } = schema;

/**
 * The listing columns: variants' colours, sizes and stock and the first image aggregated in SQL.
 * The subqueries name the table (`"products".id`): Drizzle leaves a column unqualified in a
 * single-table select (the suggestions), where `id` would then mean the image's own id.
 */
export const listColumns = {
  id: products.id,
  slug: products.slug,
  sku: products.sku,
  nameVi: products.nameVi,
  nameEn: products.nameEn,
  shortDescriptionVi: products.shortDescriptionVi,
  shortDescriptionEn: products.shortDescriptionEn,
  price: products.price,
  /** The catalogue's sale price (the law measures a programme's discount from it). */
  salePrice: products.salePrice,
  /** The sale price or a price rule's, the lower (steps 1–2 of the pricing engine). */
  ruledPrice: products.currentPrice,
  statuses: products.statuses,
  priority: products.priority,
  /** Approved reviews: how many and their ratings' sum (kept by the reviews' moderation). */
  ratingCount: products.ratingCount,
  ratingSum: products.ratingSum,
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
