import {
  DEFAULT_LANGUAGE,
  formatVnd,
  isLanguage,
  productAttributes,
  type ProductDetail,
  type PublicReview,
} from '@lotus/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../components/ui/icons';
import { PageTitle } from '../components/ui/page-title';
import { absoluteUrl, JsonLd, SeoMeta } from '../components/ui/seo-meta';
import {
  getProduct,
  imageIndexForColour,
  listRelatedProducts,
  ProductGallery,
  ProductGrid,
  ProductPrice,
  PurchasePanel,
  ShareButtons,
  SpecificationsTable,
} from '../features/catalog';
import { getProductFlashSale, ProductFlashPanel } from '../features/flash-sales';
import { getInstallmentPlans, InstallmentTeaser } from '../features/payments';
import {
  getReviewEligibility,
  getReviewSummary,
  listProductReviews,
  ReviewSection,
  type ProductReviews,
} from '../features/reviews';
import { createApiClient } from '../lib/api-client';
import { useRootData } from '../lib/root-data';
import { toRouteError } from '../lib/route-errors';
import { getActiveCampaign } from '../features/referrals';
import type { Route } from './+types/product';

/**
 * The product page's data: the product (its pickers' options come from it, with core's
 * `productAttributes`) and related products, asked at once (both accept the slug), then its
 * flash sale offer (the page stands without it if the API cannot say). A missing product is the
 * shop's 404 page. Price rules need nothing here: the product's sale price already carries them.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = createApiClient(context.api);
  const asked = getProduct(api, params.slug);
  const [product, related, flashSale, reviews, campaign, installment] = await Promise.all([
    asked,
    listRelatedProducts(api, params.slug, 4).catch(() => []),
    asked.then((p) => getProductFlashSale(api, p.id)).catch(() => null),
    asked
      .then((p) => loadReviews(api, p.id, new URL(request.url), context.session?.anonymous))
      .catch(() => null),
    // "Get referral link" only while a referral campaign runs.
    getActiveCampaign(api).catch(() => null),
    // "Trả góp từ … /tháng" when the price may be paid in installments (decision 044).
    asked
      .then((p) => getInstallmentPlans(api, p.currentPrice))
      .then((plans) => (plans.from === null ? null : { amount: plans.amount, from: plans.from }))
      .catch(() => null),
  ]).catch(toRouteError);
  return {
    referralOpen: campaign !== null,
    product,
    options: productAttributes(product, context.lang),
    related,
    flashSale,
    reviews,
    installment,
  };
}

/**
 * The product's reviews: its figures, the page and star of the address (`?page=2&star=5`), and
 * the signed-in customer's standing (none for a visitor, who is not asked: the API would refuse).
 */
async function loadReviews(
  api: ReturnType<typeof createApiClient>,
  productId: string,
  url: URL,
  visitor = false,
): Promise<ProductReviews> {
  const page = Math.max(
    1,
    Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '', 10) || 1),
  );
  const starValue = Number.parseInt(url.searchParams.get('star') ?? '', 10);
  const star = starValue >= 1 && starValue <= 5 ? starValue : undefined;
  const [summary, list, eligibility] = await Promise.all([
    getReviewSummary(api, productId),
    listProductReviews(api, productId, { page, star }),
    visitor ? null : getReviewEligibility(api, productId).catch(() => null),
  ]);
  return { summary, items: list.items, meta: list.meta, star, eligibility };
}

/**
 * schema.org `Product` for search engines: price in VND and whether it can be bought, and its
 * rating with the approved reviews shown when it has any.
 */
