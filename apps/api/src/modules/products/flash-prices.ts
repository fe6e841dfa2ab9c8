import { type Dong, type Offer, flashUnitPrice } from '@lotus/core';
import type { ServiceContext } from '../../context.ts';
import type { CacheVersions } from '../../lib/cache-versions.ts';
import type { OfferService } from '../offers/offer.service.ts';
import { productPricing } from './product-page.repository.ts';

/** What the flash prices are read from: the offers module's public face. */
export type FlashOffers = Pick<
  OfferService,
  'inForce' | 'nextFlashChange' | 'todayFlashSale' | 'flashSaleProducts'
>;

/** The running flash sales' prices as a visitor is offered them, and until when they hold. */
export interface RunningFlash {
  /** Of each product a running flash sale covers, the lowest price it gives one unit (core's `flashUnitPrice`). */
  prices: ReadonlyMap<string, Dong>;
  /** The next instant a flash sale starts, ends or is stopped (null: none to come). */
  until: Date | null;
  /** When they were read: a copy is used only from then until `until`. */
  from: Date;
}

/** Each page of a flash sale's products asked at once (the contract's most). */
const PAGE = 20;

/**
 * The running sales' items as the pricing engine takes them for a visitor: every product of
 * every sale running now (today's sessions in force), with the quota left and the per-customer
 * limit as `maxUnits`. A signed-in shopper's own purchases are left out: lists and product pages
 * are the same for everyone (decision 015), and the cart applies the shopper's own limit.
 */
async function readRunningFlash(ctx: ServiceContext, offers: FlashOffers): Promise<RunningFlash> {
  const visitor: ServiceContext = { ...ctx, actor: null };
  const [until, today] = await Promise.all([
    offers.nextFlashChange(ctx),
    offers.todayFlashSale(ctx),
  ]);
  const productIds = new Set<string>();
  for (const session of today.sessions.filter((s) => s.period === 'CURRENT')) {
    for (let page = 1; ; page++) {
      const found = await offers.flashSaleProducts(ctx, {
        flashSaleId: session.id,
        page,
        limit: PAGE,
      });
      if (!found.ok) break;
      for (const item of found.value.items) productIds.add(item.product.id);
      if (page * PAGE >= found.value.meta.total) break;
    }
  }
  const prices = new Map<string, Dong>();
  if (productIds.size > 0) {
    const products = await productPricing(ctx.db, [...productIds]);
    const lines = products.map((p) => ({
      infoId: p.id,
      productId: p.id,
      categoryId: p.categoryId,
    }));
    const { offers: inForce } = await offers.inForce(visitor, lines);
    const flash: Offer[] = inForce.filter((offer) => offer.stage === 'FLASH_SALE');
    for (const p of products) {
      const line = { productId: p.id, price: p.price, salePrice: p.salePrice };
      const price = flashUnitPrice(line, flash, ctx.now);
      if (price !== null) prices.set(p.id, price);
    }
  }
  return { prices, until, from: ctx.now };
}

/**
 * The running flash prices kept between requests: until a programme changes (tag `offers`: a
 * sale edited, started or stopped by an operator, a quota sold), one of their products' price
 * changes, notices are lost, or the clock reaches the next sale's start or end. Requests arriving
 * while they are read wait for the same reading. A transaction reads its own view.
 */
export function keptFlashPrices(versions: CacheVersions, offers: FlashOffers | undefined) {
  if (!offers) {
    return async (ctx: ServiceContext): Promise<RunningFlash> => ({
      prices: new Map(),
      until: null,
      from: ctx.now,
    });
  }
  let kept: Promise<RunningFlash> | null = null;
  // The products whose price the kept reading holds: a change of one drops it.
  let covered: ReadonlySet<string> = new Set();
  versions.subscribe((tags) => {
    const drop = tags.some(
      (tag) =>
        tag === 'offers' ||
        tag === '*' ||
        tag === 'product:*' ||
        (tag.startsWith('product:') && covered.has(tag.slice('product:'.length))),
    );
    if (drop) kept = null;
  });
  const holds = (flash: RunningFlash, now: Date) =>
    flash.from.getTime() <= now.getTime() &&
    (!flash.until || now.getTime() < flash.until.getTime());

  return async function runningFlash(ctx: ServiceContext): Promise<RunningFlash> {
    if (ctx.inTransaction) return readRunningFlash(ctx, offers);
    if (kept) {
      const flash = await kept.catch(() => null);
      if (flash && holds(flash, ctx.now)) return flash;
    }
    const reading = readRunningFlash(ctx, offers);
    kept = reading;
    reading.then(
      (flash) => {
        if (kept === reading) covered = new Set(flash.prices.keys());
      },
      () => {
        if (kept === reading) kept = null;
      },
    );
    return reading;
  };
}

/** A row's prices as the catalogue keeps them: list price, sale price and ruled price. */
export interface CataloguePrices {
  id: string;
  price: Dong;
  salePrice: Dong | null;
  ruledPrice: Dong | null;
}

/** What one unit of the row's product costs now: core's `oneUnitPrice`, as the SQL lists read it. */
export function currentPriceOf(row: CataloguePrices, flash: RunningFlash): Dong {
  const ruled = row.ruledPrice ?? row.price;
  return Math.min(ruled, flash.prices.get(row.id) ?? ruled);
}

/** The flash prices as a list statement binds them (see `ListOptions.flash`), or none. */
export function flashValues(flash: RunningFlash): { ids: string[]; prices: Dong[] } | undefined {
  if (flash.prices.size === 0) return undefined;
  return { ids: [...flash.prices.keys()], prices: [...flash.prices.values()] };
}
