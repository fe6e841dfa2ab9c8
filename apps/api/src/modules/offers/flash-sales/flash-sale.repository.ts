import type { PageQuery } from '@lotus/core';
import { pageOffset } from '@lotus/core';
import { at, firstAfter, queryRows, schema } from '@lotus/db';
import { type SQL, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../../context.ts';
import { countedPage } from '../../../lib/counted-page.ts';
import { dates, running } from '../programme.repository.ts';

const { flashSales } = schema;

export type FlashSaleRow = typeof flashSales.$inferSelect;

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
export const flashAllowancesJson = (productIds: SQL, userId: string | null, now: Date) =>
  sql`(SELECT coalesce(jsonb_agg(jsonb_build_object('id', i.id, 'flashSaleId', i.flash_sale_id,
        'productId', i.product_id, 'variantId', i.variant_id, 'flashPrice', i.flash_price,
        'left', i.quota - i.sold, 'perCustomerLimit', i.per_customer_limit,
        'bought', coalesce(b.quantity, 0), 'concentrated', f.concentrated, 'endsAt', f.ends_at,
        'nameVi', f.name_vi, 'nameEn', f.name_en)), '[]')
      FROM flash_sale_items i JOIN flash_sales f ON f.id = i.flash_sale_id
      LEFT JOIN flash_sale_buyers b ON b.item_id = i.id AND b.user_id = ${userId}::uuid
      WHERE i.product_id = ANY(${productIds}) AND ${running('f', now)})`;
