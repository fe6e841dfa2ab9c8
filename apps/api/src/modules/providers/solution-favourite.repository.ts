import { schema } from '@lotus/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { solutionFavourites, solutions } = schema;

/** Adds a favourite and counts it, in the caller's transaction; false when it was one already. */
export async function addFavourite(
  db: Db,
  userId: string,
  solutionId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(solutionFavourites)
    .values({ userId, solutionId, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: solutionFavourites.solutionId });
  if (rows.length === 0) return false;
  await db
    .update(solutions)
    .set({ favourites: sql`${solutions.favourites} + 1` })
    .where(eq(solutions.id, solutionId));
  return true;
}

/** Removes a favourite and uncounts it, in the caller's transaction; false when there was none. */
export async function removeFavourite(
  db: Db,
  userId: string,
  solutionId: string,
): Promise<boolean> {
  const rows = await db
    .delete(solutionFavourites)
    .where(
      and(eq(solutionFavourites.userId, userId), eq(solutionFavourites.solutionId, solutionId)),
    )
    .returning({ id: solutionFavourites.solutionId });
  if (rows.length === 0) return false;
  await db
    .update(solutions)
    .set({ favourites: sql`greatest(0, ${solutions.favourites} - 1)` })
    .where(eq(solutions.id, solutionId));
  return true;
}

/** The ids of a user's favourite solutions, newest favourite first. */
export async function favouriteIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: solutionFavourites.solutionId })
    .from(solutionFavourites)
    .where(eq(solutionFavourites.userId, userId))
    .orderBy(desc(solutionFavourites.createdAt));
  return rows.map((r) => r.id);
}
