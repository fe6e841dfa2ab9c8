import { WAITING_STATUSES } from '@lotus/core';
import { schema } from '@lotus/db';
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { orders, products, productVariants, reviews, paymentAttempts, flashSales } = schema;

/**
 * An order's Vietnamese calendar day (UTC+7 all year, no daylight saving), as `2026-11-29`:
 * the same boundary as core's `vietnamDay`, whatever the session's time zone.
 */
const vietnamDay = sql<string>`to_char((${orders.createdAt} AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;

/** Orders and revenue (orders not cancelled or rejected) per Vietnamese day since `from`. */
export function ordersPerDay(db: Db, from: Date) {
  return db
    .select({
      day: vietnamDay.mapWith(String),
      orders: count(),
      revenue:
        sql`coalesce(sum(${orders.grandTotal}) FILTER (WHERE ${orders.status} NOT IN ('cancel', 'rejected')), 0)`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(gte(orders.createdAt, from))
    .groupBy(vietnamDay);
}

/** How many orders wait in each status the shop still has to move. */
export function waitingPerStatus(db: Db) {
  return db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(inArray(orders.status, [...WAITING_STATUSES]))
    .groupBy(orders.status);
}

/**
 * Variants of products still sold (not archived) at or below their product's low-stock
 * threshold, fewest first, with how many there are in all.
 */
export function lowStock(db: Db, limit: number) {
  return db
    .select({
      productId: products.id,
      variantId: productVariants.id,
      nameVi: products.nameVi,
      nameEn: products.nameEn,
      sku: productVariants.sku,
      stock: productVariants.stock,
      threshold: products.lowStockThreshold,
      total: sql`count(*) OVER ()`.mapWith(Number),
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(isNull(products.archivedAt), lte(productVariants.stock, products.lowStockThreshold)))
    .orderBy(asc(productVariants.stock), asc(productVariants.sku))
    .limit(limit);
}

/** Refunds owed and reviews waiting for moderation, in one statement. */
export async function pendingCounts(db: Db) {
  const [row] = await db
    .select({
      refunds: count(),
      reviews:
        sql`(SELECT count(*) FROM ${reviews} WHERE ${reviews.status} IN ('NEW', 'PENDING'))`.mapWith(
          Number,
        ),
    })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.status, 'REFUND_DUE'));
  return { reviews: row?.reviews ?? 0, refunds: row?.refunds ?? 0 };
}

/** Flash sales not stopped that have not ended at `now`, soonest first (running ones lead). */
export function currentFlashSales(db: Db, now: Date) {
  return db
    .select({
      id: flashSales.id,
      nameVi: flashSales.nameVi,
      nameEn: flashSales.nameEn,
      startsAt: flashSales.startsAt,
      endsAt: flashSales.endsAt,
    })
    .from(flashSales)
    .where(and(isNull(flashSales.stoppedAt), gt(flashSales.endsAt, now)))
    .orderBy(asc(flashSales.startsAt))
    .limit(10);
}

/** The newest orders, newest first. */
export function latestOrders(db: Db, limit: number) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      grandTotal: orders.grandTotal,
      firstName: orders.firstName,
      lastName: orders.lastName,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
