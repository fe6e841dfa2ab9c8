import type { Category } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where a category's picture lives when the API names none. */
export function categoryImage(category: Category): string {
  return category.image ?? `/images/categories/${category.slug}.webp`;
}

/**
 * Categories as one row of picture tiles (3:2, as the shop's category pictures are): the row fills
 * the width when they fit and scrolls sideways when they do not (always on phones).
 */
export function CategoryStrip({ categories }: { categories: Category[] }) {
  const { t } = useTranslation('home');
  return (
    <ul className="-mx-4 grid snap-x scroll-px-4 auto-cols-[9.5rem] grid-flow-col gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:auto-cols-[minmax(7.5rem,1fr)] sm:px-0">
      {categories.map((category) => (
        <li key={category.id} className="snap-start">
          <Link
            to={`/products?categories=${encodeURIComponent(category.slug)}`}
            className="group block h-full rounded-2xl border border-ink-100 bg-white p-2 shadow-sm transition hover:border-lotus-200 hover:shadow-md"
          >
            <div className="aspect-[3/2] overflow-hidden rounded-xl bg-lotus-50">
              <img
                src={categoryImage(category)}
                alt=""
                width={600}
                height={400}
                loading="lazy"
                decoding="async"
                className="size-full object-cover transition duration-300 group-hover:scale-105"
              />
            </div>
            <p className="mt-2 line-clamp-2 min-h-10 px-1 text-sm leading-5 font-semibold text-ink-900">
              {category.name}
            </p>
            <p className="px-1 pb-1 text-xs text-ink-500">
              {t('categories.productCount', { count: category.productCount })}
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
