/**
 * A review's life: a customer writes it (NEW), an operator takes it up (PENDING) and approves or
 * rejects it (with a reason the author sees). Only APPROVED reviews are public.
 */
export const REVIEW_STATUSES = ['NEW', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** The most photos one review may carry. */
export const REVIEW_PHOTOS_MAX = 5;
