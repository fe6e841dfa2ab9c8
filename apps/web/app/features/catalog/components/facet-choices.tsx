import { COLOURS, isColour, type Colour, type Language, type ProductFacets } from '@lotus/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/i18n';
import type { ListQuery } from '../list-query';

/** One filter of the panel: a fieldset with its title. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-ink-100 py-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-3 w-full text-sm font-semibold text-ink-900">{title}</legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}

const chip =
  'inline-flex h-9 min-w-11 cursor-pointer items-center justify-center rounded-lg border border-ink-200 bg-white px-3 text-sm font-medium text-ink-800 transition peer-checked:border-lotus-700 peer-checked:bg-lotus-700 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-lotus-600 peer-focus-visible:ring-offset-2 hover:border-lotus-300';

/**
 * A checkbox (one of several values a filter may take at once) or a radio drawn as a chip; the
 * input stays in the page, for keyboards and screen readers.
 */
export function Chip({
  type,
  name,
  value,
  checked,
  children,
}: {
  type: 'checkbox' | 'radio';
  name: string;
  value: string;
  checked: boolean;
  children: ReactNode;
}) {
  return (
    <label className="relative inline-flex">
      {/* Over the chip, invisible: a tap anywhere on it is a tap on the box itself. */}
      <input
        type={type}
        name={name}
        value={value}
        defaultChecked={checked}
        className="peer absolute inset-0 z-10 cursor-pointer opacity-0"
      />
      <span className={chip}>{children}</span>
    </label>
  );
}

/**
 * The values the list's products have (the facets), with how many have each. A chosen value stays
 * on offer even when the list has none of it (count 0), so it can be taken out.
 */
function facetChoices(facets: ProductFacets, query: ListQuery) {
  return {
    chosenBrands: new Set((query.brand ?? []).map((name) => name.toLowerCase())),
    brandChoices: [
      ...facets.brands,
      ...(query.brand ?? [])
        .filter(
          (name) => !facets.brands.some((brand) => brand.name.toLowerCase() === name.toLowerCase()),
        )
        .map((name) => ({ name, count: 0 })),
    ],
    colourChoices: [
      ...facets.colours,
      ...(query.colour ?? [])
        .filter((code): code is Colour => isColour(code))
        .filter((code) => !facets.colours.some((colour) => colour.code === code))
        .map((code) => ({ code, count: 0 })),
    ],
    sizeChoices: [
      ...facets.sizes,
      ...(query.size ?? [])
        .filter((size) => !facets.sizes.some((choice) => choice.size === size))
        .map((size) => ({ size, count: 0 })),
    ],
  };
}

/**
 * The colour, size and brand filters, each value named with its count for screen readers
 * ("M (24 products)") and shown with it on screen.
 */
export function FacetChoices({
  facets,
  query,
  lang,
}: {
  facets: ProductFacets;
  query: ListQuery;
  lang: Language;
}) {
  const { t } = useTranslation('catalog');
  const { chosenBrands, brandChoices, colourChoices, sizeChoices } = facetChoices(facets, query);
  return (
    <>
      {colourChoices.length > 0 ? (
        <Section title={t('filters.colour')}>
          <div className="flex flex-wrap gap-2">
            {colourChoices.map(({ code, count }) => (
              <label
                key={code}
                className="relative"
                title={t('filters.withCount', { name: COLOURS[code][lang], count })}
              >
                <input
                  type="checkbox"
                  name="colour"
                  value={code}
                  defaultChecked={query.colour?.includes(code) ?? false}
                  className="peer absolute inset-0 opacity-0"
                />
                <span
                  className="block size-9 cursor-pointer rounded-full ring-1 ring-ink-200 ring-offset-2 transition peer-checked:ring-2 peer-checked:ring-lotus-700 peer-focus-visible:ring-2 peer-focus-visible:ring-lotus-600"
                  style={{ backgroundColor: COLOURS[code].hex }}
                />
                <span className="sr-only">
                  {t('filters.withCount', { name: COLOURS[code][lang], count })}
                </span>
              </label>
            ))}
          </div>
        </Section>
      ) : null}

      {sizeChoices.length > 0 ? (
        <Section title={t('filters.size')}>
          <div className="flex flex-wrap gap-2">
            {sizeChoices.map(({ size, count }) => (
              <Chip
                type="checkbox"
                key={size}
                name="size"
                value={size}
                checked={query.size?.includes(size) ?? false}
              >
                <span aria-hidden="true">
                  {size}
                  <span className="ml-1 text-xs font-normal opacity-70">
                    {formatNumber(lang, count)}
                  </span>
                </span>
                <span className="sr-only">{t('filters.withCount', { name: size, count })}</span>
              </Chip>
            ))}
          </div>
        </Section>
      ) : null}

      {brandChoices.length > 0 ? (
        <Section title={t('filters.brand')}>
          <ul className="flex flex-col gap-0.5">
            {brandChoices.map((brand) => (
              <li key={brand.name}>
                <label className="flex min-h-9 cursor-pointer items-center gap-2.5 rounded-lg px-1.5 text-sm text-ink-800 hover:bg-ink-50">
                  <input
                    type="checkbox"
                    name="brand"
                    value={brand.name}
                    defaultChecked={chosenBrands.has(brand.name.toLowerCase())}
                    className="size-4 accent-lotus-700"
                  />
                  <span aria-hidden="true" className="flex-1">
                    {brand.name}
                  </span>
                  <span aria-hidden="true" className="text-xs text-ink-500">
                    {formatNumber(lang, brand.count)}
                  </span>
                  <span className="sr-only">
                    {t('filters.withCount', { name: brand.name, count: brand.count })}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
