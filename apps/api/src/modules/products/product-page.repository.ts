import { schema } from '@lotus/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';
import { compiled, statementName } from '../../lib/statement-cache.ts';
import { listColumns } from './product-columns.repository.ts';

const { products, categories } = schema;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A published product by id or slug with everything its page shows (images, variants,
 * specifications, category path), in one statement; null when there is none.
 */
export async function findProductPage(db: Db, idOrSlug: string) {
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
export async function relatedProducts(db: Db, idOrSlug: string, limit: number) {
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

/** Whether a published product exists, by id. */
export async function productExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.isPublished, true)))
    .limit(1);
  return Boolean(row);
}

/** The category, price and sale price of each product of `ids` (an unknown id is left out). */
export function productPricing(db: Db, ids: readonly string[]) {
  return db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      price: products.price,
      salePrice: products.salePrice,
    })
    .from(products)
    .where(sql`${products.id} = ANY(${`{${ids.join(',')}}`}::uuid[])`);
}

/** The products `ids` in the listing shape, in the order of `ids` (a missing one is left out). */
export async function listProductsById(db: Db, ids: readonly string[]) {
  const statement = compiled(db, 'list-by-id', {}, () =>
    db
      .select({ ...listColumns, shown: sql<null>`NULL::json`, changed: sql<null>`NULL::boolean` })
      .from(sql`unnest(${sql.placeholder('ids')}::uuid[]) WITH ORDINALITY AS page(id, n)`)
      .innerJoin(products, sql`${products.id} = page.id`)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(sql`page.n`)
      .prepare(statementName('list_by_id', {})),
  );
  return statement.execute({ ids });
}
