import { schema } from '@lotus/db';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { productVariants, products } = schema;

/** Variants and how many of each; one entry per variant. */
export type StockLines = readonly { variantId: string; quantity: number }[];

const arrays = (lines: StockLines) => ({
  ids: sql`${`{${lines.map((l) => l.variantId).join(',')}}`}::uuid[]`,
  quantities: sql`${`{${lines.map((l) => l.quantity).join(',')}}`}::int[]`,
});

/**
 * The statement that takes stock for `lines`: one conditional update per variant
 * (`stock = stock - n WHERE stock >= n`, never read-then-write) of published products, answering
 * the ids of the variants it took. A variant missing from the answer had too little stock; the
 * caller then rolls its transaction back. Handed out as SQL so the order's own statement can run
 * it (`WITH s AS (…)`) without a round trip of its own.
 */
export function takeStockStatement(lines: StockLines): SQL {
  const { ids, quantities } = arrays(lines);
  return sql`UPDATE ${productVariants} AS v SET stock = v.stock - t.quantity
    FROM unnest(${ids}, ${quantities}) AS t(id, quantity)
    WHERE v.id = t.id AND v.stock >= t.quantity
      AND EXISTS (SELECT 1 FROM ${products} p WHERE p.id = v.product_id AND p.is_published)
    RETURNING v.id`;
}

/** Gives stock back for `lines` (a cancelled or rejected order); deleted variants are skipped. */
export async function restock(db: Db, lines: StockLines): Promise<void> {
  if (!lines.length) return;
  const { ids, quantities } = arrays(lines);
  await db.execute(sql`UPDATE ${productVariants} AS v SET stock = v.stock + t.quantity
    FROM unnest(${ids}, ${quantities}) AS t(id, quantity) WHERE v.id = t.id`);
}
