import { COLOURS, isColour, type PageMeta, type PublicReview } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { StarRating } from '../../../components/ui/star-rating';
import { useDateTime, usePageLanguage } from '../../../lib/format';
import { ReviewPhotos } from './review-photos';

/** Approved reviews: stars, author ("An N."), the verified-purchase mark, text and photos. */
export function ReviewList({ reviews }: { reviews: PublicReview[] }) {
  const { t } = useTranslation('reviews');
  const date = useDateTime('date');
  const lang = usePageLanguage();
  const variantOf = ({ colour, size }: NonNullable<PublicReview['variant']>) =>
    [colour ? (isColour(colour) ? COLOURS[colour][lang] : colour) : null, size]
      .filter(Boolean)
      .join(' / ');
  return (
    <ul className="flex flex-col divide-y divide-ink-100 rounded-2xl bg-white ring-1 ring-ink-100">
      {reviews.map((review) => (
        <li key={review.id} className="flex flex-col gap-2 p-5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <StarRating value={review.rating} label={t('starsLabel', { rating: review.rating })} />
            <span className="font-semibold text-ink-900">{review.authorName}</span>
            {review.verifiedPurchase ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
                <CheckCircleIcon size={14} aria-hidden="true" />
                {t('verified')}
              </span>
            ) : null}
          </div>
          <p className="text-xs text-ink-500">
            <time dateTime={review.createdAt}>{date(review.createdAt)}</time>
            {review.variant ? <> · {t('variant', { variant: variantOf(review.variant) })}</> : null}
          </p>
          {/* Plain text: React escapes it, and line breaks are kept. */}
          <p className="text-[15px] leading-7 whitespace-pre-line text-ink-800">{review.content}</p>
          <ReviewPhotos photos={review.photos} author={review.authorName} />
        </li>
      ))}
    </ul>
  );
}

/** Previous and next pages of the reviews, staying at the reviews (`#reviews`). */
export function ReviewPager({ meta }: { meta: PageMeta }) {
  const { t } = useTranslation('reviews');
  const { pathname, search } = useLocation();
  const last = Math.max(1, Math.ceil(meta.total / Math.max(1, meta.pageSize)));
  if (last <= 1) return null;
  const href = (page: number) => {
    const params = new URLSearchParams(search);
    if (page === 1) params.delete('page');
    else params.set('page', String(page));
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}#reviews`;
  };
  const button =
    'inline-flex h-10 items-center rounded-lg border border-ink-200 bg-white px-4 text-sm font-medium text-ink-800 hover:border-lotus-300';
  return (
    <nav aria-label={t('pager.label')} className="flex items-center justify-between gap-3">
      {meta.page > 1 ? (
        <Link to={href(meta.page - 1)} preventScrollReset rel="prev" className={button}>
          {t('pager.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-ink-600" aria-live="polite">
        {t('pager.status', { page: meta.page, last })}
      </span>
      {meta.page < last ? (
        <Link to={href(meta.page + 1)} preventScrollReset rel="next" className={button}>
          {t('pager.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
