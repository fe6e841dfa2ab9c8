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

/** The shortest and longest review text, in characters after trimming. */
export const REVIEW_CONTENT_MIN = 10;
export const REVIEW_CONTENT_MAX = 2000;
/** The longest rejection reason an operator may write. */
export const REVIEW_REASON_MAX = 500;

/** The largest photo a shopper may upload, in bytes (checked while it streams in). */
export const REVIEW_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** A stored photo's longest edge, in pixels: larger photos are scaled down. */
export const REVIEW_PHOTO_MAX_EDGE = 1600;
/** The image formats a photo may be in, as the decoder names them (never SVG). */
export const REVIEW_PHOTO_FORMATS = ['jpeg', 'png', 'webp'] as const;

/** A product's rating as shoppers see it: the average of approved reviews and how many. */
export interface RatingSummary {
  average: number;
  count: number;
}

/** The average of `count` ratings adding up to `sum`, to one decimal (0 when there are none). */
export function ratingAverage(sum: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round((sum * 10) / count) / 10;
}

/** Where an operator may move a review from each status (never back to NEW: edits do that). */
export const REVIEW_TRANSITIONS: Record<ReviewStatus, readonly ReviewStatus[]> = {
  NEW: ['PENDING', 'APPROVED', 'REJECTED'],
  PENDING: ['APPROVED', 'REJECTED'],
  APPROVED: ['PENDING', 'REJECTED'],
  REJECTED: ['PENDING', 'APPROVED'],
};

/** Whether an operator may move a review from `from` to `to`. */
export function canMoveReview(from: ReviewStatus, to: ReviewStatus): boolean {
  return REVIEW_TRANSITIONS[from].includes(to);
}

/**
 * How a product's rating counters (`rating_count`, `rating_sum`) change when a review goes from
 * `before` to `after` (null: it did not exist): only APPROVED reviews count.
 */
export function ratingChange(
  before: { status: ReviewStatus; rating: number } | null,
  after: { status: ReviewStatus; rating: number } | null,
): { count: number; sum: number } {
  const counted = (review: { status: ReviewStatus; rating: number } | null) =>
    review?.status === 'APPROVED' ? { count: 1, sum: review.rating } : { count: 0, sum: 0 };
  const was = counted(before);
  const is = counted(after);
  return { count: is.count - was.count, sum: is.sum - was.sum };
}

/**
 * The name a review is signed with: the given name and the family name's initial ("An N."),
 * never the e-mail or the whole name.
 */
export function reviewAuthorName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = [...lastName.trim()][0];
  if (!first) return initial ? `${initial.toLocaleUpperCase('vi')}.` : '';
  return initial ? `${first} ${initial.toLocaleUpperCase('vi')}.` : first;
}
