/** Reviews: a product's approved reviews, the customer's own, and the back office's moderation. */
export {
  getReviewEligibility,
  getReviewSummary,
  listMyReviews,
  listPortalReviews,
  listProductReviews,
  moderateReview,
  writeReview,
} from './api/review-api';
export { ReviewForm, type ReviewActionData } from './components/review-form';
export { ReviewPhotos } from './components/review-photos';
export { ReviewSection, type ProductReviews } from './components/review-section';
export { ReviewStatusBadge } from './components/review-status-badge';
export { StarIcon } from './components/review-icons';
