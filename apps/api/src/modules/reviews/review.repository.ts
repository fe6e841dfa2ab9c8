import type { PageQuery, PortalReviewQuery, ReviewStatus } from '@lotus/core';
import { pageOffset } from '@lotus/core';
import { schema } from '@lotus/db';
import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';
import { countedPage } from '../../lib/counted-page.ts';
import { listOrder } from '../../lib/list-order.ts';

const { reviews, reviewPhotos, products, users, orders, orderLines } = schema;

export type ReviewRow = typeof reviews.$inferSelect;
export type PhotoRow = typeof reviewPhotos.$inferSelect;

/** A photo as it is stored: our file's address and its size. */
export interface StoredPhoto {
  url: string;
  width: number;
  height: number;
}

/** The customer's review of a product, if they wrote one. */
export async function findByAuthor(
  db: Db,
  userId: string,
  productId: string,
): Promise<ReviewRow | null> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
  return row ?? null;
}

/** A review by id, locked for a moderation decision in the caller's transaction. */
export async function lockReview(db: Db, id: string): Promise<ReviewRow | null> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row ?? null;
}

/** Inserts a review; null when the customer already reviewed the product (a double submit). */
export async function insertReview(
  db: Db,
  values: Pick<ReviewRow, 'productId' | 'userId' | 'orderId' | 'rating' | 'content'> & {
    now: Date;
  },
): Promise<ReviewRow | null> {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(reviews)
    .values({ ...rest, status: 'NEW', createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The author's edit: new words, back to NEW, the old moderation forgotten. */
export async function rewriteReview(
  db: Db,
  id: string,
  values: { rating: number; content: string; orderId: string; now: Date },
): Promise<ReviewRow> {
  const [row] = await db
    .update(reviews)
    .set({
      rating: values.rating,
      content: values.content,
      orderId: values.orderId,
      status: 'NEW',
      rejectReason: null,
      moderatedBy: null,
      moderatedAt: null,
      updatedAt: values.now,
    })
    .where(eq(reviews.id, id))
    .returning();
  if (!row) throw new Error(`review ${id} vanished during its edit`);
  return row;
}

/** An operator's decision. */
export async function setStatus(
  db: Db,
  id: string,
  values: { status: ReviewStatus; rejectReason: string | null; moderatedBy: string; now: Date },
): Promise<ReviewRow> {
  const [row] = await db
    .update(reviews)
    .set({
      status: values.status,
      rejectReason: values.rejectReason,
      moderatedBy: values.moderatedBy,
      moderatedAt: values.now,
      updatedAt: values.now,
    })
    .where(eq(reviews.id, id))
    .returning();
  if (!row) throw new Error(`review ${id} vanished during its moderation`);
  return row;
}

/** The photos of some reviews, in their order. */
export async function photosOf(db: Db, reviewIds: string[]): Promise<PhotoRow[]> {
  if (reviewIds.length === 0) return [];
  return db
    .select()
    .from(reviewPhotos)
    .where(inArray(reviewPhotos.reviewId, reviewIds))
    .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.position));
}

/** Removes a review's photos except `keep`; answers the removed ones' addresses. */
export async function removePhotosExcept(
  db: Db,
  reviewId: string,
  keep: string[],
): Promise<string[]> {
  const removed = await db
    .delete(reviewPhotos)
    .where(
      and(
        eq(reviewPhotos.reviewId, reviewId),
        keep.length > 0 ? notInArray(reviewPhotos.id, keep) : undefined,
      ),
    )
    .returning({ url: reviewPhotos.url });
  return removed.map((row) => row.url);
}

/** Adds photos after a review's existing ones. */
export async function addPhotos(db: Db, reviewId: string, photos: StoredPhoto[]): Promise<void> {
  if (photos.length === 0) return;
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${reviewPhotos.position}), -1)::int` })
    .from(reviewPhotos)
    .where(eq(reviewPhotos.reviewId, reviewId));
  const start = (last?.position ?? -1) + 1;
  await db
    .insert(reviewPhotos)
    .values(photos.map((photo, index) => ({ reviewId, position: start + index, ...photo })));
}

/** How many approved reviews a product has with each rating. */
export async function starCounts(db: Db, productId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'APPROVED')))
    .groupBy(reviews.rating);
  return new Map(rows.map((row) => [row.rating, Number(row.count)]));
}

/** A page of a product's approved reviews, newest first, with their authors and variants, and their count. */
export async function listApproved(
  db: Db,
  productId: string,
  query: PageQuery & { star?: number | undefined },
) {
  const where = and(
    eq(reviews.productId, productId),
    eq(reviews.status, 'APPROVED'),
    query.star === undefined ? undefined : eq(reviews.rating, query.star),
  );
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      content: reviews.content,
      createdAt: reviews.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      variant: sql<{ colour: string | null; size: string | null } | null>`(
        SELECT json_build_object('colour', l.colour, 'size', l.size) FROM ${orderLines} l
        WHERE l.order_id = ${reviews.orderId} AND l.product_id = ${reviews.productId}
        ORDER BY l.position LIMIT 1)`,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(query.limit)
    .offset(pageOffset(query));
  return countedPage(rows, pageOffset(query), async () => {
    const [total] = await db.select({ count: count() }).from(reviews).where(where);
    return Number(total?.count ?? 0);
  });
}

const productColumns = {
  id: products.id,
  slug: products.slug,
  nameVi: products.nameVi,
  nameEn: products.nameEn,
};

/** A page of a customer's reviews, newest first, with their products. */
export async function listByAuthor(db: Db, userId: string, query: PageQuery) {
  const where = eq(reviews.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        review: reviews,
        product: {
          ...productColumns,
          image: sql<string | null>`(SELECT i.url FROM product_images i
            WHERE i.product_id = ${products.id} ORDER BY i.position LIMIT 1)`,
        },
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ count: count() }).from(reviews).where(where),
  ]);
  return { rows, total: Number(total?.count ?? 0) };
}

/** The product of a review with its first image (for the author's own view). */
export async function productOf(db: Db, productId: string) {
  const [row] = await db
    .select({
      ...productColumns,
      image: sql<string | null>`(SELECT i.url FROM product_images i
        WHERE i.product_id = ${products.id} ORDER BY i.position LIMIT 1)`,
    })
    .from(products)
    .where(eq(products.id, productId));
  return row ?? null;
}

const portalColumns = {
  review: reviews,
  author: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
  },
  product: productColumns,
  order: { id: orders.id, number: orders.number },
};

function portalSelect(db: Db) {
  return db
    .select(portalColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(orders, eq(orders.id, reviews.orderId));
}

export type PortalRow = Awaited<ReturnType<typeof findForPortal>> & {};

/** The back office's queue: by status (or all), oldest first so nothing waits forever. */
export async function listForPortal(db: Db, query: PortalReviewQuery) {
  const where = query.status ? eq(reviews.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    portalSelect(db)
      .where(where)
      .orderBy(
        ...listOrder(query, { rating: reviews.rating }, [asc(reviews.updatedAt), asc(reviews.id)]),
      )
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ count: count() }).from(reviews).where(where),
  ]);
  return { rows, total: Number(total?.count ?? 0) };
}

/** One review as the back office shows it. */
export async function findForPortal(db: Db, id: string) {
  const [row] = await portalSelect(db).where(eq(reviews.id, id));
  return row ?? null;
}
