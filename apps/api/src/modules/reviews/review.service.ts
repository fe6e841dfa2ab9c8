import {
  MY_REVIEWS_PATH,
  REVIEW_PHOTOS_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  type MyReview,
  type Page,
  type PageQuery,
  type PortalReviewQuery,
  type PortalReview,
  type PublicReview,
  type Result,
  type ReviewEligibility,
  type ReviewModeration,
  type ReviewSummary,
  type ReviewWrite,
  canMoveReview,
  fail,
  localize,
  ok,
  ratingAverage,
  ratingChange,
  reviewAuthorName,
} from '@lotus/core';
import { type ServiceContext, actorOf, withTransaction } from '../../context.ts';
import { audit } from '../back-office/audit.ts';
import type { EventBus } from '../../events/events.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { OrderService } from '../orders/order.service.ts';
import type { ProductService } from '../products/product.service.ts';
import type { IncomingPhoto, PhotoStore } from './review-photos.ts';
import * as repo from './review.repository.ts';
import './review.events.ts';

const toPhoto = (row: repo.PhotoRow) => ({
  id: row.id,
  url: row.url,
  width: row.width,
  height: row.height,
});

async function photosByReview(ctx: ServiceContext, ids: string[]) {
  const byReview = new Map<string, ReturnType<typeof toPhoto>[]>();
  for (const row of await repo.photosOf(ctx.db, ids)) {
    const list = byReview.get(row.reviewId) ?? [];
    list.push(toPhoto(row));
    byReview.set(row.reviewId, list);
  }
  return byReview;
}

function toPortalReview(
  ctx: ServiceContext,
  row: NonNullable<Awaited<ReturnType<typeof repo.findForPortal>>>,
  photos: ReturnType<typeof toPhoto>[],
): PortalReview {
  const { review } = row;
  return {
    id: review.id,
    rating: review.rating,
    content: review.content,
    status: review.status,
    rejectReason: review.rejectReason,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
    moderatedAt: review.moderatedAt?.toISOString() ?? null,
    author: {
      id: row.author.id,
      name: `${row.author.lastName} ${row.author.firstName}`.trim(),
      email: row.author.email,
    },
    product: {
      id: row.product.id,
      slug: row.product.slug,
      name: localize({ vi: row.product.nameVi, en: row.product.nameEn }, ctx.lang),
    },
    order: { id: row.order.id, number: row.order.number ?? '' },
    photos,
  };
}

/**
 * Reviews: a customer with a done order holding a product reviews it once (and may edit it, which
 * sends it back to moderation); operators take reviews up, approve or reject them with a reason;
 * only approved ones are public and counted in the product's rating, kept in the same
 * transaction as the decision.
 */
