import type { PageMeta } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/** Page numbers to show: the first, the last, and two either side of the current one. */
function pageWindow(current: number, last: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let page = 1; page <= last; page += 1) {
    if (page === 1 || page === last || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

/**
 * Links to the other pages of the current list, keeping its other query parameters; `className`
 * places it (well below a storefront grid by default).
 */
export function Pagination({
  meta,
  className = 'mt-10 flex justify-center',
}: {
  meta: PageMeta;
  className?: string;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const last = Math.max(1, Math.ceil(meta.total / Math.max(1, meta.pageSize)));
  if (last <= 1) return null;
  const href = (page: number) => {
    const params = new URLSearchParams(search);
    if (page === 1) params.delete('page');
    else params.set('page', String(page));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const base =
    'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium';
  return (
    <nav aria-label={t('pagination.label')} className={className}>
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          {meta.page > 1 ? (
            <Link
              to={href(meta.page - 1)}
              rel="prev"
              className={`${base} border border-ink-200 bg-white text-ink-800 hover:border-lotus-300`}
            >
              <ChevronLeftIcon size={18} />
              <span className="sr-only sm:not-sr-only sm:ml-1">{t('pagination.previous')}</span>
            </Link>
          ) : null}
        </li>
        {pageWindow(meta.page, last).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-500">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={href(page)}
                aria-label={t('pagination.page', { page })}
                aria-current={page === meta.page ? 'page' : undefined}
                className={
                  page === meta.page
                    ? `${base} bg-lotus-700 text-white`
                    : `${base} border border-ink-200 bg-white text-ink-800 hover:border-lotus-300`
                }
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {meta.page < last ? (
            <Link
              to={href(meta.page + 1)}
              rel="next"
              className={`${base} border border-ink-200 bg-white text-ink-800 hover:border-lotus-300`}
            >
              <span className="sr-only sm:not-sr-only sm:mr-1">{t('pagination.next')}</span>
              <ChevronRightIcon size={18} />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
