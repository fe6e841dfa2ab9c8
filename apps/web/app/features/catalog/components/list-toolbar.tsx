import {
  COLOURS,
  DEFAULT_LANGUAGE,
  formatVnd,
  isLanguage,
  PRODUCT_SORTS,
  type Category,
} from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CloseIcon, FilterIcon } from '../../../components/ui/icons';
import { listHref, withFilter, withoutValue, type FilterKey, type ListQuery } from '../list-query';
import { FILTER_FORM_ID } from './filter-panel';

/** How many filters are set (the search text and the category are shown elsewhere). */
function activeFilterCount(query: ListQuery): number {
  const keys: FilterKey[] = ['status', 'inStock'];
  return (
    keys.filter((key) => query[key] !== undefined).length +
    (query.colour?.length ?? 0) +
    (query.size?.length ?? 0) +
    (query.brand?.length ?? 0) +
    (query.minPrice !== undefined || query.maxPrice !== undefined ? 1 : 0)
  );
}

/**
 * Above the results: the filter button (phones), the result count and the sort box, which joins
 * the filter form so a sort keeps the filters and a filter keeps the sort.
 */
export function ListToolbar({
  query,
  total,
  onOpenFilters,
  filtersOpen,
}: {
  query: ListQuery;
  total: number;
  onOpenFilters: () => void;
  filtersOpen: boolean;
}) {
  const { t } = useTranslation('catalog');
  const count = activeFilterCount(query);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <button
        type="button"
        onClick={onOpenFilters}
        aria-expanded={filtersOpen}
        aria-controls="filter-panel"
        className="btn-secondary h-10 px-4 lg:hidden"
      >
        <FilterIcon size={18} />
        {count > 0 ? t('filters.openWithCount', { count }) : t('filters.open')}
      </button>
      <p
        className="order-last w-full text-sm text-ink-600 sm:order-none sm:w-auto"
        aria-live="polite"
        data-testid="result-count"
      >
        {t('list.resultCount', { count: total })}
      </p>
      <label className="ml-auto flex items-center gap-2 text-sm font-medium text-ink-700">
        <span className="hidden sm:inline">{t('sort.label')}</span>
        <span className="sr-only sm:hidden">{t('sort.label')}</span>
        <select
          name="sort"
          form={FILTER_FORM_ID}
          defaultValue={query.sort}
          key={query.sort}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
          className="h-10 rounded-lg border border-ink-200 bg-white pr-8 pl-3 text-sm text-ink-900 focus:border-lotus-600 focus:ring-2 focus:ring-lotus-200 focus:outline-none"
        >
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** The filters in force as removable chips, and a way to clear them all. */
export function ActiveFilters({ query, categories }: { query: ListQuery; categories: Category[] }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const chips: { key: string; label: string; href: string }[] = [];
  if (query.name)
    chips.push({
      key: 'name',
      label: t('filters.search', { name: query.name }),
      href: withFilter(query, 'name', undefined),
    });
  if (query.categories) {
    const category = categories.find((c) => c.slug === query.categories);
    chips.push({
      key: 'categories',
      label: category?.name ?? query.categories,
      href: withFilter(query, 'categories', undefined),
    });
  }
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    const min = query.minPrice !== undefined ? formatVnd(query.minPrice, lang) : '';
    const max = query.maxPrice !== undefined ? formatVnd(query.maxPrice, lang) : '';
    chips.push({
      key: 'price',
      label:
        min && max
          ? t('filters.priceRange', { min, max })
          : min
            ? t('filters.priceFrom', { min })
            : t('filters.priceTo', { max }),
      href: listHref({ ...query, minPrice: undefined, maxPrice: undefined, page: 1 }),
    });
  }
  for (const colour of query.colour ?? [])
    chips.push({
      key: `colour-${colour}`,
      label: COLOURS[colour][lang],
      href: withoutValue(query, 'colour', colour),
    });
  for (const size of query.size ?? [])
    chips.push({
      key: `size-${size}`,
      label: `${t('filters.size')}: ${size}`,
      href: withoutValue(query, 'size', size),
    });
  for (const brand of query.brand ?? [])
    chips.push({
      key: `brand-${brand}`,
      label: brand,
      href: withoutValue(query, 'brand', brand),
    });
  if (query.status)
    chips.push({
      key: 'status',
      label: t(`status.${query.status}`),
      href: withFilter(query, 'status', undefined),
    });
  if (query.inStock)
    chips.push({
      key: 'inStock',
      label: t('filters.inStockChip'),
      href: withFilter(query, 'inStock', undefined),
    });
  if (chips.length === 0) return null;
  return (
    <div
      className="mt-3 flex flex-wrap items-center gap-2"
      aria-label={t('filters.active')}
      role="group"
    >
      {chips.map((chip) => (
        <Link
          key={chip.key}
          to={chip.href}
          preventScrollReset
          aria-label={t('filters.remove', { label: chip.label })}
          className="inline-flex h-8 items-center gap-1.5 rounded-full bg-lotus-50 pr-2 pl-3 text-sm font-medium text-lotus-800 ring-1 ring-lotus-200 hover:bg-lotus-100"
        >
          {chip.label}
          <CloseIcon size={14} />
        </Link>
      ))}
      {chips.length > 1 ? (
        <Link
          to={listHref({ sort: query.sort })}
          preventScrollReset
          className="text-sm font-semibold text-ink-600 underline underline-offset-2 hover:text-lotus-800"
        >
          {t('list.clearAll')}
        </Link>
      ) : null}
    </div>
  );
}
