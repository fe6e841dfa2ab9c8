import { NEWS_STATUSES, type NewsStatus, type PortalNews } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { useDateTime, usePageLanguage } from '../../../lib/format';
import { newsArticlePath } from '../news-seo';
import { NewsStatusBadge } from './news-status-badge';

const small =
  'inline-flex h-9 items-center rounded-full px-3.5 text-sm font-semibold ring-1 transition disabled:opacity-60';

/** One article's row: status, dates, and what can be done with it now. */
function NewsRow({ news }: { news: PortalNews }) {
  const { t } = useTranslation('content');
  const lang = usePageLanguage();
  const when = useDateTime();
  const fetcher = useFetcher();
  const busy = fetcher.state !== 'idle';
  const title = lang === 'en' ? news.titleEn : news.titleVi;
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink-100 sm:flex-row sm:items-center sm:gap-4">
      {news.image ? (
        <img
          src={news.image}
          alt=""
          width={96}
          height={64}
          loading="lazy"
          className="hidden h-16 w-24 shrink-0 rounded-lg bg-lotus-50 object-cover sm:block"
        />
      ) : (
        <div className="hidden h-16 w-24 shrink-0 rounded-lg bg-ink-100 sm:block" />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <NewsStatusBadge status={news.status} />
          <span className="truncate text-xs text-ink-500">/news/{news.slug}</span>
        </div>
        <h3 className="mt-1 font-semibold text-ink-900">{title}</h3>
        <p className="mt-0.5 text-xs text-ink-500">
          {news.status === 'PUBLISHED' && news.publishedAt
            ? t('portalNews.publishedAt', { date: when(news.publishedAt) })
            : news.status === 'SCHEDULED' && news.publishedAt
              ? t('portalNews.scheduledAt', { date: when(news.publishedAt) })
              : t('portalNews.updated', { date: when(news.updatedAt) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={`?edit=${news.id}`}
          className={`${small} bg-white text-ink-900 ring-ink-200 hover:text-lotus-800`}
        >
          {t('portalNews.edit')}
        </Link>
        {news.status === 'PUBLISHED' ? (
          <a
            href={newsArticlePath(news.slug)}
            target="_blank"
            rel="noreferrer"
            className={`${small} bg-white text-ink-900 ring-ink-200 hover:text-lotus-800`}
          >
            {t('portalNews.view')}
          </a>
        ) : null}
        <fetcher.Form method="post" className="contents">
          <input type="hidden" name="id" value={news.id} />
          <input type="hidden" name="title" value={title} />
          {news.status !== 'PUBLISHED' ? (
            <button
              type="submit"
              name="intent"
              value="publish"
              disabled={busy}
              className={`${small} bg-lotus-700 text-white ring-lotus-700 hover:bg-lotus-800`}
            >
              {t('portalNews.publishNow')}
            </button>
          ) : null}
          {news.status !== 'DRAFT' ? (
            <button
              type="submit"
              name="intent"
              value="unpublish"
              disabled={busy}
              className={`${small} bg-white text-ink-900 ring-ink-200 hover:text-lotus-800`}
            >
              {t('portalNews.unpublish')}
            </button>
          ) : null}
          <button
            type="submit"
            name="intent"
            value="delete"
            disabled={busy}
            onClick={(event) => {
              if (!window.confirm(t('portalNews.confirmDelete', { title }))) event.preventDefault();
            }}
            className={`${small} bg-white text-red-700 ring-red-200 hover:bg-red-50`}
          >
            {t('portalNews.delete')}
          </button>
        </fetcher.Form>
      </div>
    </li>
  );
}

/** The back office's articles with a status filter (a GET form, so the URL keeps it). */
export function NewsAdminList({
  items,
  status,
}: {
  items: readonly PortalNews[];
  status: NewsStatus | null;
}) {
  const { t } = useTranslation('content');
  const chip = (active: boolean) =>
    `inline-flex h-9 items-center rounded-full px-3.5 text-sm font-medium ring-1 transition ${
      active
        ? 'bg-ink-900 text-white ring-ink-900'
        : 'bg-white text-ink-700 ring-ink-200 hover:text-lotus-800'
    }`;
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t('portalNews.filter')} className="flex flex-wrap gap-2">
        <Link
          to="?"
          className={chip(status === null)}
          aria-current={status === null ? 'true' : undefined}
        >
          {t('portalNews.all')}
        </Link>
        {NEWS_STATUSES.map((s) => (
          <Link
            key={s}
            to={`?status=${s}`}
            className={chip(status === s)}
            aria-current={status === s ? 'true' : undefined}
          >
            {t(`portalNews.status.${s}`)}
          </Link>
        ))}
      </nav>
      {items.length > 0 ? (
        <ul className="flex flex-col gap-3" data-testid="portal-news-list">
          {items.map((news) => (
            <NewsRow key={news.id} news={news} />
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl bg-white p-8 text-center text-ink-600 ring-1 ring-ink-100">
          {status ? t('portalNews.emptyFiltered') : t('portalNews.empty')}
        </p>
      )}
    </div>
  );
}
