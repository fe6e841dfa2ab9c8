import type { Category } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../components/ui/icons';
import { PageTitle } from '../components/ui/page-title';
import { listPublicProducts } from '../features/catalog/api/catalog-api';
import { categoryImage, CategoryStrip } from '../features/catalog/components/category-strip';
import { ProductGrid } from '../features/catalog/components/product-grid';
import { HeroBanner } from '../features/home/components/hero-banner';
import { Perks } from '../features/home/components/perks';
import { createApiClient } from '../lib/api-client';
import { useRootData } from '../lib/root-data';
import { toRouteError } from '../lib/route-errors';
import type { Route } from './+types/home';

const FEATURED_COUNT = 8;

/** One from each department in turn (robot, fashion, robot…), so the banner shows the range. */
function interleaveByParent(categories: Category[]): Category[] {
  const groups = new Map<string | null, Category[]>();
  for (const category of categories) {
    const group = groups.get(category.parentId) ?? [];
    group.push(category);
    groups.set(category.parentId, group);
  }
  const lists = [...groups.values()];
  const result: Category[] = [];
  for (let i = 0; result.length < categories.length; i += 1) {
    for (const list of lists) if (list[i]) result.push(list[i]!);
  }
  return result;
}

export async function loader({ context }: Route.LoaderArgs) {
  const api = createApiClient(context.api);
  const featured = await listPublicProducts(api, { page: 1, limit: FEATURED_COUNT }).catch(
    toRouteError,
  );
  return { products: featured.items };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('home');
  const { categories } = useRootData();
  // The tiles show the shop's departments one level down (robots for education, dresses…), where
  // the pictures are; a flat catalogue shows its top level.
  const children = categories.filter((category) => category.parentId !== null);
  const tiles = children.length > 0 ? children : categories;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-9 px-4 pt-4 sm:gap-12 sm:pt-6 lg:gap-16">
      <PageTitle />
      <meta name="description" content={t('description')} />
      <HeroBanner categories={interleaveByParent(tiles)} imageFor={categoryImage} />
      <Perks />

      {tiles.length > 0 ? (
        <section id="categories" aria-labelledby="categories-title" className="scroll-mt-6">
          <h2 id="categories-title" className="mb-5 text-xl font-bold tracking-tight sm:text-2xl">
            {t('categories.title')}
          </h2>
          <CategoryStrip categories={tiles} />
        </section>
      ) : null}

      <section aria-labelledby="featured-title">
        <div className="mb-5 flex items-end justify-between gap-4">
          <h2 id="featured-title" className="text-xl font-bold tracking-tight sm:text-2xl">
            {t('featured.title')}
          </h2>
          <Link
            to="/products"
            className="inline-flex items-center gap-1 text-sm font-semibold text-lotus-700 hover:text-lotus-800"
          >
            {t('featured.viewAll')}
            <ArrowRightIcon size={16} />
          </Link>
        </div>
        {loaderData.products.length > 0 ? (
          <ProductGrid products={loaderData.products} priorityCount={2} />
        ) : (
          <p className="rounded-2xl bg-white p-8 text-center text-ink-600">{t('featured.empty')}</p>
        )}
      </section>
    </div>
  );
}
