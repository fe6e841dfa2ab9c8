import { at, parsedRows, preparedRows, schema } from '@lotus/db';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../context.ts';

/*
 * What an order takes from the programmes, in its transaction: the buyer's own counts (flash
 * units, voucher uses), the shared quotas, the record of what it took, and the give-back on
 * cancel. Every count moves by a conditional update.
 */

/**
 * Counts `quantity` flash units to `userId`, within the item's per-customer limit: of one
 * buyer's parallel orders the row lock lets them pass one at a time. Answers whether it fitted.
 * The buyer's own row: no one else waits on it.
 */
export async function claimFlashUnits(
  db: Db,
  input: { itemId: string; userId: string; quantity: number; limit: number },
): Promise<boolean> {
  const rows = await preparedRows<{ quantity: number }>(
    db,
    sql`INSERT INTO flash_sale_buyers AS b (item_id, user_id, quantity)
      SELECT ${input.itemId}::uuid, ${input.userId}::uuid, ${input.quantity}::int
      WHERE ${input.quantity}::int <= ${input.limit}::int
      ON CONFLICT (item_id, user_id) DO UPDATE SET quantity = b.quantity + excluded.quantity
        WHERE b.quantity + excluded.quantity <= ${input.limit}::int
      RETURNING quantity`,
  );
  return rows.length > 0;
}

/**
 * Counts one use of a voucher to `userId`, within its per-customer limit (the wallet row is
 * created for a public voucher used without claiming it). Answers whether it fitted.
 */
export async function claimVoucherUse(
  db: Db,
  input: { voucherId: string; userId: string; perCustomerLimit: number; now: Date },
): Promise<boolean> {
  const rows = await preparedRows<{ used: number }>(
    db,
    sql`INSERT INTO user_vouchers AS w (user_id, voucher_id, used, claimed_at)
      SELECT ${input.userId}::uuid, ${input.voucherId}::uuid, 1, ${at(input.now)}
      WHERE 1 <= ${input.perCustomerLimit}::int
      ON CONFLICT (user_id, voucher_id) DO UPDATE SET used = w.used + 1
        WHERE w.used < ${input.perCustomerLimit}::int
      RETURNING used`,
  );
  return rows.length > 0;
}

/**
 * What an order takes from the shared rows, as two data-modifying statements the order's own
 * statement embeds (so the rows every buyer waits on are locked by one round trip, right before
 * the commit): the flash units, each guarded by its quota (`RETURNING` the items taken), and the
 * voucher's use, guarded by its total limit (`RETURNING` the voucher when taken).
 */
export function quotaStatements(input: {
  flash: { itemId: string; quantity: number }[];
  voucherId: string | null;
}): { flash: SQL; voucher: SQL } {
  const items = JSON.stringify(input.flash.map((f) => ({ id: f.itemId, n: f.quantity })));
  return {
    flash: sql`UPDATE flash_sale_items i SET sold = i.sold + x.n
      FROM jsonb_to_recordset(${items}::jsonb) AS x(id uuid, n int)
      WHERE i.id = x.id AND i.sold + x.n <= i.quota
      RETURNING i.id`,
    voucher: sql`UPDATE vouchers SET used = used + 1
      WHERE id = ${input.voucherId}::uuid AND (total_limit IS NULL OR used < total_limit)
      RETURNING id`,
  };
}

/** Records what an order took, for giving it back on cancel. */
export async function recordUses(
  db: Db,
  orderId: string,
  userId: string,
  uses: { kind: 'VOUCHER' | 'FLASH_SALE'; refId: string; quantity: number }[],
): Promise<void> {
  if (!uses.length) return;
  await db.insert(schema.orderOfferUses).values(uses.map((u) => ({ orderId, userId, ...u })));
}

/**
 * Gives back what an order took, once: its uses are marked returned (a second call finds none)
 * and each voucher use and flash unit goes back to the programme and to the buyer.
 */
export async function giveBack(db: Db, orderId: string, now: Date): Promise<number> {
  const [row] = await parsedRows(
    db,
    sql`WITH r AS (
        UPDATE order_offer_uses SET returned_at = ${at(now)}
        WHERE order_id = ${orderId}::uuid AND returned_at IS NULL
        RETURNING kind, ref_id, user_id, quantity),
      v AS (UPDATE vouchers SET used = vouchers.used - 1 FROM r
        WHERE r.kind = 'VOUCHER' AND vouchers.id = r.ref_id RETURNING 1),
      w AS (UPDATE user_vouchers SET used = user_vouchers.used - 1 FROM r
        WHERE r.kind = 'VOUCHER' AND user_vouchers.voucher_id = r.ref_id
          AND user_vouchers.user_id = r.user_id RETURNING 1),
      f AS (UPDATE flash_sale_items SET sold = flash_sale_items.sold - r.quantity FROM r
        WHERE r.kind = 'FLASH_SALE' AND flash_sale_items.id = r.ref_id RETURNING 1),
      b AS (UPDATE flash_sale_buyers SET quantity = flash_sale_buyers.quantity - r.quantity FROM r
        WHERE r.kind = 'FLASH_SALE' AND flash_sale_buyers.item_id = r.ref_id
          AND flash_sale_buyers.user_id = r.user_id RETURNING 1)
      SELECT (SELECT count(*) FROM r)::int AS n`,
    z.object({ n: z.number() }),
  );
  return row?.n ?? 0;
}
