import type { PageMeta, PublicReview, ReviewEligibility, ReviewSummary } from '@lotus/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginPath } from '../../accounts';
import { ReviewList, ReviewPager } from './review-list';
import { RatingSummary } from './rating-summary';
import { ReviewStatusBadge } from './review-status-badge';

/**
 * Only a signed-in customer who may review sees the form, so a visitor's page loads without it.
 * A page rendered with the form waits for it before hydrating (no Suspense boundary around it):
 * a form shown but not yet live would lose the shopper's first clicks.
 */
const ReviewForm = lazy(() =>
  import('./review-form').then((module) => ({ default: module.ReviewForm })),
);

/** What the product page loads for its reviews. */
export interface ProductReviews {
  summary: ReviewSummary;
  items: PublicReview[];
  meta: PageMeta;
  star: number | undefined;
  /** The signed-in customer's standing (null for a visitor or a staff member). */
  eligibility: ReviewEligibility | null;
}

/**
 * The product page's reviews: the figures, the approved reviews with paging and a star filter,
 * and the signed-in customer's own review or the form to write one.
 */
export function ReviewSection({
  productId,
  slug,
  reviews,
  signedIn,
}: {
  productId: string;
  slug: string;
  reviews: ProductReviews;
  signedIn: boolean;
}) {
  const { t } = useTranslation('reviews');
  const { summary, items, meta, star, eligibility } = reviews;
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mt-12 scroll-mt-24">
      <h2 id="reviews-title" className="mb-5 text-xl font-bold tracking-tight">
        {t('title')}
      </h2>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-10">
        <div className="flex flex-col gap-5">
          <RatingSummary summary={summary} star={star} />
          <WritePanel
            productId={productId}
            slug={slug}
            eligibility={eligibility}
            signedIn={signedIn}
          />
        </div>
        <div className="flex flex-col gap-4">
          {items.length > 0 ? (
            <>
              <ReviewList reviews={items} />
              <ReviewPager meta={meta} />
            </>
          ) : (
            <p className="rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-10 text-center text-ink-600">
              {star ? t('emptyFiltered', { star }) : t('empty')}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

function WritePanel({
  productId,
  slug,
  eligibility,
  signedIn,
}: {
  productId: string;
  slug: string;
  eligibility: ReviewEligibility | null;
  signedIn: boolean;
}) {
  const { t } = useTranslation('reviews');
  const [editing, setEditing] = useState(false);
  const box = 'rounded-2xl bg-white p-5 ring-1 ring-ink-100';
  if (!signedIn) {
    return (
      <p className={`${box} text-sm text-ink-700`}>
        <Link
          to={loginPath(`/products/${slug}#reviews`)}
          className="font-semibold text-lotus-800 underline"
        >
          {t('write.login')}
        </Link>
      </p>
    );
  }
  if (!eligibility) return null;
  const { review } = eligibility;
  if (review && !editing) {
    return (
      <div className={`${box} flex flex-col gap-2`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold text-ink-900">{t('write.yours')}</h3>
          <ReviewStatusBadge status={review.status} />
        </div>
        {review.status === 'REJECTED' && review.rejectReason ? (
          <p className="text-sm text-red-800">
            {t('mine.reason', { reason: review.rejectReason })}
          </p>
        ) : null}
        {review.status === 'NEW' || review.status === 'PENDING' ? (
          <p className="text-sm text-ink-600" role="status">
            {t('form.moderationNote')}
          </p>
        ) : null}
        <p className="text-sm whitespace-pre-line text-ink-700">{review.content}</p>
        <button type="button" className="btn-secondary self-start" onClick={() => setEditing(true)}>
          {t('write.edit')}
        </button>
      </div>
    );
  }
  if (!eligibility.eligible && !review) {
    return <p className={`${box} text-sm text-ink-700`}>{t('write.notEligible')}</p>;
  }
  const form = (
    <ReviewForm
      productId={productId}
      slug={slug}
      review={review}
      onDone={() => setEditing(false)}
    />
  );
  return (
    <div className={box}>
      <h3 className="mb-3 font-semibold text-ink-900">
        {review ? t('form.editTitle') : t('form.title')}
      </h3>
      {/* Opened by a click (not a navigation), the form may wait for its module in a boundary. */}
      {editing ? <Suspense>{form}</Suspense> : form}
    </div>
  );
}
