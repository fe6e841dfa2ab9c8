import type { MyReview } from '@lotus/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { Pagination } from '../components/ui/pagination';
import { StarRating } from '../components/ui/star-rating';
import { requireUser } from '../features/accounts';
import { listMyReviews, ReviewForm, ReviewPhotos, ReviewStatusBadge } from '../features/reviews';
import { createApiClient } from '../lib/api-client';
import { useDateTime } from '../lib/format';
import { toRouteError } from '../lib/route-errors';
import type { Route } from './+types/profile.reviews';

/** A page number from the address (`?page=2`); anything else is the first page. */
function pageOf(url: URL): number {
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/** The customer's reviews on the address's page, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'reviews.write' });
  const list = await listMyReviews(
    createApiClient(context.api),
    pageOf(new URL(request.url)),
  ).catch(toRouteError);
  return { reviews: list.items, meta: list.meta };
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/** `/profile/reviews`: my reviews, where each stands, why one was rejected, and editing. */
export default function ProfileReviews({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('reviews');
  const { reviews, meta } = loaderData;
  return (
    <section aria-labelledby="my-reviews-title" className="flex flex-col gap-5">
      <PageTitle title={t('mine.title')} />
      <div>
        <h2 id="my-reviews-title" className="text-xl font-bold tracking-tight">
          {t('mine.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{t('mine.subtitle')}</p>
      </div>
      {reviews.length > 0 ? (
        <>
          <ul className="flex flex-col gap-3">
            {reviews.map((review) => (
              <MyReviewCard key={review.id} review={review} />
            ))}
          </ul>
          <Pagination meta={meta} />
        </>
      ) : (
        <p className="rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-12 text-center text-ink-600">
          {t('mine.empty')}
        </p>
      )}
    </section>
  );
}

function MyReviewCard({ review }: { review: MyReview }) {
  const { t } = useTranslation('reviews');
  const date = useDateTime('date');
  const [editing, setEditing] = useState(false);
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink-100 sm:p-5">
      <div className="flex items-start gap-3">
        {review.product.image ? (
          <img
            src={review.product.image}
            alt=""
            width={56}
            height={56}
            className="size-14 shrink-0 rounded-lg object-cover ring-1 ring-ink-100"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <Link
            to={`/products/${review.product.slug}#reviews`}
            className="font-semibold text-ink-900 hover:text-lotus-800"
          >
            {review.product.name}
          </Link>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <StarRating value={review.rating} label={t('starsLabel', { rating: review.rating })} />
            <ReviewStatusBadge status={review.status} />
            <span className="text-xs text-ink-500">
              {t('mine.writtenAt', { date: date(review.updatedAt) })}
            </span>
          </div>
        </div>
      </div>
      {review.status === 'REJECTED' && review.rejectReason ? (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          {t('mine.reason', { reason: review.rejectReason })}
        </p>
      ) : null}
      {editing ? (
        <ReviewForm
          productId={review.product.id}
          slug={review.product.slug}
          review={review}
          onDone={() => setEditing(false)}
        />
      ) : (
        <>
          <p className="text-[15px] leading-7 whitespace-pre-line text-ink-800">{review.content}</p>
          <ReviewPhotos photos={review.photos} author={review.product.name} />
        </>
      )}
      <button
        type="button"
        className="btn-secondary self-start"
        aria-expanded={editing}
        onClick={() => setEditing((open) => !open)}
      >
        {editing ? t('mine.close') : t('mine.edit')}
      </button>
    </li>
  );
}
