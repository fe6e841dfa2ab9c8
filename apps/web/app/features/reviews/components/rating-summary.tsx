import type { ReviewSummary } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { StarRating } from '../../../components/ui/star-rating';
import { useAverage } from '../../../lib/format';

/**
 * The average (one decimal in the page's language, as the cards show it), the count, and a bar
 * per star (5 to 1), each a filter of the list below; "no reviews yet" while there is none.
 */
export function RatingSummary({
  summary,
  star,
}: {
  summary: ReviewSummary;
  star: number | undefined;
}) {
  const { t } = useTranslation('reviews');
  const { pathname, search } = useLocation();
  const average = useAverage()(summary.average);
  const filterHref = (value: number | undefined) => {
    const params = new URLSearchParams(search);
    params.delete('page');
    if (value === undefined) params.delete('star');
    else params.set('star', String(value));
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}#reviews`;
  };

  if (summary.count === 0) {
    return (
      <div className="rounded-2xl bg-white p-5 ring-1 ring-ink-100">
        <p className="text-lg font-bold text-ink-900">{t('noneYet')}</p>
        <p className="mt-1 text-sm text-ink-600">{t('noneYetHint')}</p>
      </div>
    );
  }

  return (
    <div className="grid gap-5 rounded-2xl bg-white p-5 ring-1 ring-ink-100 sm:grid-cols-[auto_1fr] sm:gap-8">
      <div className="flex flex-col items-start gap-1 sm:items-center sm:justify-center">
        <p className="text-4xl font-bold tracking-tight text-ink-900">
          <span>{average}</span>
          <span className="text-lg font-medium text-ink-500"> / 5</span>
        </p>
        <StarRating
          value={summary.average}
          size={20}
          label={t('starsLabel', { rating: average })}
        />
        <p className="text-sm text-ink-600">{t('count', { count: summary.count })}</p>
      </div>
      <ul className="flex flex-col gap-1.5" aria-label={t('byStar')}>
        {summary.stars.map(({ star: value, count }) => {
          const share = summary.count > 0 ? Math.round((count / summary.count) * 100) : 0;
          const active = star === value;
          return (
            <li key={value}>
              <Link
                to={active ? filterHref(undefined) : filterHref(value)}
                preventScrollReset
                aria-current={active ? 'true' : undefined}
                className={`grid grid-cols-[3.5rem_1fr_2.5rem] items-center gap-3 rounded-lg px-2 py-1 text-sm hover:bg-ink-50 ${
                  active ? 'bg-lotus-50 ring-1 ring-lotus-200' : ''
                }`}
              >
                {/* Its name is what it shows, then what the numbers mean: "5 sao 3 đánh giá. Lọc
                    theo 5 sao" (a spoken name that holds the visible words, WCAG 2.5.3). */}
                <span className="font-medium text-ink-800">{t('starShort', { star: value })}</span>
                <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-ink-100">
                  <span className="block h-full bg-amber-500" style={{ width: `${share}%` }} />
                </span>
                <span className="text-right text-ink-600 tabular-nums">
                  {count}
                  <span className="sr-only">
                    {' '}
                    {t('barReviews', { count })}. {t('barFilter', { star: value })}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
