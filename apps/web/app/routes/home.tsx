import { NEWS_HOME_COUNT, type Category, type ProductListItem } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../components/ui/icons';
import { PageTitle } from '../components/ui/page-title';
import { SeoMeta } from '../components/ui/seo-meta';
import {
  categoryImage,
  CategoryStrip,
  getCurrentIntro,
  listHref,
  listPublicProducts,
  ProductGrid,
} from '../features/catalog';
import { getCurrentFlashSale, listFlashSaleProducts } from '../features/flash-sales';
import { NewsletterBox } from '../features/contact';
import { HomeFaqs, listFaqs, listLatestNews, NewsLatestStrip } from '../features/content';
import { FlashSaleStrip, HeroBanner, Perks } from '../features/home';
import { createApiClient } from '../lib/api-client';
import { useRootData } from '../lib/root-data';
import { toRouteError } from '../lib/route-errors';
import { getActiveCampaign, InviteFriends } from '../features/referrals';
import type { Route } from './+types/home';

const FEATURED_COUNT = 8;
const SHELF_COUNT = 4;
/** The flash strip shows one row of six on a desktop (and scrolls sideways on a phone). */
const FLASH_COUNT = 6;

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
  // The questions come along; the home page stands without them.
  const faqs = listFaqs(api).catch(() => []);
  const news = listLatestNews(api, NEWS_HOME_COUNT).catch(() => []);
  // "Invite friends" only while a referral campaign runs.
  const campaign = getActiveCampaign(api).catch(() => null);
  // The flash sale and its products are asked at once (the list is empty when none runs); the
  // home page stands without them if the API cannot say.
  const [intro, featured, fresh, hot, flashSale, flashProducts] = await Promise.all([
    getCurrentIntro(api).catch(() => null),
    listPublicProducts(api, { page: 1, limit: FEATURED_COUNT }),
    listPublicProducts(api, { page: 1, limit: SHELF_COUNT, status: 'new', sort: 'new' }),
    listPublicProducts(api, { page: 1, limit: SHELF_COUNT, sort: 'hot' }),
    getCurrentFlashSale(api).catch(() => null),
    listFlashSaleProducts(api, FLASH_COUNT).catch(() => []),
  ]).catch(toRouteError);
  return {
    intro,
    products: featured.items,
    newArrivals: fresh.items,
    bestSellers: hot.items,
    flash: flashSale?.type ? { sale: flashSale, products: flashProducts } : null,
    faqs: await faqs,
    news: await news,
    campaign: await campaign,
  };
}

/** A titled row of products with a link to the whole list. */
function Shelf({
  id,
  title,
  viewAll,
  href,
  products,
  empty,
  priorityCount = 0,
}: {
  id: string;
  title: string;
  viewAll: string;
  href: string;
  products: ProductListItem[];
  empty?: string;
  priorityCount?: number;
}) {
  if (products.length === 0 && !empty) return null;
  return (
    <section aria-labelledby={id}>
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2 id={id} className="text-xl font-bold tracking-tight sm:text-2xl">
          {title}
        </h2>
        <Link
          to={href}
          className="inline-flex items-center gap-1 text-sm font-semibold text-lotus-700 hover:text-lotus-800"
        >
          {viewAll}
          <ArrowRightIcon size={16} />
        </Link>
      </div>
      {products.length > 0 ? (
        <ProductGrid products={products} priorityCount={priorityCount} />
      ) : (
        <p className="rounded-2xl bg-white p-8 text-center text-ink-600">{empty}</p>
      )}
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('home');
  const { categories } = useRootData();
  // The tiles show the shop's departments one level down (robots for education, dresses…), where
  // the pictures are; a flat catalogue shows its top level.
  const children = categories.filter((category) => category.parentId !== null);
  const tiles = children.length > 0 ? children : categories;
  const { intro, products, newArrivals, bestSellers, flash } = loaderData;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-9 px-4 pt-4 sm:gap-12 sm:pt-6 lg:gap-16">
      <PageTitle title={t('pageTitle')} />
      <SeoMeta description={t('description')} path="/" image={intro?.image ?? undefined} />
      <HeroBanner intro={intro} categories={interleaveByParent(tiles)} imageFor={categoryImage} />
      {flash ? <FlashSaleStrip sale={flash.sale} products={flash.products} /> : null}
      <Perks />
      {loaderData.campaign ? <InviteFriends campaign={loaderData.campaign} /> : null}

      {tiles.length > 0 ? (
        <section id="categories" aria-labelledby="categories-title" className="scroll-mt-6">
          <h2 id="categories-title" className="mb-5 text-xl font-bold tracking-tight sm:text-2xl">
            {t('categories.title')}
          </h2>
          <CategoryStrip categories={tiles} />
        </section>
      ) : null}

      <Shelf
        id="featured-title"
        title={t('featured.title')}
        viewAll={t('featured.viewAll')}
        href="/products"
        products={products}
        empty={t('featured.empty')}
      />
      <Shelf
        id="new-title"
        title={t('newArrivals.title')}
        viewAll={t('newArrivals.viewAll')}
        href={listHref({ sort: 'new', status: 'new' })}
        products={newArrivals}
      />
      <Shelf
        id="hot-title"
        title={t('bestSellers.title')}
        viewAll={t('bestSellers.viewAll')}
        href={listHref({ sort: 'hot' })}
        products={bestSellers}
      />
      <NewsLatestStrip articles={loaderData.news} />
      <HomeFaqs faqs={loaderData.faqs} />
      <NewsletterBox lang={useRootData().lang ?? 'vi'} />
    </div>
  );
}
