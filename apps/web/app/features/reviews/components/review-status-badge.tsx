import type { ReviewStatus } from '@lotus/core';
import { useTranslation } from 'react-i18next';

const TONES: Record<ReviewStatus, string> = {
  NEW: 'bg-sky-50 text-sky-800 ring-sky-200',
  PENDING: 'bg-amber-50 text-amber-900 ring-amber-200',
  APPROVED: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  REJECTED: 'bg-red-50 text-red-800 ring-red-200',
};

/** Where a review stands in moderation. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation('reviews');
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
