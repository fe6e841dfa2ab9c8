import { OFFER_STATES } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListSearch } from '../../../components/ui/list-search';
import { translateKey } from '../../../i18n/i18n';
import type { OfferFilter } from '../offer-filter';

/**
 * A programme list's search box (names, and codes `withCode`) and its state chips (all,
 * scheduled, running, ended, stopped).
 */
export function OfferFilters({
  id,
  filter,
  withCode = false,
}: {
  id: string;
  filter: OfferFilter;
  withCode?: boolean;
}) {
  const { t } = useTranslation('portal');
  const href = (state: string | null) => {
    const query = new URLSearchParams();
    if (filter.search) query.set('search', filter.search);
    if (state) query.set('state', state);
    const text = query.toString();
    return text ? `?${text}` : '.';
  };
  return (
    <div className="flex flex-col gap-3">
      <ListSearch
        id={id}
        label={t('offers.searchLabel')}
        placeholder={withCode ? t('offers.searchPlaceholderCode') : t('offers.searchPlaceholder')}
        submit={t('offers.search')}
        defaultValue={filter.search}
        secondary
      >
        {filter.state ? <input type="hidden" name="state" value={filter.state} /> : null}
      </ListSearch>
      <nav
        aria-label={t('offers.stateFilter')}
        className="-mx-4 overflow-x-auto px-4 py-1 sm:mx-0 sm:px-0"
      >
        <ul className="flex gap-2">
          {[null, ...OFFER_STATES].map((state) => {
            const current = state === filter.state;
            return (
              <li key={state ?? 'all'}>
                <Link
                  to={href(state)}
                  aria-current={current ? 'page' : undefined}
                  preventScrollReset
                  className={`inline-flex h-9 items-center rounded-full px-3.5 text-sm font-medium whitespace-nowrap transition ${
                    current
                      ? 'bg-lotus-700 text-white'
                      : 'bg-white text-ink-700 ring-1 ring-ink-200 hover:text-lotus-800'
                  }`}
                >
                  {state ? translateKey(t, `offers.state.${state}`) : t('offers.allStates')}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
