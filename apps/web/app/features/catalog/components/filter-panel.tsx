import {
  DEFAULT_LANGUAGE,
  isLanguage,
  PRODUCT_STATUSES,
  type Category,
  type ProductFacets,
} from '@lotus/core';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigate } from 'react-router';
import { CloseIcon } from '../../../components/ui/icons';
import { formatNumber } from '../../../i18n/i18n';
import { listHref, listQueryFromForm, type ListQuery } from '../list-query';
import { Chip, FacetChoices, Section } from './facet-choices';

/** The id of the filter form; the sort box outside it joins it with `form=`. */
export const FILTER_FORM_ID = 'product-filters';

/**
 * Applies the form to the URL: a clean `/products?…` (no empty fields), page 1, the scroll kept.
 * Without JavaScript the form is a plain GET form and the server reads it all the same.
 */
function useApplyFilters() {
  const navigate = useNavigate();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(listHref(listQueryFromForm(new FormData(event.currentTarget))), {
      preventScrollReset: true,
    });
  };
}

/**
 * The list's filters: category (with its sub-categories), price range, colours, sizes and brands
 * (several of each at once, those the category's products have, with how many: the facets),
 * status and stock. A choice applies at once; prices apply with Enter or their button. On phones
 * the panel is a sheet (a modal dialog) opened from the toolbar; on wide screens a sidebar.
 */
export function FilterPanel({
  query,
  categories,
  facets,
  open,
  onClose,
}: {
  query: ListQuery;
  categories: Category[];
  /** The makers, colours and sizes of the category's products (the chosen ones are added). */
  facets: ProductFacets;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('catalog');
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const apply = useApplyFilters();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  // The sheet: focus moves in, Escape closes, the page behind does not scroll.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open, onClose]);

  // The form is keyed by the URL, so its fields always show the list on screen (back button too).
  const formKey = listHref(query);
  const depth = (category: Category) => {
    let level = 0;
    let parent = category.parentId;
    while (parent && level < 5) {
      level += 1;
      parent = categories.find((c) => c.id === parent)?.parentId ?? null;
    }
    return level;
  };

  return (
    <>
      {open ? (
        <div
          className="fixed inset-0 z-40 bg-ink-900/40 lg:hidden"
          aria-hidden="true"
          onClick={onClose}
        />
      ) : null}
      <div
        ref={panel}
        id="filter-panel"
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-labelledby="filter-title"
        className={
          open
            ? 'fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-white shadow-2xl lg:static lg:z-auto lg:w-auto lg:shadow-none'
            : 'hidden lg:block'
        }
      >
        <div className="flex items-center justify-between border-b border-ink-100 px-4 py-3 lg:hidden">
          <h2 id="filter-title" className="text-base font-bold">
            {t('filters.title')}
          </h2>
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            className="grid size-10 place-items-center rounded-full hover:bg-ink-50"
          >
            <CloseIcon size={20} />
            <span className="sr-only">{t('filters.close')}</span>
          </button>
        </div>
        <h2
          id={open ? undefined : 'filter-title'}
          className="sr-only lg:not-sr-only lg:mb-4 lg:block lg:text-base lg:font-bold"
        >
          {t('filters.title')}
        </h2>
        <Form
          key={formKey}
          id={FILTER_FORM_ID}
          method="get"
          action="/products"
          onSubmit={apply}
          onChange={(event) => {
            // Prices apply with Enter or their button, not at every keystroke.
            const { target } = event;
            if (!(target instanceof HTMLInputElement && target.type === 'number'))
              event.currentTarget.requestSubmit();
          }}
          className="flex-1 overflow-y-auto px-4 py-4 lg:overflow-visible lg:p-0"
        >
          {query.name ? <input type="hidden" name="name" value={query.name} /> : null}

          {categories.length > 0 ? (
            <Section title={t('filters.category')}>
              <ul className="flex flex-col gap-0.5">
                {[
                  { id: '', slug: '', name: t('list.allCategories'), parentId: null } as Category,
                  ...categories,
                ].map((category) => (
                  <li
                    key={category.id || 'all'}
                    style={{ paddingLeft: `${depth(category) * 0.875}rem` }}
                  >
                    <label className="flex min-h-9 cursor-pointer items-center gap-2.5 rounded-lg px-1.5 text-sm text-ink-800 hover:bg-ink-50">
                      <input
                        type="radio"
                        name="categories"
                        value={category.slug}
                        defaultChecked={(query.categories ?? '') === category.slug}
                        className="size-4 accent-lotus-700"
                      />
                      <span
                        className={`flex-1 ${category.parentId || !category.slug ? '' : 'font-semibold'}`}
                      >
                        {category.name}
                      </span>
                      {category.slug ? (
                        <span className="text-xs text-ink-500">{category.productCount}</span>
                      ) : null}
                    </label>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}

          <Section title={t('filters.price')}>
            <div className="flex items-end gap-2">
              <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-ink-600">
                {t('filters.minPrice')}
                <input
                  type="number"
                  name="minPrice"
                  inputMode="numeric"
                  min={0}
                  step={1000}
                  defaultValue={query.minPrice}
                  placeholder="0"
                  className="h-10 w-full rounded-lg border border-ink-200 px-2.5 text-sm text-ink-900 focus:border-lotus-600 focus:ring-2 focus:ring-lotus-200 focus:outline-none"
                />
              </label>
              <span aria-hidden="true" className="pb-2.5 text-ink-400">
                –
              </span>
              <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-ink-600">
                {t('filters.maxPrice')}
                <input
                  type="number"
                  name="maxPrice"
                  inputMode="numeric"
                  min={0}
                  step={1000}
                  defaultValue={query.maxPrice}
                  placeholder={formatNumber(lang, 5_000_000)}
                  className="h-10 w-full rounded-lg border border-ink-200 px-2.5 text-sm text-ink-900 focus:border-lotus-600 focus:ring-2 focus:ring-lotus-200 focus:outline-none"
                />
              </label>
            </div>
            <button type="submit" className="btn-secondary mt-2.5 h-9 w-full text-sm">
              {t('filters.applyPrice')}
            </button>
          </Section>

          <FacetChoices facets={facets} query={query} lang={lang} />

          <Section title={t('filters.status')}>
            <div className="flex flex-wrap gap-2">
              <Chip type="radio" name="status" value="" checked={!query.status}>
                {t('filters.any')}
              </Chip>
              {PRODUCT_STATUSES.map((status) => (
                <Chip
                  type="radio"
                  key={status}
                  name="status"
                  value={status}
                  checked={query.status === status}
                >
                  {t(`status.${status}`)}
                </Chip>
              ))}
            </div>
            <label className="mt-4 flex min-h-9 cursor-pointer items-center gap-2.5 text-sm font-medium text-ink-800">
              <input
                type="checkbox"
                name="inStock"
                value="true"
                defaultChecked={query.inStock === true}
                className="size-4 accent-lotus-700"
              />
              {t('filters.inStock')}
            </label>
          </Section>
        </Form>
        {open ? (
          <div className="flex gap-2 border-t border-ink-100 px-4 py-3 lg:hidden">
            <Link
              to={listHref({ name: query.name, sort: query.sort })}
              preventScrollReset
              className="btn-secondary h-11 flex-1"
            >
              {t('filters.reset')}
            </Link>
            <button type="button" onClick={onClose} className="btn-primary h-11 flex-1">
              {t('filters.showResults')}
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}
