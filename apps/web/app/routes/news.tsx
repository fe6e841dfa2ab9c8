import { NEWS_PAGE_SIZE } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { PageTitle } from '../components/ui/page-title';
import { Pagination } from '../components/ui/pagination';
import { SeoMeta } from '../components/ui/seo-meta';
import { listNews, NEWS_PATH, NewsCard, SameUrlHreflang } from '../features/content';
import { i18nHandle } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { createApiClient } from '../lib/api-client';
import { toRouteError } from '../lib/route-errors';
import type { Route } from './+types/news';

export const handle = i18nHandle('content');

/** A page of the published articles, newest first (a bad `page` reads as the first). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isSafeInteger(asked) && asked > 0 && asked < 100_000 ? asked : 1;
  const list = await listNews(createApiClient(context.api), {
    page,
    limit: NEWS_PAGE_SIZE,
  }).catch(toRouteError);
  return { articles: list.items, meta: list.meta };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

/** `/news`: the shop's articles with their picture, date and summary, a page at a time. */
export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { articles, meta } = loaderData;
  // Later pages are their own addresses but not their own content: crawlers follow, not index.
  const path = meta.page > 1 ? `${NEWS_PATH}?page=${meta.page}` : NEWS_PATH;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageTitle title={t('news.title')} />
      <SeoMeta
        title={t('news.title')}
        description={t('news.description')}
        path={path}
        image={articles[0]?.image ?? undefined}
      />
      <SameUrlHreflang path={path} />
      <Breadcrumbs
        label={t('news.breadcrumb')}
        trail={[{ name: t('news.home'), path: '/' }]}
        current={{ name: t('news.title'), path: NEWS_PATH }}
      />
      <header className="mt-4 mb-6 sm:mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {t('news.title')}
        </h1>
        <p className="mt-1 max-w-2xl text-ink-600">{t('news.intro')}</p>
      </header>
      {articles.length > 0 ? (
        <>
          <p className="sr-only" aria-live="polite">
            {t('news.count', { count: meta.total })}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3" data-testid="news-list">
            {articles.map((article, index) => (
              <li key={article.id}>
                <NewsCard
                  article={article}
                  readMore={t('news.readMore')}
                  priority={index < 3 && meta.page === 1}
                />
              </li>
            ))}
          </ul>
          <Pagination meta={meta} />
        </>
      ) : (
        <p className="rounded-2xl bg-white p-8 text-center text-ink-600 ring-1 ring-ink-100">
          {t('news.empty')}
        </p>
      )}
    </div>
  );
}
