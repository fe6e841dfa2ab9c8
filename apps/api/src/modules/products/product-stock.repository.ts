import { at, schema } from '@lotus/db';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { productVariants, products, stockMovements } = schema;

/** Variants and how many of each; one entry per variant. */
export type StockLines = readonly { variantId: string; quantity: number }[];

const arrays = (lines: StockLines) => ({
  ids: sql`${`{${lines.map((l) => l.variantId).join(',')}}`}::uuid[]`,
  quantities: sql`${`{${lines.map((l) => l.quantity).join(',')}}`}::int[]`,
});

/**
 * The statement that takes stock for `lines`: one conditional update per variant
 * (`stock = stock - n WHERE stock >= n`, never read-then-write) of published products, answering
 * the ids of the variants it took (with how many and the stock left). A variant missing from the
 * answer had too little stock; the caller then rolls its transaction back. Handed out as SQL so
 * the order's own statement can run it (`WITH s AS (…)`) without a round trip of its own.
 */
export function takeStockStatement(lines: StockLines): SQL {
  const { ids, quantities } = arrays(lines);
  return sql`UPDATE ${productVariants} AS v SET stock = v.stock - t.quantity
    FROM unnest(${ids}, ${quantities}) AS t(id, quantity)
    WHERE v.id = t.id AND v.stock >= t.quantity
      AND EXISTS (SELECT 1 FROM ${products} p WHERE p.id = v.product_id AND p.is_published)
    RETURNING v.id, t.quantity, v.stock`;
}

/**
 * The ledger's `sold` rows of what `takeStockStatement` took, read from its rows under the name
 * `taken` (a sibling in the order's `WITH`): written in the same statement, so they exist exactly
 * when the stock was taken and the order commits.
 */
export function soldMovementsStatement(taken: SQL, orderId: string, now: Date): SQL {
  return sql`INSERT INTO ${stockMovements} (variant_id, kind, quantity, stock_after, order_id, created_at)
    SELECT id, 'sold', -quantity, stock, ${orderId}::uuid, ${at(now)} FROM ${taken}
    RETURNING 1`;
}

/**
 * Gives stock back for `lines` (a cancelled, rejected or unpaid order), each with its ledger row
 * `returned`, in one statement; deleted variants are skipped.
 */
export async function restock(
  db: Db,
  lines: StockLines,
  order: { orderId: string; now: Date },
): Promise<void> {
  if (!lines.length) return;
  const { ids, quantities } = arrays(lines);
  await db.execute(sql`WITH u AS (
      UPDATE ${productVariants} AS v SET stock = v.stock + t.quantity
      FROM unnest(${ids}, ${quantities}) AS t(id, quantity) WHERE v.id = t.id
      RETURNING v.id, t.quantity, v.stock)
    INSERT INTO ${stockMovements} (variant_id, kind, quantity, stock_after, order_id, created_at)
    SELECT id, 'returned', quantity, stock, ${order.orderId}::uuid, ${at(order.now)} FROM u`);
}
