import type { NewsListItem } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { NEWS_PATH } from '../news-seo';
import { NewsCard } from './news-card';

/** The home page's "latest news": the newest articles and a link to them all (none: nothing). */
export function NewsLatestStrip({ articles }: { articles: readonly NewsListItem[] }) {
  const { t } = useTranslation('home');
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="latest-news-title">
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2 id="latest-news-title" className="text-xl font-bold tracking-tight sm:text-2xl">
          {t('news.title')}
        </h2>
        <Link
          to={NEWS_PATH}
          className="inline-flex items-center gap-1 text-sm font-semibold text-lotus-700 hover:text-lotus-800"
        >
          {t('news.viewAll')}
          <ArrowRightIcon size={16} />
        </Link>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id}>
            <NewsCard article={article} readMore={t('news.readMore')} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
