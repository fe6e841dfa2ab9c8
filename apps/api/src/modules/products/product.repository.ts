import { type PageQuery, type ProductListQuery, pageOffset } from '@lotus/core';
import { type Database, schema } from '@lotus/db';
import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

const { products, categories } = schema;

/** `%text%` for LIKE, with the user's own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Ids of a category (by slug) and all its descendants. */
function categoryTree(slug: string): SQL {
  return sql`(
    WITH RECURSIVE tree AS (
      SELECT id FROM ${categories} WHERE slug = ${slug}
      UNION ALL
      SELECT c.id FROM ${categories} c JOIN tree ON c.parent_id = tree.id
    ) SELECT id FROM tree)`;
}

/**
 * One page of published products in the listing shape, in ONE statement: variants' colours,
 * sizes and stock, the first image and the category are aggregated in SQL, and the total comes
 * from a window count (a second statement runs only for a page past the end).
 */
export async function listPublished(db: Database, query: ProductListQuery & PageQuery) {
  const filters: SQL[] = [eq(products.isPublished, true)];
  if (query.name) {
    const pattern = containsPattern(query.name.toLowerCase());
    filters.push(sql`(
      f_unaccent(lower(${products.nameVi})) LIKE f_unaccent(${pattern})
      OR f_unaccent(lower(${products.nameEn})) LIKE f_unaccent(${pattern})
      OR lower(${products.sku}) LIKE ${pattern})`);
  }
  if (query.categories) {
    filters.push(inArray(products.categoryId, categoryTree(query.categories)));
  }
  const where = and(...filters);
  const direction = query.orderByPriority === 'DESC' ? desc : asc;

  const rows = await db
    .select({
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
      image: sql<{
        url: string;
        width: number;
        height: number;
        altVi: string;
        altEn: string;
      } | null>`(
        SELECT json_build_object('url', i.url, 'width', i.width, 'height', i.height,
                                 'altVi', i.alt_vi, 'altEn', i.alt_en)
        FROM product_images i WHERE i.product_id = ${products.id}
        ORDER BY i.position LIMIT 1)`,
      options: sql<{ colours: string[] | null; sizes: string[] | null; stock: number }>`(
        SELECT json_build_object(
          'colours', (SELECT json_agg(colour ORDER BY first) FROM (
              SELECT colour, min(position) AS first FROM product_variants
              WHERE product_id = ${products.id} AND colour IS NOT NULL GROUP BY colour) c),
          'sizes', (SELECT json_agg(size ORDER BY first) FROM (
              SELECT size, min(position) AS first FROM product_variants
              WHERE product_id = ${products.id} AND size IS NOT NULL GROUP BY size) s),
          'stock', (SELECT coalesce(sum(stock), 0) FROM product_variants
              WHERE product_id = ${products.id})))`,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(direction(products.priority), desc(products.createdAt), asc(products.id))
    .limit(query.limit)
    .offset(pageOffset(query));

  const total =
    rows[0]?.total ??
    (query.page > 1 ? await db.$count(products, where) : 0);
  return { rows, total };
}

export type ProductListRow = Awaited<ReturnType<typeof listPublished>>['rows'][number];
