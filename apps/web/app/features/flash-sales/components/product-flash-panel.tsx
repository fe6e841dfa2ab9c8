import { COLOURS, type ProductFlashSale, type ProductVariant } from '@lotus/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ZapIcon } from '../../../components/ui/icons';
import { useMoney, usePageLanguage } from '../../../lib/format';
import { productFlashSaleRoute } from '../flash-routes';
import { useCountdown } from '../hooks/use-countdown';
import { useServerClock } from '../hooks/use-server-clock';
import { Countdown } from './countdown';

/**
 * A product page's flash sale: while the product is in the running sale, its flash price with
 * the list price struck and −N %, a countdown to the end on the server's clock, the units left
 * and each shopper's limit; once its quota is sold, a word saying so above the usual price
 * (`children`). Without a flash sale (or once it ends) only `children` shows. The page's data
 * says what the server rendered; a fresh reading once in the browser sets the clock and the
 * units left.
 */
export function ProductFlashPanel({
  productId,
  initial,
  variants,
  children,
}: {
  productId: string;
  initial: ProductFlashSale | null;
  variants: readonly ProductVariant[];
  /** The usual price, shown when no flash price applies. */
  children: ReactNode;
}) {
  const { t } = useTranslation('catalog');
  const money = useMoney();
  const lang = usePageLanguage();
  const clock = useServerClock<ProductFlashSale>(
    initial?.flashSale ? productFlashSaleRoute(productId) : null,
    initial?.serverTime,
  );
  const offer = (clock.data ?? initial)?.flashSale ?? null;
  const left = useCountdown(offer?.endsAt ?? null, clock.offset);
  if (!offer || left === 0) return <>{children}</>;

  const soldOut = offer.left <= 0;
  const variant = offer.infoId ? variants.find((v) => v.id === offer.infoId) : undefined;
  const variantName = variant
    ? [variant.colour ? COLOURS[variant.colour][lang] : null, variant.size]
        .filter(Boolean)
        .join(' / ') || variant.sku
    : null;
  return (
    <div className="flex flex-col gap-3">
      <section
        aria-labelledby="flash-panel-title"
        className="overflow-hidden rounded-2xl ring-1 ring-red-200"
        data-testid="product-flash"
        data-sold-out={soldOut ? 'true' : undefined}
      >
        <div className="flex flex-wrap items-center justify-between gap-2 bg-gradient-to-r from-red-700 to-lotus-800 px-4 py-2.5 text-white">
          <h2
            id="flash-panel-title"
            className="flex items-center gap-1.5 text-base font-extrabold tracking-tight uppercase italic"
          >
            <ZapIcon size={20} className="fill-yellow-300 text-yellow-300" />
            {t('flash.title')}
          </h2>
          <p className="flex items-center gap-2 text-sm font-semibold">
            <span aria-hidden="true">{t('flash.endsIn')}</span>
            <Countdown ms={left} label={t('flash.endsIn')} look="light" />
          </p>
        </div>
        <div className="bg-red-50/60 px-4 py-3">
          {soldOut ? (
            <p className="text-sm font-semibold text-red-800">{t('flash.soldOut')}</p>
          ) : (
            <>
              <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
                <span className="sr-only">{t('flash.flashPrice')}:</span>
                <span className="text-3xl font-bold text-red-700" data-testid="flash-price">
                  {money(offer.flashPrice)}
                </span>
                <span className="sr-only">{t('flash.originalPrice')}:</span>
                <s className="text-sm text-ink-500">{money(offer.product.price)}</s>
                {offer.discountPercent > 0 ? (
                  <span className="rounded-md bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white">
                    {t('flash.discount', { percent: offer.discountPercent })}
                  </span>
                ) : null}
              </p>
              <ul className="mt-2 flex flex-col gap-0.5 text-sm text-ink-700">
                <li className="font-semibold text-red-800" data-testid="flash-left">
                  {t('flash.left', { count: offer.left })}
                </li>
                <li>{t('flash.limit', { count: offer.perCustomerLimit })}</li>
                {variantName ? <li>{t('flash.variantOnly', { variant: variantName })}</li> : null}
              </ul>
            </>
          )}
        </div>
      </section>
      {soldOut ? children : null}
    </div>
  );
}
