import { parsedRows, schema } from '@lotus/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../context.ts';

const { products } = schema;

/** Each product's price, sale price and category, for the rule prices the catalogue keeps. */
export function productPrices(db: Db): Promise<
  {
    id: string;
    categoryId: string;
    price: number;
    salePrice: number | null;
    rulePrice: number | null;
  }[]
> {
  return db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      price: products.price,
      salePrice: products.salePrice,
      rulePrice: products.rulePrice,
    })
    .from(products);
}

/** The advisory lock of repricing (beside the migrations' 7_140_001 and the seed's 7_140_002). */
const REPRICE_LOCK = 7_140_003;

/** Waits for the rule prices' turn, held until the caller's transaction ends. */
export async function lockRulePrices(db: Db): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${REPRICE_LOCK})`);
}

/** Sets products' rule prices (null: no rule); answers how many changed. */
export async function setRulePrices(
  db: Db,
  prices: { id: string; rulePrice: number | null }[],
): Promise<number> {
  if (!prices.length) return 0;
  const rows = await parsedRows(
    db,
    sql`UPDATE products p SET rule_price = x.rule_price
      FROM jsonb_to_recordset(${JSON.stringify(prices.map((p) => ({ id: p.id, rule_price: p.rulePrice })))}::jsonb)
        AS x(id uuid, rule_price int)
      WHERE p.id = x.id AND p.rule_price IS DISTINCT FROM x.rule_price
      RETURNING p.id`,
    z.object({ id: z.string() }),
  );
  return rows.length;
}
