import type { ProductListItem, ProductStatus } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LotusMark } from '../../../components/ui/icons';
import { StarRating } from '../../../components/ui/star-rating';
import { useAverage } from '../../../lib/format';
import { smallVariant } from './product-image';
import { ProductPrice } from './product-price';
import { WishlistButton } from '../../wishlists';

const STATUS_STYLE: Record<ProductStatus, string> = {
  new: 'bg-sky-700 text-white',
  hot: 'bg-orange-700 text-white',
  sale: 'bg-lotus-700 text-white',
};

/** The sizes a card's image takes in the grid (2 columns on phones, up to 4 on desktop). */
const IMAGE_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 48vw';

/** A product in a list: picture, badges, name, price; the whole card links to its page. */
export function ProductCard({
  product,
  priority = false,
}: {
  product: ProductListItem;
  /** Above the fold: load the picture eagerly and first, and decode it with the first paint. */
  priority?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const average = useAverage();
  const { image } = product;
  // The discount badge already says "sale"; the word would only repeat it.
  const badges = [
    ...(product.discountPercent > 0
      ? [
          {
            key: 'discount',
            label: t('card.discount', { percent: product.discountPercent }),
            style: 'bg-lotus-700 text-white',
          },
        ]
      : []),
    ...product.statuses
      .filter((status) => status !== 'sale' || product.discountPercent === 0)
      .map((status) => ({
        key: status,
        label: t(`status.${status}`),
        style: STATUS_STYLE[status],
      })),
  ];
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-lotus-600">
      <div className="relative aspect-square overflow-hidden bg-ink-50">
        {image ? (
          <img
            src={image.url}
            srcSet={`${smallVariant(image.url)} 400w, ${image.url} ${image.width}w`}
            sizes={IMAGE_SIZES}
            width={image.width}
            height={image.height}
            alt={image.alt || product.name}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding={priority ? 'sync' : 'async'}
            className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="grid size-full place-items-center text-lotus-200">
            <LotusMark size={64} />
          </div>
        )}
        {badges.length > 0 ? (
          // Clear of the heart button at the right, however narrow the card.
          <ul className="absolute top-2 right-13 left-2 flex flex-wrap gap-1">
            {badges.map((badge) => (
              <li
                key={badge.key}
                className={`rounded-md px-1.5 py-0.5 text-xs font-semibold ${badge.style}`}
              >
                {badge.label}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="absolute top-2 right-2">
          <WishlistButton productId={product.id} productName={product.name} />
        </div>
        {!product.inStock ? (
          <span className="absolute inset-x-2 bottom-2 rounded-md bg-ink-900/80 px-2 py-1 text-center text-xs font-semibold text-white">
            {t('card.outOfStock')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="truncate text-xs font-medium text-ink-500">{product.category.name}</p>
        {/* Three lines on phones: long names end in the model ("… Clean S7", "… X10 Ultra"). */}
        <h3
          title={product.name}
          className="line-clamp-3 min-h-15 text-sm leading-5 font-semibold text-ink-900 sm:line-clamp-2 sm:min-h-10 sm:text-[15px]"
        >
          <Link
            to={`/products/${product.slug}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {product.name}
          </Link>
        </h3>
        {product.rating.count > 0 ? (
          <p className="flex items-center gap-1 text-xs text-ink-600">
            <StarRating
              value={product.rating.average}
              size={14}
              label={t('card.rating', {
                average: average(product.rating.average),
                count: product.rating.count,
              })}
            />
            <span aria-hidden="true">
              {average(product.rating.average)} ({product.rating.count})
            </span>
          </p>
        ) : null}
        <div className="mt-auto min-h-12 pt-1">
          <ProductPrice price={product.price} currentPrice={product.currentPrice} stacked />
        </div>
      </div>
    </article>
  );
}
