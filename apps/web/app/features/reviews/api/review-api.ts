import {
  portalReviewContract,
  reviewContract,
  type EndpointData,
  type MyReview,
  type PortalReview,
  type ReviewEligibility,
  type ReviewModeration,
  type ReviewStatus,
  type ReviewSummary,
  type ReviewWrite,
} from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** The page size of a product's reviews on its page. */
const PRODUCT_REVIEWS_PAGE_SIZE = 5;

/** A product's approved reviews in figures (average, count, per star). */
export function getReviewSummary(api: ApiClient, productId: string): Promise<ReviewSummary> {
  return api.call(reviewContract.summary, { params: { id: productId } });
}

/** A page of a product's approved reviews, newest first, of one star count when given. */
export function listProductReviews(
  api: ApiClient,
  productId: string,
  query: { page: number; star?: number | undefined },
): Promise<EndpointData<typeof reviewContract.listPublic>> {
  return api.call(reviewContract.listPublic, {
    params: { id: productId },
    query: { page: query.page, limit: PRODUCT_REVIEWS_PAGE_SIZE, star: query.star },
  });
}

/** Whether the signed-in customer may review the product, and their review of it. */
export function getReviewEligibility(
  api: ApiClient,
  productId: string,
): Promise<ReviewEligibility> {
  return api.call(reviewContract.eligibility, { params: { id: productId } });
}

/** The signed-in customer's reviews. */
export function listMyReviews(
  api: ApiClient,
  page: number,
): Promise<EndpointData<typeof reviewContract.mine>> {
  return api.call(reviewContract.mine, { query: { page, limit: 10 } });
}

/**
 * Writes (`create`) or edits (`update`) the customer's review of a product. The form travels as
 * multipart (its photos as files); its text fields are the contract's body.
 */
export function writeReview(
  api: ApiClient,
  intent: 'create' | 'update',
  productId: string,
  form: FormData,
): Promise<MyReview> {
  const endpoint = intent === 'create' ? reviewContract.create : reviewContract.update;
  // The transport forwards a FormData as a multipart body; the API validates its fields.
  return api.call(endpoint, { params: { id: productId }, body: form as unknown as ReviewWrite });
}

/** The back office's queue, by status. */
export function listPortalReviews(
  api: ApiClient,
  query: { page: number; status?: ReviewStatus | undefined },
): Promise<EndpointData<typeof portalReviewContract.list>> {
  return api.call(portalReviewContract.list, {
    query: { page: query.page, limit: 20, status: query.status },
  });
}

/** An operator's decision on a review. */
export function moderateReview(
  api: ApiClient,
  id: string,
  decision: ReviewModeration,
): Promise<PortalReview> {
  return api.call(portalReviewContract.moderate, { params: { id }, body: decision });
}
