import { NEWS_STATUSES, type NewsStatus, type PortalNews } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { useDateTime, usePageLanguage } from '../../../lib/format';
import { ConfirmButton } from './confirm-button';
import { DataTable, type Column } from './data-table';
import { newsArticlePath } from '../../content';
import { NewsStatusBadge } from './news-status-badge';

const small =
  'inline-flex h-9 items-center rounded-full px-3.5 text-sm font-semibold ring-1 transition disabled:opacity-60';

/** What can be done with an article now: edit, view, publish or unpublish, delete (asked). */
function NewsActions({ news, title }: { news: PortalNews; title: string }) {
  const { t } = useTranslation('content');
  const fetcher = useFetcher();
  const busy = fetcher.state !== 'idle';
  return (
    <div className="flex min-w-64 flex-wrap justify-end gap-2 whitespace-nowrap">
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
      </fetcher.Form>
      <ConfirmButton
        tone="danger"
        title={t('portalNews.confirmDelete', { title })}
        confirmLabel={t('portalNews.delete')}
        fields={{ intent: 'delete', id: news.id, title }}
        fetcher={fetcher}
        disabled={busy}
        className={`${small} bg-white text-red-700 ring-red-200 hover:bg-red-50`}
      >
        {t('portalNews.delete')}
      </ConfirmButton>
    </div>
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
  const lang = usePageLanguage();
  const when = useDateTime();
  const titleOf = (news: PortalNews) => (lang === 'en' ? news.titleEn : news.titleVi);
  const columns: Column<PortalNews>[] = [
    {
      key: 'title',
      header: t('portalNews.columns.article'),
      rowHeader: true,
      className: 'min-w-64',
      sortValue: titleOf,
      cell: (news) => (
        <div className="flex items-center gap-3">
          {news.image ? (
            <img
              src={news.image}
              alt=""
              width={72}
              height={48}
              loading="lazy"
              className="hidden h-12 w-18 shrink-0 rounded-md bg-lotus-50 object-cover sm:block"
            />
          ) : (
            <div className="hidden h-12 w-18 shrink-0 rounded-md bg-ink-100 sm:block" />
          )}
          <div className="min-w-0">
            <p className="font-semibold text-ink-900">{titleOf(news)}</p>
            <p className="truncate text-xs font-normal text-ink-500">/news/{news.slug}</p>
          </div>
        </div>
      ),
    },
    {
      key: 'status',
      header: t('portalNews.columns.status'),
      className: 'whitespace-nowrap',
      cell: (news) => <NewsStatusBadge status={news.status} />,
    },
    {
      key: 'date',
      header: t('portalNews.columns.date'),
      className: 'text-xs whitespace-nowrap text-ink-600',
      sortValue: (news) => news.publishedAt ?? news.updatedAt,
      cell: (news) =>
        news.status === 'PUBLISHED' && news.publishedAt
          ? t('portalNews.publishedAt', { date: when(news.publishedAt) })
          : news.status === 'SCHEDULED' && news.publishedAt
            ? t('portalNews.scheduledAt', { date: when(news.publishedAt) })
            : t('portalNews.updated', { date: when(news.updatedAt) }),
    },
    {
      key: 'actions',
      header: t('portalNews.columns.actions'),
      align: 'end',
      cell: (news) => <NewsActions news={news} title={titleOf(news)} />,
    },
  ];
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
      <DataTable
        caption={t('portalNews.title')}
        columns={columns}
        rows={items}
        rowKey={(news) => news.id}
        empty={status ? t('portalNews.emptyFiltered') : t('portalNews.empty')}
        testId="portal-news-list"
      />
    </div>
  );
}
