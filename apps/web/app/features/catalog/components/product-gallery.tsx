import type { ProductDetail } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { LotusMark } from '../../../components/ui/icons';
import { smallVariant } from './product-image';

/**
 * The product's pictures: a large one (eager, the page's largest paint) and thumbnails to switch
 * between them. Every picture reserves its box, so nothing moves while they load.
 */
export function ProductGallery({
  product,
  index,
  onIndexChange,
}: {
  product: ProductDetail;
  index: number;
  onIndexChange: (index: number) => void;
}) {
  const { t } = useTranslation('catalog');
  const images = product.images;
  const current = images[index] ?? images[0];
  if (!current) {
    return (
      <div className="grid aspect-square place-items-center rounded-3xl bg-white text-lotus-200">
        <LotusMark size={96} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-3xl border border-ink-100 bg-white">
        <img
          src={current.url}
          srcSet={`${smallVariant(current.url)} 400w, ${current.url} ${current.width}w`}
          sizes="(min-width: 1024px) 560px, (min-width: 640px) 80vw, 100vw"
          width={current.width}
          height={current.height}
          alt={current.alt || product.name}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding={index === 0 ? 'sync' : 'async'}
          className="aspect-square w-full object-cover"
          data-testid="gallery-main"
        />
      </div>
      {images.length > 1 ? (
        <ul aria-label={t('product.gallery')} className="grid grid-cols-5 gap-2 sm:gap-3">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => onIndexChange(i)}
                aria-current={i === index ? 'true' : undefined}
                className={`block overflow-hidden rounded-xl border-2 bg-white transition ${
                  i === index ? 'border-lotus-700' : 'border-transparent hover:border-lotus-200'
                }`}
              >
                <img
                  src={smallVariant(image.url)}
                  width={400}
                  height={400}
                  alt={t('product.showImage', { index: i + 1 })}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The first picture of a colour, for the gallery to show when that colour is chosen. */
export function imageIndexForColour(product: ProductDetail, colour: string | null): number {
  if (!colour) return -1;
  return product.images.findIndex((image) => image.colour === colour);
}
