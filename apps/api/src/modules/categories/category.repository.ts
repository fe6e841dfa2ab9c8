import { schema } from '@lotus/db';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { categories, products } = schema;

/** Every category with the number of published products filed directly under it. */
export async function listWithDirectCounts(db: Db) {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      parentId: categories.parentId,
      nameVi: categories.nameVi,
      nameEn: categories.nameEn,
      descriptionVi: categories.descriptionVi,
      descriptionEn: categories.descriptionEn,
      image: categories.image,
      priority: categories.priority,
      directCount: count(products.id),
    })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), eq(products.isPublished, true)))
    .groupBy(categories.id)
    .orderBy(asc(categories.priority), asc(categories.nameVi));
}

export type CategoryRow = Awaited<ReturnType<typeof listWithDirectCounts>>[number];

/** Every category's parent (the tree's shape, nothing else). */
export function listParents(db: Db): Promise<{ id: string; parentId: string | null }[]> {
  return db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
}
