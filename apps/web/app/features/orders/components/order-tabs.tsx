import { ORDER_TABS, type OrderTab } from '@lotus/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/**
 * The spec's status tabs (ALL, NEW, PROCESSING, DELIVERING, DONE, CANCEL, REJECT) as links: each
 * tab is an address (`?tab=NEW`), keeping the page's other parameters but its page number.
 */
export function OrderTabs({ current }: { current: OrderTab }) {
  const { t } = useTranslation('orders');
  const { pathname, search } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  // On a phone the tabs scroll sideways: keep the open one in sight.
  useEffect(() => {
    list.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  const href = (tab: OrderTab) => {
    const params = new URLSearchParams(search);
    params.delete('page');
    if (tab === 'ALL') params.delete('tab');
    else params.set('tab', tab);
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <nav aria-label={t('tabsLabel')}>
      <ul
        ref={list}
        className="-mx-1 flex gap-1 overflow-x-auto border-b border-ink-100 px-1 [scrollbar-width:none]"
      >
        {ORDER_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={href(tab)}
              preventScrollReset
              aria-current={tab === current ? 'page' : undefined}
              className={`inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition ${
                tab === current
                  ? 'border-lotus-700 text-lotus-800'
                  : 'border-transparent text-ink-600 hover:text-ink-900'
              }`}
            >
              {t(`tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The tab of a list's address (`?tab=`), ALL when absent or unknown. */
export function tabOf(url: URL): OrderTab {
  const tab = url.searchParams.get('tab')?.toUpperCase();
  return (ORDER_TABS as readonly string[]).includes(tab ?? '') ? (tab as OrderTab) : 'ALL';
}

/** The page of a list's address (`?page=`), 1 when absent or not a page number. */
export function pageOf(url: URL): number {
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}
