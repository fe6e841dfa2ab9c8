import {
  PORTAL_REVIEW_SORTS,
  REVIEW_REASON_MAX,
  reviewModerationSchema,
  type PortalReview,
  type ReviewStatus,
} from '@lotus/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { FormAlert } from '../../components/ui/form-alert';
import { FilterChips } from '../../components/ui/filter-chips';
import { PageTitle } from '../../components/ui/page-title';
import { StarRating } from '../../components/ui/star-rating';
import { requireUser } from '../../features/accounts';
import { DataTable, listSortOf, type Column } from '../../features/portal-kit';
import {
  listPortalReviews,
  moderateReview,
  ReviewPhotos,
  ReviewStatusBadge,
} from '../../features/reviews';
import { translateKey } from '../../i18n/i18n';
import { createApiClient } from '../../lib/api-client';
import { formInvalid, formRefusal, formValues, type FormFailure } from '../../lib/form-errors';
import { useDateTime } from '../../lib/format';
import { toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/reviews';

type Filter = ReviewStatus | 'ALL';
const FILTERS: readonly Filter[] = ['NEW', 'PENDING', 'APPROVED', 'REJECTED', 'ALL'];

/** The queue of the address's status (`?status=PENDING`; new ones by default) and page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'reviews.moderate' });
  const url = new URL(request.url);
  const asked = url.searchParams.get('status');
  const status: Filter = FILTERS.find((f) => f === asked) ?? 'NEW';
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const result = await listPortalReviews(createApiClient(context.api), {
    page,
    status: status === 'ALL' ? undefined : status,
    ...listSortOf(url.searchParams, PORTAL_REVIEW_SORTS),
  }).catch(toRouteError);
  return { status, reviews: result.items, meta: result.meta };
}

type ModerationData = { ok: true; id: string } | FormFailure;

/** POST id, status (PENDING, APPROVED, REJECTED) and, for a rejection, the reason. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'reviews.moderate' });
  const values = formValues(await request.formData());
  const decision = reviewModerationSchema.safeParse({
    status: values.status,
    ...(values.reason !== undefined ? { reason: values.reason } : {}),
  });
  if (!decision.success) return formInvalid(decision.error);
  try {
    const review = await moderateReview(
      createApiClient(context.api),
      values.id ?? '',
      decision.data,
    );
    return { ok: true, id: review.id } satisfies ModerationData;
  } catch (error) {
    return formRefusal(error);
  }
}

/** `/portal/reviews`: reviews by status, each with its product, order, author, text and photos. */
export default function PortalReviews({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('reviews');
  const { status, reviews, meta } = loaderData;
  const columns: Column<PortalReview>[] = [
    {
      key: 'review',
      header: t('portal.columns.review'),
      className: 'min-w-72',
      cell: (review) => <ReviewSummary review={review} />,
    },
    {
      key: 'rating',
      header: t('portal.columns.rating'),
      sortable: true,
      cell: (review) => (
        <StarRating value={review.rating} label={t('starsLabel', { rating: review.rating })} />
      ),
    },
    {
      key: 'status',
      header: t('portal.columns.status'),
      cell: (review) => <ReviewStatusBadge status={review.status} />,
    },
    {
      key: 'actions',
      header: t('portal.columns.actions'),
      className: 'w-64',
      cell: (review) => <ReviewModeration review={review} />,
    },
  ];
  return (
    <section aria-labelledby="reviews-title" className="flex flex-col gap-4">
      <PageTitle title={t('portal.title')} />
      <div>
        <h1 id="reviews-title" className="text-xl font-bold tracking-tight text-ink-900">
          {t('portal.title')}
        </h1>
        <p className="mt-1 text-sm text-ink-600">{t('portal.subtitle')}</p>
      </div>
      <FilterChips
        label={t('portal.filter')}
        chips={FILTERS.map((filter) => ({
          key: filter,
          to: `?status=${filter}`,
          label: filter === 'ALL' ? t('portal.all') : t(`status.${filter}`),
          current: filter === status,
        }))}
      />
      <p className="text-sm text-ink-600" aria-live="polite">
        {t('portal.count', { count: meta.total })}
      </p>
      <DataTable
        caption={t('portal.title')}
        columns={columns}
        rows={reviews}
        rowKey={(review) => review.id}
        rowProps={(review) => ({ 'data-review': review.id })}
        meta={meta}
        empty={t('portal.empty')}
      />
    </section>
  );
}

const ACTIONS: Record<ReviewStatus, ('PENDING' | 'APPROVED' | 'REJECTED')[]> = {
  NEW: ['PENDING', 'APPROVED', 'REJECTED'],
  PENDING: ['APPROVED', 'REJECTED'],
  APPROVED: ['REJECTED'],
  REJECTED: ['APPROVED'],
};

/** What the review says: its product, order, author, date, text, photos, a rejection's reason. */
function ReviewSummary({ review }: { review: PortalReview }) {
  const { t } = useTranslation('reviews');
  const at = useDateTime();
  return (
    <div className="flex flex-col gap-2">
      <div>
        <p className="font-semibold break-words text-ink-900">
          <Link to={`/products/${review.product.slug}`} className="hover:text-lotus-800">
            {review.product.name}
          </Link>
        </p>
        <p className="mt-0.5 text-xs text-ink-600">
          <Link to={`/portal/orders/${review.order.id}`} className="underline hover:text-lotus-800">
            {t('portal.order', { number: review.order.number })}
          </Link>
          {' · '}
          {review.author.name} ({review.author.email}){' · '}
          {t('portal.writtenAt', { date: at(review.updatedAt) })}
        </p>
      </div>
      <p className="leading-6 whitespace-pre-line text-ink-800">{review.content}</p>
      <ReviewPhotos photos={review.photos} author={review.author.name} />
      {review.status === 'REJECTED' && review.rejectReason ? (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-red-900">
          {t('mine.reason', { reason: review.rejectReason })}
        </p>
      ) : null}
    </div>
  );
}

/** The moves a review may make, in place; a rejection asks for its reason first. */
function ReviewModeration({ review }: { review: PortalReview }) {
  const { t } = useTranslation('reviews');
  const fetcher = useFetcher<ModerationData>();
  const [rejecting, setRejecting] = useState(false);
  const pending = fetcher.state !== 'idle';
  const failure = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const reasonError = failure?.fieldErrors.reason;
  const headingId = `review-${review.id}`;
  const { status } = review;

  return (
    <div className="flex flex-col gap-2">
      {failure?.formError ? (
        <FormAlert tone="error">
          {translateKey(t, failure.formError.key, failure.formError.values)}
        </FormAlert>
      ) : null}
      {rejecting ? (
        <fetcher.Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="id" value={review.id} />
          <input type="hidden" name="status" value="REJECTED" />
          <label htmlFor={`${headingId}-reason`} className="text-sm font-medium text-ink-800">
            {t('portal.reason')}
          </label>
          <textarea
            id={`${headingId}-reason`}
            name="reason"
            rows={2}
            required
            maxLength={REVIEW_REASON_MAX}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${headingId}-reason-error` : undefined}
            className="block w-full rounded-xl border border-ink-200 px-3.5 py-2 text-base focus:border-lotus-600 focus:ring-2 focus:ring-lotus-200 focus:outline-none aria-invalid:border-red-600 sm:text-sm"
          />
          {reasonError ? (
            <p id={`${headingId}-reason-error`} className="text-sm text-red-700">
              {translateKey(t, reasonError)}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={pending} className="btn-primary">
              {t('portal.confirmReject')}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setRejecting(false)}>
              {t('portal.cancel')}
            </button>
          </div>
        </fetcher.Form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {ACTIONS[status].map((next) =>
            next === 'REJECTED' ? (
              <button
                key={next}
                type="button"
                className="btn-secondary"
                onClick={() => setRejecting(true)}
              >
                {t('portal.reject')}
              </button>
            ) : (
              <fetcher.Form key={next} method="post">
                <input type="hidden" name="id" value={review.id} />
                <input type="hidden" name="status" value={next} />
                <button
                  type="submit"
                  disabled={pending}
                  className={next === 'APPROVED' ? 'btn-primary' : 'btn-secondary'}
                >
                  {next === 'APPROVED' ? t('portal.approve') : t('portal.takeUp')}
                </button>
              </fetcher.Form>
            ),
          )}
        </div>
      )}
    </div>
  );
}
