import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../components/ui/icons';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { PageTitle } from '../components/ui/page-title';
import { JsonLd, SeoMeta } from '../components/ui/seo-meta';
import {
  getNewsArticle,
  listLatestNews,
  NEWS_PATH,
  newsArticleJsonLd,
  newsArticlePath,
  NewsCard,
  RichText,
  SameUrlHreflang,
} from '../features/content';
import { i18nHandle } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { createApiClient } from '../lib/api-client';
import { useDateTime, usePageLanguage } from '../lib/format';
import { useRootData } from '../lib/root-data';
import { toRouteError } from '../lib/route-errors';
import type { Route } from './+types/news.article';

export const handle = i18nHandle('content');

/**
 * One published article and the newest others beside it; a draft, a scheduled or an unknown
 * article is the shop's 404 page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const api = createApiClient(context.api);
  const [article, latest] = await Promise.all([
    getNewsArticle(api, params.slug),
    listLatestNews(api, 4).catch(() => []),
  ]).catch(toRouteError);
  return { article, more: latest.filter((a) => a.id !== article.id).slice(0, 3) };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

/** `/news/:slug`: the article with its picture, date and sanitised body; more news after it. */
export default function NewsArticlePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { setting } = useRootData();
  const lang = usePageLanguage();
  const date = useDateTime('date');
  const { article, more } = loaderData;
  const path = newsArticlePath(article.slug);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageTitle title={article.title} />
      <SeoMeta
        title={article.title}
        description={article.summary || article.title}
        path={path}
        image={article.image ?? undefined}
        type="article"
      />
      <meta property="article:published_time" content={article.publishedAt} />
      <meta property="article:modified_time" content={article.updatedAt} />
      <SameUrlHreflang path={path} />
      <JsonLd
        data={newsArticleJsonLd(article, {
          publicUrl: setting.publicUrl,
          siteName: setting.siteName,
          lang,
        })}
      />
      <Breadcrumbs
        label={t('news.breadcrumb')}
        trail={[
          { name: t('news.home'), path: '/' },
          { name: t('news.title'), path: NEWS_PATH },
        ]}
        current={{ name: article.title, path }}
        showCurrent={false}
        publicUrl={setting.publicUrl}
      />
      <article className="mx-auto mt-4 max-w-3xl overflow-hidden rounded-2xl bg-white ring-1 ring-ink-100">
        {article.image ? (
          <img
            src={article.image}
            alt=""
            width={1200}
            height={675}
            fetchPriority="high"
            className="aspect-[16/9] w-full bg-lotus-50 object-cover"
          />
        ) : null}
        <div className="p-5 sm:p-8 lg:p-10">
          <header className="border-b border-ink-100 pb-5">
            <p className="text-sm text-ink-500">
              <time dateTime={article.publishedAt}>
                {t('news.publishedOn', { date: date(article.publishedAt) })}
              </time>
            </p>
            <h1 className="mt-2 text-2xl leading-tight font-bold tracking-tight text-ink-900 sm:text-3xl">
              {article.title}
            </h1>
            {article.summary ? (
              <p className="mt-3 text-base leading-7 text-ink-600 sm:text-lg">{article.summary}</p>
            ) : null}
          </header>
          <RichText html={article.body} className="mt-6" />
        </div>
      </article>
      {more.length > 0 ? (
        <section aria-labelledby="more-news" className="mt-10 sm:mt-14">
          <div className="mb-5 flex items-end justify-between gap-4">
            <h2 id="more-news" className="text-xl font-bold tracking-tight sm:text-2xl">
              {t('news.more')}
            </h2>
            <Link
              to={NEWS_PATH}
              className="inline-flex items-center gap-1 text-sm font-semibold text-lotus-700 hover:text-lotus-800"
            >
              {t('news.back')}
              <ArrowRightIcon size={16} />
            </Link>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {more.map((a) => (
              <li key={a.id}>
                <NewsCard article={a} readMore={t('news.readMore')} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
