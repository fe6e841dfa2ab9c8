import { schema } from '@lotus/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { products, categories } = schema;

/**
 * Slugs and last changes of every published product and of every category (a category changes
 * when one of its products does), in display order, for the sitemap.
 */
export async function sitemapEntries(db: Db) {
  const [productRows, categoryRows] = await Promise.all([
    db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.isPublished, true))
      .orderBy(asc(products.priority), asc(products.id)),
    db
      .select({
        slug: categories.slug,
        updatedAt: sql<string | Date | null>`max(${products.updatedAt})`,
      })
      .from(categories)
      .leftJoin(
        products,
        and(eq(products.categoryId, categories.id), eq(products.isPublished, true)),
      )
      .groupBy(categories.id)
      .orderBy(asc(categories.priority), asc(categories.slug)),
  ]);
  return { products: productRows, categories: categoryRows };
}
