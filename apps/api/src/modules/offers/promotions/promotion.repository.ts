import { at, parsedRows, schema } from '@lotus/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../context.ts';
import {
  type ProgrammeRows,
  editable,
  first,
  fromJson,
  only,
  running,
} from '../programme.repository.ts';

const { promotions } = schema;

export type PromotionRow = typeof promotions.$inferSelect;

/** A running promotion, with its gift's product, price and stock when it gives one. */
export interface RunningPromotion extends PromotionRow {
  gift: { productId: string; price: number; stock: number; isPublished: boolean } | null;
}

/** The promotions running at `now`, oldest first, each with its gift's product, as one JSON array. */
export const runningPromotionsJson = (now: Date) =>
  sql`(SELECT coalesce(jsonb_agg(jsonb_build_object('promotion', to_jsonb(p), 'gift',
        CASE WHEN v.id IS NOT NULL AND pr.current_price IS NOT NULL THEN jsonb_build_object(
          'productId', v.product_id, 'price', pr.current_price, 'stock', v.stock,
          'isPublished', pr.is_published) END) ORDER BY p.created_at), '[]')
      FROM promotions p LEFT JOIN product_variants v ON v.id = p.gift_variant_id
      LEFT JOIN products pr ON pr.id = v.product_id
      WHERE ${running('p', now)})`;

/** A running promotion as `runningPromotionsJson` sends it. */
export type PromotionJson = { promotion: Record<string, unknown>; gift: RunningPromotion['gift'] };

export const toRunningPromotion = (json: PromotionJson): RunningPromotion => ({
  ...fromJson(promotions, json.promotion),
  gift: json.gift,
});

/** `runningPromotionsJson`'s array, checked. */
const promotionsJson = z.object({
  promotions: z.array(
    z.object({
      promotion: z.record(z.string(), z.unknown()),
      gift: z
        .object({
          productId: z.string(),
          price: z.number(),
          stock: z.number(),
          isPublished: z.boolean(),
        })
        .nullable(),
    }),
  ),
});

export async function runningPromotions(db: Db, now: Date): Promise<RunningPromotion[]> {
  const [row] = await parsedRows(
    db,
    sql`SELECT ${runningPromotionsJson(now)} AS promotions`,
    promotionsJson,
  );
  return row!.promotions.map(toRunningPromotion);
}

/** The next promotion to start after `now`, or null. */
export async function nextPromotion(db: Db, now: Date): Promise<PromotionRow | null> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(sql`promotions.starts_at > ${at(now)} AND promotions.stopped_at IS NULL`)
    .orderBy(promotions.startsAt)
    .limit(1);
  return row ?? null;
}

/** The back office's promotions. */
export const promotionRows: ProgrammeRows<PromotionRow, typeof promotions.$inferInsert> = {
  list: (db) => db.select().from(promotions).orderBy(desc(promotions.createdAt)),
  find: (db, id) => db.select().from(promotions).where(eq(promotions.id, id)).then(first),
  insert: (db, values) => db.insert(promotions).values(values).returning().then(only),
  update: (db, id, values, now) =>
    db
      .update(promotions)
      .set(values)
      .where(and(eq(promotions.id, id), editable(promotions, now)))
      .returning()
      .then(first),
};
