import type { NewsListItem } from '@lotus/core';
import { Link } from 'react-router';
import { useDateTime } from '../../../lib/format';
import { newsArticlePath } from '../news-seo';

/**
 * An article in a list: its picture, date (Vietnam's calendar), title and summary; the title is
 * the one link, stretched over the card so the whole card opens the article.
 */
export function NewsCard({
  article,
  readMore,
  priority = false,
  headingLevel = 'h2',
}: {
  article: NewsListItem;
  /** "Read more" in the page's words (the home page has no `content` namespace loaded). */
  readMore: string;
  /** The first cards of a page load their picture at once. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const date = useDateTime('date');
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-xs ring-1 ring-ink-100 transition hover:shadow-md hover:ring-lotus-200">
      <div className="aspect-[3/2] overflow-hidden bg-lotus-50">
        {article.image ? (
          <img
            src={article.image}
            alt=""
            width={600}
            height={400}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <p className="text-xs font-medium text-ink-500">
          <time dateTime={article.publishedAt}>{date(article.publishedAt)}</time>
        </p>
        <Heading className="text-base leading-snug font-semibold text-ink-900 sm:text-lg">
          <Link
            to={newsArticlePath(article.slug)}
            className="after:absolute after:inset-0 after:content-[''] hover:text-lotus-800 focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-lotus-500"
          >
            {article.title}
          </Link>
        </Heading>
        {article.summary ? (
          <p className="line-clamp-3 text-sm leading-6 text-ink-600">{article.summary}</p>
        ) : null}
        <p aria-hidden="true" className="mt-auto pt-1 text-sm font-semibold text-lotus-700">
          {readMore}
        </p>
      </div>
    </article>
  );
}
