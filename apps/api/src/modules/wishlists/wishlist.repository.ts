import { schema } from '@lotus/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { favourites, products } = schema;

/** Adds a product to a wishlist; false when it was already there. */
export async function addFavourite(db: Db, userId: string, productId: string): Promise<boolean> {
  const inserted = await db
    .insert(favourites)
    .values({ userId, productId })
    .onConflictDoNothing()
    .returning({ productId: favourites.productId });
  return inserted.length > 0;
}

export async function removeFavourite(db: Db, userId: string, productId: string): Promise<boolean> {
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)))
    .returning({ productId: favourites.productId });
  return removed.length > 0;
}

/** Adds the published ones among `productIds` to a wishlist (a visitor's list merged at login). */
export async function mergeFavourites(db: Db, userId: string, productIds: string[]) {
  if (!productIds.length) return;
  await db.execute(sql`
    INSERT INTO ${favourites} (user_id, product_id)
    SELECT ${userId}, p.id FROM ${products} p
    WHERE p.id IN (${sql.join(
      productIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) AND p.is_published
    ON CONFLICT DO NOTHING`);
}

/** The ids on a wishlist (for the heart icons). */
export async function favouriteIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt));
  return rows.map((r) => r.productId);
}
