import type { NewsStatus } from '@lotus/core';
import { useTranslation } from 'react-i18next';

const TONES: Record<NewsStatus, string> = {
  DRAFT: 'bg-ink-100 text-ink-800 ring-ink-200',
  SCHEDULED: 'bg-amber-50 text-amber-900 ring-amber-200',
  PUBLISHED: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

/** An article's status in the back office: draft, scheduled or published. */
export function NewsStatusBadge({ status }: { status: NewsStatus }) {
  const { t } = useTranslation('content');
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[status]}`}
    >
      {t(`portalNews.status.${status}`)}
    </span>
  );
}
