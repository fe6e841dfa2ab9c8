import type { PageQuery } from '@lotus/core';
import { pageOffset } from '@lotus/core';
import { at, firstAfter, schema } from '@lotus/db';
import { type SQL, and, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../../context.ts';
import { countedPage } from '../../../lib/counted-page.ts';
import { running } from '../programme.repository.ts';

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

const { flashSaleItems, productImages, products } = schema;

/** What a flash card shows: the item, its session's window and its product, from the schema. */
const flashProductColumns = {
  id: flashSaleItems.id,
  flashSaleId: flashSaleItems.flashSaleId,
  variantId: flashSaleItems.variantId,
  flashPrice: flashSaleItems.flashPrice,
  quota: flashSaleItems.quota,
  sold: flashSaleItems.sold,
  perCustomerLimit: flashSaleItems.perCustomerLimit,
  startsAt: flashSales.startsAt,
  endsAt: flashSales.endsAt,
  productId: products.id,
  slug: products.slug,
  nameVi: products.nameVi,
  nameEn: products.nameEn,
  price: products.price,
  salePrice: sql<number | null>`CASE WHEN ${products.currentPrice} < ${products.price}
    THEN ${products.currentPrice} END`,
  image: sql<FlashProductRow['image']>`(SELECT json_build_object('url', im.url, 'width', im.width,
      'height', im.height, 'altVi', im.alt_vi, 'altEn', im.alt_en)
    FROM ${productImages} im WHERE im.product_id = ${products.id} ORDER BY im.position LIMIT 1)`,
};

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
  const shown = and(sql`${flashSaleItems.flashSaleId} = ${saleId}`, eq(products.isPublished, true));
  const rows = await db
    .select({ ...flashProductColumns, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(flashSaleItems)
    .innerJoin(flashSales, eq(flashSales.id, flashSaleItems.flashSaleId))
    .innerJoin(products, eq(products.id, flashSaleItems.productId))
    .where(shown)
    .orderBy(
      sql`(${flashSaleItems.sold} >= ${flashSaleItems.quota})`,
      sql`${flashSaleItems.flashPrice}::float / ${products.price}`,
      flashSaleItems.id,
    )
    .limit(page.limit)
    .offset(pageOffset(page));
  return countedPage(rows, pageOffset(page), () =>
    db
      .select({ n: count() })
      .from(flashSaleItems)
      .innerJoin(products, eq(products.id, flashSaleItems.productId))
      .where(shown)
      .then(([row]) => row?.n ?? 0),
  );
}

/** A product's item in the flash sale running at `now`, or null. */
export async function productFlashItem(
  db: Db,
  productId: string,
  now: Date,
): Promise<FlashProductRow | null> {
  const [row] = await db
    .select(flashProductColumns)
    .from(flashSaleItems)
    .innerJoin(flashSales, eq(flashSales.id, flashSaleItems.flashSaleId))
    .innerJoin(products, eq(products.id, flashSaleItems.productId))
    .where(and(eq(flashSaleItems.productId, productId), running('flash_sales', now)))
    .orderBy(flashSaleItems.flashPrice)
    .limit(1);
  return row ?? null;
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
