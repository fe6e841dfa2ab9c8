import type { PageQuery } from '@lotus/core';
import { pageOffset } from '@lotus/core';
import { at, firstAfter, preparedRows, queryRows, schema } from '@lotus/db';
import { type InferSelectModel, type SQL, and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../context.ts';
import { countedPage } from '../../lib/counted-page.ts';

const { priceRules, flashSales, flashSaleItems, promotions, vouchers, userVouchers } = schema;

/** The rows of `table` whose window holds `now` and that no operator stopped before it. */
const running = (alias: string, now: Date) =>
  sql`${sql.raw(alias)}.starts_at <= ${at(now)} AND ${at(now)} < ${sql.raw(alias)}.ends_at
    AND (${sql.raw(alias)}.stopped_at IS NULL OR ${sql.raw(alias)}.stopped_at > ${at(now)})`;

/** Not stopped and not over at `now` (running or still to come). */
const notOver = (alias: string, now: Date) =>
  sql`${at(now)} < ${sql.raw(alias)}.ends_at
    AND (${sql.raw(alias)}.stopped_at IS NULL OR ${sql.raw(alias)}.stopped_at > ${at(now)})`;

const dates = <T extends { startsAt: Date | string; endsAt: Date | string }>(row: T) => ({
  ...row,
  startsAt: new Date(row.startsAt),
  endsAt: new Date(row.endsAt),
});

/**
 * A row of `table` read back from `to_jsonb(row)`: each column under its property name, mapped
 * as Drizzle maps the column's own value (timestamps to dates, bigints to numbers).
 */
function fromJson<T extends PgTable>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

// ------------------------------------------------------------------ price rules

export type PriceRuleRow = typeof priceRules.$inferSelect;

/** The price rules running at `now`, oldest first, as one JSON array. */
const runningRulesJson = (now: Date) =>
  sql`(SELECT coalesce(jsonb_agg(to_jsonb(r) ORDER BY r.created_at), '[]')
    FROM price_rules r WHERE ${running('r', now)})`;

// ------------------------------------------------------------------ flash sales

export type FlashSaleRow = typeof flashSales.$inferSelect;
export type FlashSaleItemRow = typeof flashSaleItems.$inferSelect;

/**
 * The flash sale running at `now` (the one ending first) and the next to start after it (not
 * stopped), each or null, in one statement.
 */
export async function flashSessions(
  db: Db,
  now: Date,
): Promise<{ current: FlashSaleRow | null; next: FlashSaleRow | null }> {
  const session = (slot: 'current' | 'next') =>
    db.select({ ...getTableColumns(flashSales), slot: sql<typeof slot>`${slot}`.as('slot') });
  const rows = await session('current')
    .from(flashSales)
    .where(running('flash_sales', now))
    .orderBy(flashSales.endsAt)
    .limit(1)
    .unionAll(
      session('next')
        .from(flashSales)
        .where(sql`flash_sales.starts_at > ${at(now)} AND flash_sales.stopped_at IS NULL`)
        .orderBy(flashSales.startsAt)
        .limit(1),
    );
  const find = (slot: 'current' | 'next') => {
    const row = rows.find((r) => r.slot === slot);
    if (!row) return null;
    const { slot: _slot, ...sale } = row;
    return sale;
  };
  return { current: find('current'), next: find('next') };
}

/**
 * The next instant a flash sale starts, ends or is stopped after `now` (null: none to come):
 * until then, which sale runs and which comes next stay as they are, unless a row changes.
 */
export async function nextFlashChange(db: Db, now: Date): Promise<Date | null> {
  const { startsAt, endsAt, stoppedAt } = flashSales;
  const [row] = await db
    .select({ at: firstAfter(now, startsAt, endsAt, stoppedAt) })
    .from(flashSales);
  return row?.at ?? null;
}

/** The sessions overlapping `[from, to)` and not stopped before they began. */
export function flashSalesBetween(db: Db, from: Date, to: Date): Promise<FlashSaleRow[]> {
  return db
    .select()
    .from(flashSales)
    .where(
      sql`flash_sales.starts_at < ${at(to)} AND flash_sales.ends_at > ${at(from)}
        AND (flash_sales.stopped_at IS NULL OR flash_sales.stopped_at > flash_sales.starts_at)`,
    )
    .orderBy(flashSales.startsAt);
}

/** A flash item with its product as cards show it. */
export interface FlashProductRow {
  id: string;
  flashSaleId: string;
  variantId: string | null;
  flashPrice: number;
  quota: number;
  sold: number;
  perCustomerLimit: number;
  startsAt: Date;
  endsAt: Date;
  productId: string;
  slug: string;
  nameVi: string;
  nameEn: string;
  price: number;
  salePrice: number | null;
  image: { url: string; width: number; height: number; altVi: string; altEn: string } | null;
}

const flashProductColumns = sql`i.id, i.flash_sale_id AS "flashSaleId", i.variant_id AS "variantId",
  i.flash_price AS "flashPrice", i.quota, i.sold, i.per_customer_limit AS "perCustomerLimit",
  f.starts_at AS "startsAt", f.ends_at AS "endsAt", p.id AS "productId", p.slug,
  p.name_vi AS "nameVi", p.name_en AS "nameEn", p.price,
  CASE WHEN p.current_price < p.price THEN p.current_price END AS "salePrice",
  (SELECT json_build_object('url', im.url, 'width', im.width, 'height', im.height,
      'altVi', im.alt_vi, 'altEn', im.alt_en)
    FROM product_images im WHERE im.product_id = p.id ORDER BY im.position LIMIT 1) AS image`;

/**
 * A flash sale's published products, most discounted first, paged, with their count: of the sale
 * `flashSaleId`, else of the one running at `runningAt` (none: no products). One statement,
 * unless the page is past the last product (then a second one counts them).
 */
export async function flashProducts(
  db: Db,
  sale: { flashSaleId: string } | { runningAt: Date },
  page: PageQuery,
): Promise<{ rows: FlashProductRow[]; total: number }> {
  const saleId =
    'flashSaleId' in sale
      ? sql`${sale.flashSaleId}::uuid`
      : sql`(SELECT f.id FROM flash_sales f WHERE ${running('f', sale.runningAt)}
          ORDER BY f.ends_at LIMIT 1)`;
  const rows = await queryRows<FlashProductRow & { total: number }>(
    db,
    sql`SELECT ${flashProductColumns}, count(*) OVER ()::int AS total
      FROM flash_sale_items i JOIN flash_sales f ON f.id = i.flash_sale_id
      JOIN products p ON p.id = i.product_id
      WHERE i.flash_sale_id = ${saleId} AND p.is_published
      ORDER BY (i.sold >= i.quota), i.flash_price::float / p.price, i.id
      LIMIT ${page.limit} OFFSET ${pageOffset(page)}`,
  );
  const counted = await countedPage(rows, pageOffset(page), async () => {
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM flash_sale_items i JOIN products p ON p.id = i.product_id
        WHERE i.flash_sale_id = ${saleId} AND p.is_published`,
    );
    return count?.n ?? 0;
  });
  return { rows: counted.rows.map(dates), total: counted.total };
}

/** A product's item in the flash sale running at `now`, or null. */
export async function productFlashItem(
  db: Db,
  productId: string,
  now: Date,
): Promise<FlashProductRow | null> {
  const [row] = await queryRows<FlashProductRow>(
    db,
    sql`SELECT ${flashProductColumns}
      FROM flash_sale_items i JOIN flash_sales f ON f.id = i.flash_sale_id
      JOIN products p ON p.id = i.product_id
      WHERE i.product_id = ${productId} AND ${running('f', now)}
      ORDER BY i.flash_price LIMIT 1`,
  );
  return row ? dates(row) : null;
}

/** A running flash item a cart line may use, with what the buyer already holds of it. */
export interface FlashAllowanceRow {
  id: string;
  flashSaleId: string;
  productId: string;
  variantId: string | null;
  flashPrice: number;
  left: number;
  perCustomerLimit: number;
  bought: number;
  concentrated: boolean;
  endsAt: Date;
  /** The flash sale's names. */
  nameVi: string;
  nameEn: string;
}

/**
 * The running flash items of `productIds` (a `uuid[]` expression), with `userId`'s purchases of
 * each (0 for a visitor), as one JSON array.
 */
const flashAllowancesJson = (productIds: SQL, userId: string | null, now: Date) =>
  sql`(SELECT coalesce(jsonb_agg(jsonb_build_object('id', i.id, 'flashSaleId', i.flash_sale_id,
        'productId', i.product_id, 'variantId', i.variant_id, 'flashPrice', i.flash_price,
        'left', i.quota - i.sold, 'perCustomerLimit', i.per_customer_limit,
        'bought', coalesce(b.quantity, 0), 'concentrated', f.concentrated, 'endsAt', f.ends_at,
        'nameVi', f.name_vi, 'nameEn', f.name_en)), '[]')
      FROM flash_sale_items i JOIN flash_sales f ON f.id = i.flash_sale_id
      LEFT JOIN flash_sale_buyers b ON b.item_id = i.id AND b.user_id = ${userId}::uuid
      WHERE i.product_id = ANY(${productIds}) AND ${running('f', now)})`;

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

// ------------------------------------------------------------------ promotions

export type PromotionRow = typeof promotions.$inferSelect;

/** A running promotion, with its gift's product, price and stock when it gives one. */
export interface RunningPromotion extends PromotionRow {
  gift: { productId: string; price: number; stock: number; isPublished: boolean } | null;
}

/** The promotions running at `now`, oldest first, each with its gift's product, as one JSON array. */
const runningPromotionsJson = (now: Date) =>
  sql`(SELECT coalesce(jsonb_agg(jsonb_build_object('promotion', to_jsonb(p), 'gift',
        CASE WHEN v.id IS NOT NULL AND pr.current_price IS NOT NULL THEN jsonb_build_object(
          'productId', v.product_id, 'price', pr.current_price, 'stock', v.stock,
          'isPublished', pr.is_published) END) ORDER BY p.created_at), '[]')
      FROM promotions p LEFT JOIN product_variants v ON v.id = p.gift_variant_id
      LEFT JOIN products pr ON pr.id = v.product_id
      WHERE ${running('p', now)})`;

type PromotionJson = { promotion: Record<string, unknown>; gift: RunningPromotion['gift'] };

const toRunningPromotion = (json: PromotionJson): RunningPromotion => ({
  ...fromJson(promotions, json.promotion),
  gift: json.gift,
});

export async function runningPromotions(db: Db, now: Date): Promise<RunningPromotion[]> {
  const [row] = await queryRows<{ promotions: PromotionJson[] }>(
    db,
    sql`SELECT ${runningPromotionsJson(now)} AS promotions`,
  );
  return row!.promotions.map(toRunningPromotion);
}

// ------------------------------------------------------------------ in force

/** What prices a cart: the running price rules, flash items and promotions. */
export interface Programmes {
  rules: PriceRuleRow[];
  flash: FlashAllowanceRow[];
  promotions: RunningPromotion[];
}

/** `Programmes` as the columns `rules`, `flash` and `promotions` of a statement send them. */
export interface ProgrammesJson {
  rules: Record<string, unknown>[];
  flash: (Omit<FlashAllowanceRow, 'endsAt'> & { endsAt: string })[];
  promotions: PromotionJson[];
}

/**
 * What prices a cart at `now` as three columns of a statement (`rules`, `flash`, `promotions`):
 * the running price rules, the running flash items of `productIds` (a `uuid[]` expression, which
 * may come from the statement's own rows) with `userId`'s purchases of each, and the running
 * promotions. `programmesFrom` reads them back.
 */
export const programmesColumns = (productIds: SQL, userId: string | null, now: Date) =>
  sql`${runningRulesJson(now)} AS rules, ${flashAllowancesJson(productIds, userId, now)} AS flash,
    ${runningPromotionsJson(now)} AS promotions`;

export const programmesFrom = (json: ProgrammesJson): Programmes => ({
  rules: json.rules.map((r) => fromJson(priceRules, r)),
  flash: json.flash.map((f) => ({ ...f, endsAt: new Date(f.endsAt) })),
  promotions: json.promotions.map(toRunningPromotion),
});

/** What prices a cart of `productIds` at `now`, in ONE statement (see `programmesColumns`). */
export async function programmesInForce(
  db: Db,
  productIds: readonly string[],
  userId: string | null,
  now: Date,
): Promise<Programmes> {
  const [row] = await preparedRows<ProgrammesJson>(
    db,
    sql`SELECT ${programmesColumns(sql`${`{${productIds.join(',')}}`}::uuid[]`, userId, now)}`,
  );
  return programmesFrom(row!);
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

// ------------------------------------------------------------------ vouchers

export type VoucherRow = typeof vouchers.$inferSelect;

export async function voucherByCode(db: Db, code: string): Promise<VoucherRow | null> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code)).limit(1);
  return row ?? null;
}

export async function voucherById(db: Db, id: string): Promise<VoucherRow | null> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id)).limit(1);
  return row ?? null;
}

/** Public vouchers not over at `now`, soonest ending first. */
export async function publicVouchers(
  db: Db,
  now: Date,
  page: PageQuery,
): Promise<{ rows: VoucherRow[]; total: number }> {
  const where = and(eq(vouchers.isPublic, true), notOver('vouchers', now));
  const rows = await db
    .select()
    .from(vouchers)
    .where(where)
    .orderBy(vouchers.endsAt, vouchers.code)
    .limit(page.limit)
    .offset(pageOffset(page));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vouchers)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

/** A customer's wallet: their vouchers with their uses, newest claim first. */
export function walletOf(db: Db, userId: string): Promise<(VoucherRow & { mine: number })[]> {
  return db
    .select({ voucher: vouchers, mine: userVouchers.used })
    .from(userVouchers)
    .innerJoin(vouchers, eq(vouchers.id, userVouchers.voucherId))
    .where(eq(userVouchers.userId, userId))
    .orderBy(desc(userVouchers.claimedAt))
    .then((rows) => rows.map((r) => ({ ...r.voucher, mine: r.mine })));
}

/** A customer's uses of a voucher, or null when it is not in their wallet. */
export async function walletEntry(
  db: Db,
  userId: string,
  voucherId: string,
): Promise<{ used: number } | null> {
  const [row] = await db
    .select({ used: userVouchers.used })
    .from(userVouchers)
    .where(and(eq(userVouchers.userId, userId), eq(userVouchers.voucherId, voucherId)));
  return row ?? null;
}

/** Puts a voucher into a wallet (nothing changes when it is there already). */
export async function addToWallet(
  db: Db,
  userId: string,
  voucherId: string,
  now: Date,
): Promise<void> {
  await db
    .insert(userVouchers)
    .values({ userId, voucherId, used: 0, claimedAt: now })
    .onConflictDoNothing();
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

// ------------------------------------------------------------------ an order's uses

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
  const rows = await queryRows<{ n: number }>(
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
  );
  return rows[0]?.n ?? 0;
}

// ------------------------------------------------------------------ back office

export type Table = typeof priceRules | typeof flashSales | typeof promotions | typeof vouchers;

/* The helpers below work on any programme table; Drizzle cannot type a query over a union of
   tables, so each widens `table` to one of them (`any` of the union) and narrows the rows back. */
type AnyTable = typeof vouchers;
const widen = (table: Table) => table as unknown as AnyTable;

/** Every programme of a kind, newest first. */
export async function listAll<T extends Table>(db: Db, table: T): Promise<T['$inferSelect'][]> {
  const t = widen(table);
  return await db.select().from(t).orderBy(desc(t.createdAt));
}

export async function findById<T extends Table>(
  db: Db,
  table: T,
  id: string,
): Promise<T['$inferSelect'] | null> {
  const t = widen(table);
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return (row as T['$inferSelect'] | undefined) ?? null;
}

export async function insertRow<T extends Table>(
  db: Db,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const [row] = await db
    .insert(widen(table))
    .values(values as AnyTable['$inferInsert'])
    .returning();
  return row as T['$inferSelect'];
}

/** Updates a programme that is not over at `now` (not stopped, not past its end); else null. */
export async function updateRow<T extends Table>(
  db: Db,
  table: T,
  id: string,
  values: Partial<T['$inferInsert']>,
  now: Date,
): Promise<T['$inferSelect'] | null> {
  const t = widen(table);
  const [row] = await db
    .update(t)
    .set(values as Partial<AnyTable['$inferInsert']>)
    .where(and(eq(t.id, id), sql`${t.stoppedAt} IS NULL AND ${t.endsAt} > ${at(now)}`))
    .returning();
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/** A flash sale's items with their product names. */
export function flashItemsOf(
  db: Db,
  flashSaleIds: string[],
): Promise<(FlashSaleItemRow & { nameVi: string; nameEn: string })[]> {
  if (!flashSaleIds.length) return Promise.resolve([]);
  return queryRows(
    db,
    sql`SELECT i.id, i.flash_sale_id AS "flashSaleId", i.product_id AS "productId",
        i.variant_id AS "variantId", i.flash_price AS "flashPrice", i.quota, i.sold,
        i.per_customer_limit AS "perCustomerLimit", p.name_vi AS "nameVi", p.name_en AS "nameEn"
      FROM flash_sale_items i JOIN products p ON p.id = i.product_id
      WHERE i.flash_sale_id = ANY(${`{${flashSaleIds.join(',')}}`}::uuid[])
      ORDER BY p.name_vi, i.id`,
  );
}

/**
 * Replaces a flash sale's items: an item kept (same product and variant) keeps its sales and its
 * id; its quota never goes below what it sold. Others are added or removed.
 */
export async function replaceFlashItems(
  db: Db,
  flashSaleId: string,
  items: {
    productId: string;
    variantId: string | null;
    flashPrice: number;
    quota: number;
    perCustomerLimit: number;
  }[],
): Promise<void> {
  const existing = await db
    .select()
    .from(flashSaleItems)
    .where(eq(flashSaleItems.flashSaleId, flashSaleId));
  const key = (i: { productId: string; variantId: string | null }) =>
    `${i.productId}/${i.variantId ?? ''}`;
  const kept = new Map(existing.map((i) => [key(i), i]));
  for (const item of items) {
    const old = kept.get(key(item));
    if (old) {
      kept.delete(key(item));
      await db
        .update(flashSaleItems)
        .set({
          flashPrice: item.flashPrice,
          quota: sql`greatest(${item.quota}::int, ${flashSaleItems.sold})`,
          perCustomerLimit: item.perCustomerLimit,
        })
        .where(eq(flashSaleItems.id, old.id));
    } else {
      await db.insert(flashSaleItems).values({ flashSaleId, ...item });
    }
  }
  for (const gone of kept.values()) {
    await db.delete(flashSaleItems).where(eq(flashSaleItems.id, gone.id));
  }
}

/** Which of `variantIds` belong to which product (to check an item's variant). */
export function variantProducts(
  db: Db,
  variantIds: string[],
): Promise<{ id: string; productId: string }[]> {
  if (!variantIds.length) return Promise.resolve([]);
  return queryRows(
    db,
    sql`SELECT id, product_id AS "productId" FROM product_variants
      WHERE id = ANY(${`{${variantIds.join(',')}}`}::uuid[])`,
  );
}

/** Which of `productIds` exist. */
export async function existingProducts(db: Db, productIds: string[]): Promise<Set<string>> {
  if (!productIds.length) return new Set();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM products WHERE id = ANY(${`{${productIds.join(',')}}`}::uuid[])`,
  );
  return new Set(rows.map((r) => r.id));
}