export function createReviewService(deps: {
  events: EventBus;
  orders: OrderService;
  products: ProductService;
  notifications: NotificationService;
  photos: PhotoStore;
}) {
  /** A review as its author sees it, with its product in the request's language. */
  function asMine(
    ctx: ServiceContext,
    review: repo.ReviewRow,
    product: { id: string; slug: string; nameVi: string; nameEn: string; image: string | null },
    photos: Awaited<ReturnType<typeof photosByReview>>,
  ): MyReview {
    return {
      id: review.id,
      product: {
        id: product.id,
        slug: product.slug,
        name: localize({ vi: product.nameVi, en: product.nameEn }, ctx.lang),
        image: product.image,
      },
      orderId: review.orderId,
      rating: review.rating,
      content: review.content,
      status: review.status,
      rejectReason: review.status === 'REJECTED' ? review.rejectReason : null,
      createdAt: review.createdAt.toISOString(),
      updatedAt: review.updatedAt.toISOString(),
      photos: photos.get(review.id) ?? [],
    };
  }

  async function myReview(ctx: ServiceContext, review: repo.ReviewRow): Promise<MyReview> {
    const [product, photos] = await Promise.all([
      repo.productOf(ctx.db, review.productId),
      photosByReview(ctx, [review.id]),
    ]);
    if (!product) throw new Error(`review ${review.id} has no product`);
    return asMine(ctx, review, product, photos);
  }

  /** Stores the photos, runs `change` with them, and removes the files if it does not commit. */
  async function withPhotos<T>(
    photos: IncomingPhoto[],
    change: (stored: repo.StoredPhoto[]) => Promise<Result<T>>,
  ): Promise<Result<T>> {
    const saved = await deps.photos.save(photos);
    if (!saved.ok) return saved;
    const urls = saved.value.map((photo) => photo.url);
    try {
      const result = await change(saved.value);
      if (!result.ok) await deps.photos.remove(urls);
      return result;
    } catch (error) {
      await deps.photos.remove(urls);
      throw error;
    }
  }

  return {
    /** A published product's approved reviews in figures (average, count, count per star). */
    async summary(ctx: ServiceContext, productId: string): Promise<Result<ReviewSummary>> {
      if (!(await deps.products.isPublished(ctx, productId))) return fail('PRODUCT_NOT_FOUND');
      const counts = await repo.starCounts(ctx.db, productId);
      let total = 0;
      let sum = 0;
      const stars = [];
      for (let star = REVIEW_RATING_MAX; star >= REVIEW_RATING_MIN; star -= 1) {
        const count = counts.get(star) ?? 0;
        total += count;
        sum += count * star;
        stars.push({ star, count });
      }
      return ok({ average: ratingAverage(sum, total), count: total, stars });
    },

    /** A page of a published product's approved reviews, newest first, signed "An N.". */
    async listPublic(
      ctx: ServiceContext,
      productId: string,
      query: PageQuery & { star?: number | undefined },
    ): Promise<Result<Page<PublicReview>>> {
      if (!(await deps.products.isPublished(ctx, productId))) return fail('PRODUCT_NOT_FOUND');
      const { rows, total } = await repo.listApproved(ctx.db, productId, query);
      const photos = await photosByReview(
        ctx,
        rows.map((row) => row.id),
      );
      return ok({
        items: rows.map((row) => ({
          id: row.id,
          rating: row.rating,
          content: row.content,
          authorName: reviewAuthorName(row.firstName, row.lastName),
          // Only a done order entitles a review, so every one is a verified purchase.
          verifiedPurchase: true,
          variant:
            row.variant && (row.variant.colour || row.variant.size)
              ? { colour: row.variant.colour, size: row.variant.size }
              : null,
          createdAt: row.createdAt.toISOString(),
          photos: photos.get(row.id) ?? [],
        })),
        meta: { page: query.page, pageSize: query.limit, total },
      });
    },

    /** The signed-in customer's reviews, newest first, with their moderation status. */
    async mine(ctx: ServiceContext, query: PageQuery): Promise<Page<MyReview>> {
      const { rows, total } = await repo.listByAuthor(ctx.db, actorOf(ctx).id, query);
      const photos = await photosByReview(
        ctx,
        rows.map((row) => row.review.id),
      );
      return {
        items: rows.map(({ review, product }) => asMine(ctx, review, product, photos)),
        meta: { page: query.page, pageSize: query.limit, total },
      };
    },

    /** Whether the customer may review a product (a done order holds it) and their review. */
    async eligibility(ctx: ServiceContext, productId: string): Promise<Result<ReviewEligibility>> {
      if (!(await deps.products.isPublished(ctx, productId))) return fail('PRODUCT_NOT_FOUND');
      const userId = actorOf(ctx).id;
      const [order, review] = await Promise.all([
        deps.orders.doneOrderWithProduct(ctx, userId, productId),
        repo.findByAuthor(ctx.db, userId, productId),
      ]);
      return ok({ eligible: order !== null, review: review ? await myReview(ctx, review) : null });
    },

    /**
     * Writes the customer's one review of a product of a done order (NEW, waiting for an
     * operator). Refused: no done order (`REVIEW_NOT_ALLOWED`), already reviewed
     * (`REVIEW_EXISTING`, a double submit too), a photo that is not a real image.
     */
    async create(
      ctx: ServiceContext,
      productId: string,
      input: ReviewWrite,
      photos: IncomingPhoto[],
    ): Promise<Result<MyReview>> {
      if (!(await deps.products.isPublished(ctx, productId))) return fail('PRODUCT_NOT_FOUND');
      const userId = actorOf(ctx).id;
      const order = await deps.orders.doneOrderWithProduct(ctx, userId, productId);
      if (!order) return fail('REVIEW_NOT_ALLOWED');
      if (await repo.findByAuthor(ctx.db, userId, productId)) return fail('REVIEW_EXISTING');
      if (photos.length > REVIEW_PHOTOS_MAX) {
        return fail('PHOTO_TOO_MANY', { params: { max: REVIEW_PHOTOS_MAX } });
      }
      return withPhotos(photos, (stored) =>
        withTransaction(ctx, async (tx) => {
          const review = await repo.insertReview(tx.db, {
            productId,
            userId,
            orderId: order.id,
            rating: input.rating,
            content: input.content,
            now: tx.now,
          });
          if (!review) return fail('REVIEW_EXISTING');
          await repo.addPhotos(tx.db, review.id, stored);
          return ok(await myReview(tx, review));
        }),
      );
    },

    /**
     * Edits the customer's review: new stars, words and photos (keeping `keepPhotoIds` of the
     * old ones). It goes back to NEW for moderation; an approved one leaves the product's rating
     * until it is approved again.
     */
    async update(
      ctx: ServiceContext,
      productId: string,
      input: ReviewWrite,
      photos: IncomingPhoto[],
    ): Promise<Result<MyReview>> {
      const userId = actorOf(ctx).id;
      const existing = await repo.findByAuthor(ctx.db, userId, productId);
      if (!existing) return fail('REVIEW_NOT_FOUND');
      const current = await repo.photosOf(ctx.db, [existing.id]);
      const keep = current.filter((photo) => input.keepPhotoIds.includes(photo.id));
      if (keep.length + photos.length > REVIEW_PHOTOS_MAX) {
        return fail('PHOTO_TOO_MANY', { params: { max: REVIEW_PHOTOS_MAX } });
      }
      let removed: string[] = [];
      const result = await withPhotos(photos, (stored) =>
        withTransaction(ctx, async (tx) => {
          const before = await repo.lockReview(tx.db, existing.id);
          if (!before) return fail('REVIEW_NOT_FOUND');
          const review = await repo.rewriteReview(tx.db, before.id, {
            rating: input.rating,
            content: input.content,
            orderId: before.orderId,
            now: tx.now,
          });
          await deps.products.addToRating(tx, review.productId, ratingChange(before, review));
          removed = await repo.removePhotosExcept(
            tx.db,
            review.id,
            keep.map((photo) => photo.id),
          );
          await repo.addPhotos(tx.db, review.id, stored);
          return ok(await myReview(tx, review));
        }),
      );
      if (result.ok) await deps.photos.remove(removed);
      return result;
    },

    /** The back office's queue, by status, oldest change first. */
    async portalList(ctx: ServiceContext, query: PortalReviewQuery): Promise<Page<PortalReview>> {
      const { rows, total } = await repo.listForPortal(ctx.db, query);
      const photos = await photosByReview(
        ctx,
        rows.map((row) => row.review.id),
      );
      return {
        items: rows.map((row) => toPortalReview(ctx, row, photos.get(row.review.id) ?? [])),
        meta: { page: query.page, pageSize: query.limit, total },
      };
    },

    /**
     * An operator's decision on a review, with the product's rating kept in step and the
     * author notified (of an approval or a rejection with its reason) in the same transaction.
     * A move the rules don't allow (e.g. approving an approved review) is
     * `REVIEW_STATUS_NOT_ALLOWED`.
     */
    moderate(
      ctx: ServiceContext,
      id: string,
      decision: ReviewModeration,
    ): Promise<Result<PortalReview>> {
      const operator = actorOf(ctx).id;
      return withTransaction(ctx, async (tx) => {
        const before = await repo.lockReview(tx.db, id);
        if (!before) return fail('REVIEW_NOT_FOUND');
        if (!canMoveReview(before.status, decision.status)) {
          return fail('REVIEW_STATUS_NOT_ALLOWED');
        }
        const review = await repo.setStatus(tx.db, id, {
          status: decision.status,
          rejectReason: decision.status === 'REJECTED' ? (decision.reason ?? null) : null,
          moderatedBy: operator,
          now: tx.now,
        });
        await deps.products.addToRating(tx, review.productId, ratingChange(before, review));
        await audit.record(tx, {
          entity: 'review',
          entityId: id,
          action: 'moderate',
          before: { status: before.status, rejectReason: before.rejectReason },
          after: { status: review.status, rejectReason: review.rejectReason },
        });
        const row = await repo.findForPortal(tx.db, id);
        if (!row) throw new Error(`review ${id} vanished during its moderation`);
        if (review.status === 'APPROVED') {
          await deps.events.publish(tx, 'review.approved', {
            reviewId: review.id,
            productId: review.productId,
            orderId: review.orderId,
            userId: review.userId,
            rating: review.rating,
          });
        }
        if (review.status !== 'PENDING') {
          await deps.notifications.notify(tx, {
            userId: review.userId,
            kind: 'REVIEW_MODERATED',
            params: {
              status: review.status,
              productNameVi: row.product.nameVi,
              productNameEn: row.product.nameEn,
              ...(review.rejectReason ? { reason: review.rejectReason } : {}),
            },
            link: MY_REVIEWS_PATH,
            key: `review:${id}:${review.status}:${tx.now.toISOString()}`,
          });
        }
        const photos = await photosByReview(tx, [id]);
        return ok(toPortalReview(tx, row, photos.get(id) ?? []));
      });
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
