import { sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

/** Adds to a product's approved-review counters in one statement (never below zero). */
export async function addToRating(
  db: Db,
  productId: string,
  change: { count: number; sum: number },
): Promise<void> {
  await db.execute(
    sql`UPDATE products SET
      rating_count = GREATEST(rating_count + ${change.count}::int, 0),
      rating_sum = GREATEST(rating_sum + ${change.sum}::int, 0)
      WHERE id = ${productId}::uuid`,
  );
}
