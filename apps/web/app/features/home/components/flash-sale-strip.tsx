import type { CurrentFlashSale, FlashSaleProduct } from '@lotus/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import { LotusMark, ZapIcon } from '../../../components/ui/icons';
import { useMoney } from '../../../lib/format';
import {
  Countdown,
  CURRENT_FLASH_SALE_ROUTE,
  flashPhase,
  isSoldOut,
  soldPercent,
  useCountdown,
  useServerClock,
} from '../../flash-sales';

/** The cards a 390 px phone shows without scrolling the strip. */
const FIRST_SEEN = 2;

/**
 * One product of the running flash sale: flash price, the price struck, −N %, what is sold. The
 * strip sits below the hero, so on a phone its first cards' images are the page's largest paint:
 * those load at once and first (`priority`) and are decoded with the first paint rather than in a
 * later frame, the others load when scrolled near.
 */
function FlashProductCard({ item, priority }: { item: FlashSaleProduct; priority: boolean }) {
  const { t } = useTranslation('home');
  const money = useMoney();
  const soldOut = isSoldOut(item);
  const { product } = item;
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white text-ink-900 shadow-sm focus-within:ring-4 focus-within:ring-yellow-300"
      data-testid="flash-product"
      data-sold-out={soldOut ? 'true' : undefined}
    >
      <div className="relative aspect-square overflow-hidden bg-ink-50">
        {product.image ? (
          <img
            src={product.image.url}
            srcSet={`${product.image.url.replace(/\.webp$/, '-400.webp')} 400w, ${product.image.url} ${product.image.width}w`}
            sizes="(min-width: 1024px) 200px, (min-width: 640px) 30vw, 160px"
            width={product.image.width}
            height={product.image.height}
            alt={product.image.alt || product.name}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding={priority ? 'sync' : 'async'}
            className={`size-full object-cover transition duration-300 group-hover:scale-[1.03] ${soldOut ? 'opacity-60 grayscale' : ''}`}
          />
        ) : (
          <div className="grid size-full place-items-center text-lotus-200">
            <LotusMark size={48} />
          </div>
        )}
        {item.discountPercent > 0 ? (
          <span className="absolute top-2 left-2 rounded-md bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white">
            {t('flash.discount', { percent: item.discountPercent })}
          </span>
        ) : null}
        {soldOut ? (
          <span className="absolute inset-x-2 bottom-2 rounded-md bg-ink-900/85 px-2 py-1 text-center text-xs font-semibold text-white">
            {t('flash.soldOut')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-2.5 sm:p-3">
        <h3 className="line-clamp-2 min-h-10 text-sm leading-5 font-medium" title={product.name}>
          <Link
            to={`/products/${product.slug}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {product.name}
          </Link>
        </h3>
        <p className="mt-auto flex flex-col">
          <span className="sr-only">{t('flash.flashPrice')}:</span>
          <span className="text-base font-bold text-red-700" data-testid="flash-price">
            {money(item.flashPrice)}
          </span>
          <span className="sr-only">{t('flash.originalPrice')}:</span>
          <s className="text-xs text-ink-500">{money(product.price)}</s>
        </p>
        <div className="mt-1">
          <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-red-100">
            <div
              className="h-full rounded-full bg-red-600"
              style={{ width: `${soldPercent(item)}%` }}
            />
          </div>
          <p className="mt-1 text-xs text-ink-600" data-testid="flash-sold">
            {soldOut ? t('flash.soldOut') : t('flash.sold', { sold: item.sold, quota: item.quota })}
          </p>
        </div>
      </div>
    </article>
  );
}

/**
 * The home page's flash sale: while one runs, its name, a countdown to its end and its products;
 * while none runs but one is coming, a countdown to its start; nothing otherwise. The countdown
 * keeps the server's time (a fresh reading once the page is in the browser: the page itself may
 * come from the shared cache), and the strip leaves when it reaches 0, the page asking the
 * server what comes next.
 */
export function FlashSaleStrip({
  sale: initial,
  products,
}: {
  sale: CurrentFlashSale;
  products: FlashSaleProduct[];
}) {
  const { t } = useTranslation('home');
  const clock = useServerClock<CurrentFlashSale>(CURRENT_FLASH_SALE_ROUTE, initial.serverTime);
  const phase = flashPhase(clock.data ?? initial);
  const left = useCountdown(phase?.target ?? null, clock.offset);
  const revalidator = useRevalidator();
  const asked = useRef<string | null>(null);
  const ended = phase !== null && left === 0;
  useEffect(() => {
    if (!ended || !phase || asked.current === phase.target) return;
    asked.current = phase.target;
    void revalidator.revalidate();
  }, [ended, phase, revalidator]);

  if (!phase || ended) return null;
  const items =
    phase.kind === 'CURRENT' ? products.filter((p) => p.flashSaleId === phase.sale.id) : [];
  const label = phase.kind === 'CURRENT' ? t('flash.endsIn') : t('flash.startsIn');
  return (
    <section
      aria-labelledby="flash-title"
      className="rounded-3xl bg-gradient-to-br from-red-700 via-red-700 to-lotus-800 p-4 text-white shadow-sm sm:p-6"
      data-testid="flash-sale"
      data-phase={phase.kind}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2
          id="flash-title"
          className="flex items-center gap-1.5 text-xl font-extrabold tracking-tight uppercase italic sm:text-2xl"
        >
          <ZapIcon size={24} className="fill-yellow-300 text-yellow-300" />
          {t('flash.title')}
        </h2>
        <p className="min-w-0 text-sm font-medium text-white/90">
          {phase.kind === 'CURRENT' ? phase.sale.name : t('flash.next', { name: phase.sale.name })}
        </p>
        <p className="flex w-full items-center gap-2 text-sm font-semibold sm:ml-auto sm:w-auto">
          <span aria-hidden="true">{label}</span>
          <Countdown ms={left} label={label} look="light" />
        </p>
      </div>
      {items.length > 0 ? (
        <ul
          aria-label={t('flash.products')}
          className="-mx-4 mt-4 flex snap-x gap-3 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 lg:grid-cols-6"
        >
          {items.map((item, index) => (
            <li key={item.id} className="w-40 shrink-0 snap-start sm:w-auto">
              <FlashProductCard item={item} priority={index < FIRST_SEEN} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
