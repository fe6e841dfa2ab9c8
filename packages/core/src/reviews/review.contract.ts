import { z } from 'zod';
import { endpoint } from '../http/contract.ts';
import { pageQueryOf } from '../http/pagination.ts';
import {
  myReviewSchema,
  portalReviewQuerySchema,
  portalReviewSchema,
  publicReviewQuerySchema,
  publicReviewSchema,
  reviewEligibilitySchema,
  reviewModerationSchema,
  reviewSummarySchema,
  reviewWriteSchema,
} from './review.schema.ts';

const productId = z.object({ id: z.uuid() });
const errors = [400, 401, 403, 404, 409, 413, 415, 422] as const;

/**
 * Reviews: the public list of a product's approved reviews, the shopper's own (write, edit, list)
 * and the back office's moderation. Writing and editing take a multipart form (fields `rating`,
 * `content`, `keepPhotoIds`, files `photos`) or JSON without photos.
 */
export const reviewContract = {
  summary: endpoint({
    method: 'GET',
    path: '/api/review/:id/summary',
    access: 'public',
    tag: 'reviews',
    summary: "A product's approved reviews in figures: average, count, count per star",
    params: productId,
    response: reviewSummarySchema,
    errors: [400, 404],
    // Every review a shopper may see changes the product's rating, which announces the product.
    shared: true,
  }),
  listPublic: endpoint({
    method: 'GET',
    path: '/api/review/:id/public',
    access: 'public',
    tag: 'reviews',
    summary: "A product's approved reviews, newest first",
    params: productId,
    query: publicReviewQuerySchema,
    response: publicReviewSchema,
    paged: true,
    errors: [400, 404],
    shared: true,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/review/list/with-auth',
    access: 'reviews.write',
    tag: 'reviews',
    summary: 'Your reviews and where each stands in moderation, newest first',
    query: pageQueryOf(20),
    response: myReviewSchema,
    paged: true,
    errors: [400, 401, 403],
  }),
  eligibility: endpoint({
    method: 'GET',
    path: '/api/review/:id/customer-review',
    access: 'reviews.write',
    tag: 'reviews',
    summary: 'Whether you may review this product, and your review of it when you have one',
    params: productId,
    response: reviewEligibilitySchema,
    errors: [400, 401, 403, 404],
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/review/:id/customer-review',
    access: 'reviews.write',
    tag: 'reviews',
    summary: 'Review a product of one of your done orders (once); it waits for moderation',
    params: productId,
    body: reviewWriteSchema,
    response: myReviewSchema,
    status: 201,
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/review/:id/customer-review',
    access: 'reviews.write',
    tag: 'reviews',
    summary: 'Edit your review of a product; it goes back to moderation (NEW)',
    params: productId,
    body: reviewWriteSchema,
    response: myReviewSchema,
    errors,
  }),
};

/** The back office's review moderation. */
export const portalReviewContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/portal/reviews',
    access: 'reviews.moderate',
    tag: 'portal-reviews',
    summary: 'Reviews to moderate, by status, oldest first',
    query: portalReviewQuerySchema,
    response: portalReviewSchema,
    paged: true,
    errors: [400, 401, 403],
  }),
  moderate: endpoint({
    method: 'PUT',
    path: '/api/portal/reviews/:id/status',
    access: 'reviews.moderate',
    tag: 'portal-reviews',
    summary: 'Take up (PENDING), approve or reject (with a reason) a review',
    params: z.object({ id: z.uuid() }),
    body: reviewModerationSchema,
    response: portalReviewSchema,
    errors: [400, 401, 403, 404, 409],
  }),
};