export function productJsonLd(
  product: ProductDetail,
  publicUrl: string,
  reviews: readonly PublicReview[] = [],
) {
  const url = absoluteUrl(publicUrl, `/products/${product.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    description: product.shortDescription || product.description.slice(0, 300),
    image: product.images.map((image) => absoluteUrl(publicUrl, image.url)),
    category: product.breadcrumb.map((c) => c.name).join(' > '),
    ...(product.providerName ? { brand: { '@type': 'Brand', name: product.providerName } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'VND',
      price: product.currentPrice,
      availability: product.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.map((review) => ({
            '@type': 'Review',
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5 },
            author: { '@type': 'Person', name: review.authorName },
            datePublished: review.createdAt.slice(0, 10),
            reviewBody: review.content,
          })),
        }
      : {}),
  };
}

/** `/products/:slug`: gallery, price, pickers, quantity, cart and wishlist, details, related. */
export default function ProductPage({ loaderData }: Route.ComponentProps) {
  // A new product (a related one opened) starts with fresh choices and its first picture.
  return <ProductView key={loaderData.product.id} data={loaderData} />;
}

function ProductView({ data }: { data: Route.ComponentProps['loaderData'] }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const { setting, user } = useRootData();
  const { product, options, related, flashSale, reviews } = data;
  const [imageIndex, setImageIndex] = useState(0);
  const path = `/products/${product.slug}`;
  const description = product.shortDescription || product.description.slice(0, 160);
  const saving = product.price - product.currentPrice;

  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 sm:pt-6">
      <PageTitle title={product.name} />
      <SeoMeta
        title={product.name}
        description={description}
        path={path}
        image={product.images[0]?.url}
        type="product"
      />
      <JsonLd data={productJsonLd(product, setting.publicUrl, reviews?.items)} />

      <nav aria-label={t('product.breadcrumb')} className="mb-4 text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-ink-600">
          <li>
            <Link to="/" className="hover:text-lotus-800">
              {t('product.home')}
            </Link>
          </li>
          {product.breadcrumb.map((category) => (
            <li key={category.id} className="flex items-center gap-1">
              <ChevronRightIcon size={14} className="text-ink-400" />
              <Link
                to={`/products?categories=${encodeURIComponent(category.slug)}`}
                className="hover:text-lotus-800"
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ol>
      </nav>

      <div className="grid gap-6 md:grid-cols-2 md:gap-8 lg:gap-12">
        <ProductGallery product={product} index={imageIndex} onIndexChange={setImageIndex} />

        <div className="flex flex-col gap-5">
          <div>
            {product.statuses.length > 0 || product.discountPercent > 0 ? (
              <ul className="mb-2 flex flex-wrap gap-1.5">
                {product.discountPercent > 0 ? (
                  <li className="rounded-md bg-lotus-700 px-2 py-0.5 text-xs font-semibold text-white">
                    {t('card.discount', { percent: product.discountPercent })}
                  </li>
                ) : null}
                {product.statuses
                  .filter((s) => s !== 'sale' || product.discountPercent === 0)
                  .map((status) => (
                    <li
                      key={status}
                      className="rounded-md bg-ink-900 px-2 py-0.5 text-xs font-semibold text-white"
                    >
                      {t(`status.${status}`)}
                    </li>
                  ))}
              </ul>
            ) : null}
            <h1 className="text-2xl leading-tight font-bold tracking-tight text-balance sm:text-3xl">
              {product.name}
            </h1>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-600">
              <span>{t('product.sku', { sku: product.sku })}</span>
              {product.soldCount > 0 ? (
                <span>{t('product.sold', { count: product.soldCount })}</span>
              ) : null}
              {product.providerName ? (
                <span>{t('product.provider', { name: product.providerName })}</span>
              ) : null}
            </p>
          </div>

          <ProductFlashPanel productId={product.id} initial={flashSale} variants={product.variants}>
            <div className="rounded-2xl bg-white p-4 ring-1 ring-ink-100">
              <ProductPrice price={product.price} currentPrice={product.currentPrice} size="lg" />
              {saving > 0 ? (
                <p className="mt-1 text-sm font-medium text-emerald-700">
                  {t('product.save', { amount: formatVnd(saving, lang) })}
                </p>
              ) : null}
              {data.installment ? (
                <InstallmentTeaser amount={data.installment.amount} from={data.installment.from} />
              ) : null}
            </div>
          </ProductFlashPanel>

          {product.shortDescription ? (
            <p className="text-[15px] leading-7 text-ink-700">{product.shortDescription}</p>
          ) : null}

          <PurchasePanel
            product={product}
            options={options}
            onColourChosen={(colour) => {
              const index = imageIndexForColour(product, colour);
              if (index >= 0) setImageIndex(index);
            }}
          />
          <p className="text-sm text-ink-600">{t('product.perks')}</p>
          <ShareButtons path={path} title={product.name} referralOpen={data.referralOpen} />
        </div>
      </div>

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
        <section aria-labelledby="description-title">
          <h2 id="description-title" className="mb-3 text-lg font-bold">
            {t('product.description')}
          </h2>
          <div className="rounded-2xl bg-white p-5 text-[15px] leading-7 whitespace-pre-line text-ink-800 ring-1 ring-ink-100">
            {product.description}
          </div>
        </section>
        <SpecificationsTable specifications={product.specifications} />
      </div>

      {reviews ? (
        <ReviewSection
          productId={product.id}
          slug={product.slug}
          reviews={reviews}
          signedIn={user !== null}
        />
      ) : null}

      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="mt-12">
          <h2 id="related-title" className="mb-5 text-xl font-bold tracking-tight">
            {t('product.related')}
          </h2>
          <ProductGrid products={related} priorityCount={0} />
        </section>
      ) : null}
    </div>
  );
}
