import { z } from 'zod';
import { wholeNumber } from '../http/input.ts';
import { pageQueryOf, sortQueryOf } from '../http/pagination.ts';
import {
  REVIEW_CONTENT_MAX,
  REVIEW_CONTENT_MIN,
  REVIEW_PHOTOS_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REASON_MAX,
  REVIEW_STATUSES,
} from './review.rules.ts';

/** A list of ids sent as repeated form fields, one comma-separated field, or a JSON array. */
const idList = (max: number) =>
  z.preprocess(
    (value) =>
      value === undefined || value === ''
        ? []
        : typeof value === 'string'
          ? value.split(',').filter(Boolean)
          : value,
    z.array(z.uuid({ message: 'InvalidValue' })).max(max, 'InvalidValue'),
  );

/**
 * A review as the shopper writes it: the stars, the text and, when editing, the photos to keep.
 * New photos travel beside it as files of a multipart form (`photos`); a JSON body carries none.
 */
export const reviewWriteSchema = z.object({
  rating: z.coerce
    .number({ message: 'RatingRequired' })
    .int('RatingRequired')
    .min(REVIEW_RATING_MIN, 'RatingRequired')
    .max(REVIEW_RATING_MAX, 'RatingRequired'),
  content: z
    .string({ message: 'FieldIsNotEmpty' })
    .trim()
    .min(REVIEW_CONTENT_MIN, 'ReviewTooShort')
    .max(REVIEW_CONTENT_MAX, 'TextTooLong'),
  keepPhotoIds: idList(REVIEW_PHOTOS_MAX).default([]),
});
export type ReviewWrite = z.infer<typeof reviewWriteSchema>;

export const reviewPhotoSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

/** An approved review as every visitor sees it: signed "An N.", never with an e-mail. */
export const publicReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  content: z.string(),
  authorName: z.string(),
  /** Every review comes from a done order: shown as "verified purchase". */
  verifiedPurchase: z.boolean(),
  /** The variant bought (its colour code and size), as the order line has it. */
  variant: z.object({ colour: z.string().nullable(), size: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  photos: z.array(reviewPhotoSchema),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** A product's approved reviews in figures: the average, the count and the count per star. */
export const reviewSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  /** Five entries, 5 stars first. */
  stars: z.array(z.object({ star: z.number().int(), count: z.number().int() })),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** The public list: a page of approved reviews, newest first, optionally of one star count. */
export const publicReviewQuerySchema = pageQueryOf(5).extend({
  star: wholeNumber(REVIEW_RATING_MIN, REVIEW_RATING_MAX).optional(),
});

/** The shopper's own review of a product, with where it stands in moderation. */
export const myReviewSchema = z.object({
  id: z.uuid(),
  product: z.object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    image: z.string().nullable(),
  }),
  orderId: z.uuid(),
  rating: z.number().int(),
  content: z.string(),
  status: z.enum(REVIEW_STATUSES),
  /** Why an operator rejected it (only for REJECTED). */
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  photos: z.array(reviewPhotoSchema),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** Whether the signed-in shopper may review a product, and their review when they have one. */
export const reviewEligibilitySchema = z.object({
  /** A done order with this product entitles the shopper. */
  eligible: z.boolean(),
  review: myReviewSchema.nullable(),
});
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;

/** The back office's queue: by status (every status when none), oldest first. */
/** What the back office can order reviews by (oldest first without one). */
export const PORTAL_REVIEW_SORTS = ['rating'] as const;
export type PortalReviewSort = (typeof PORTAL_REVIEW_SORTS)[number];
export const portalReviewQuerySchema = pageQueryOf(20)
  .extend({ status: z.enum(REVIEW_STATUSES, { message: 'InvalidValue' }).optional() })
  .extend(sortQueryOf(PORTAL_REVIEW_SORTS).shape);
export type PortalReviewQuery = z.infer<typeof portalReviewQuerySchema>;

/** A review as an operator moderates it: the product, the order and the author in full. */
export const portalReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  content: z.string(),
  status: z.enum(REVIEW_STATUSES),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  moderatedAt: z.string().nullable(),
  author: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  product: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }),
  order: z.object({ id: z.uuid(), number: z.string() }),
  photos: z.array(reviewPhotoSchema),
});
export type PortalReview = z.infer<typeof portalReviewSchema>;

/** An operator's decision: take up, approve, or reject with a reason the author reads. */
export const reviewModerationSchema = z
  .object({
    status: z.enum(['PENDING', 'APPROVED', 'REJECTED'], { message: 'InvalidValue' }),
    reason: z.string().trim().max(REVIEW_REASON_MAX, 'TextTooLong').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'REJECTED' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'ReasonRequired' });
    }
  });
export type ReviewModeration = z.infer<typeof reviewModerationSchema>;
