import type { StockMovementKind } from '@lotus/core';
import { schema } from '@lotus/db';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { productVariants, stockMovements } = schema;

/** A movement to record: which variant, why, by how much, by whom. */
export interface Movement {
  productId: string;
  variantId: string;
  kind: StockMovementKind;
  quantity: number;
  reason: string | null;
  actorId: string | null;
  now: Date;
}

/**
 * Moves a variant's stock by `quantity` and records the movement, in the caller's transaction.
 * The stock changes by a conditional update (`stock = stock + n WHERE stock + n >= 0`), never
 * read-then-write, so an order taking stock at the same moment loses nothing and the receipt
 * loses nothing. Answers the stock it left, `short` with the stock now when it would go below 0,
 * or null when the product has no such variant.
 */
export async function moveStock(
  db: Db,
  movement: Movement,
): Promise<{ stock: number } | { short: number } | null> {
  const { variantId, productId, quantity } = movement;
  const variant = and(eq(productVariants.id, variantId), eq(productVariants.productId, productId));
  const [moved] = await db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${quantity}` })
    .where(and(variant, gte(sql`${productVariants.stock} + ${quantity}`, 0)))
    .returning({ stock: productVariants.stock });
  if (!moved) {
    const [now] = await db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(variant);
    return now ? { short: now.stock } : null;
  }
  await db.insert(stockMovements).values({
    variantId,
    kind: movement.kind,
    quantity,
    stockAfter: moved.stock,
    reason: movement.reason,
    actorId: movement.actorId,
    createdAt: movement.now,
  });
  return { stock: moved.stock };
}
