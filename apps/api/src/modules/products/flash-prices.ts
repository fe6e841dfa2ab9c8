import { type Dong, type Offer, oneUnitPrice } from '@lotus/core';
import type { ServiceContext } from '../../context.ts';
import type { CacheVersions } from '../../lib/cache-versions.ts';
import type { OfferService } from '../offers/offer.service.ts';
import { productCategories } from './product-page.repository.ts';

/** What the flash prices are read from: the offers module's public face. */
export type FlashOffers = Pick<
  OfferService,
  'inForce' | 'nextFlashChange' | 'todayFlashSale' | 'flashSaleProducts'
>;

/** The running flash sales' prices as a visitor is offered them, and until when that holds. */
export interface RunningFlash {
  /** The flash offers in force, by the product they cover. */
  byProduct: ReadonlyMap<string, readonly Offer[]>;
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
  const byProduct = new Map<string, Offer[]>();
  if (productIds.size > 0) {
    const categories = await productCategories(ctx.db, [...productIds]);
    const lines = categories.map(({ id, categoryId }) => ({
      infoId: id,
      productId: id,
      categoryId,
    }));
    const { offers: inForce } = await offers.inForce(visitor, lines);
    for (const offer of inForce) {
      if (offer.stage !== 'FLASH_SALE') continue;
      for (const id of offer.productIds ?? [])
        byProduct.set(id, [...(byProduct.get(id) ?? []), offer]);
    }
  }
  return { byProduct, until, from: ctx.now };
}

/**
 * The running flash prices kept between requests: until a programme changes (tag `offers`: a
 * sale edited, started or stopped by an operator, a quota sold; or notices lost) or the clock
 * reaches the next sale's start or end. Requests arriving while they are read wait for the same
 * reading. A transaction reads its own view and keeps nothing.
 */
export function keptFlashPrices(versions: CacheVersions, offers: FlashOffers | undefined) {
  if (!offers) {
    return async (ctx: ServiceContext): Promise<RunningFlash> => ({
      byProduct: new Map(),
      until: null,
      from: ctx.now,
    });
  }
  let kept: Promise<RunningFlash> | null = null;
  let generation = 0;
  versions.subscribe((tags) => {
    if (tags.includes('offers') || tags.includes('*')) {
      kept = null;
      generation++;
    }
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
    const started = generation;
    const reading = readRunningFlash(ctx, offers);
    if (started === generation) kept = reading;
    reading.catch(() => {
      if (kept === reading) kept = null;
    });
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

/** What one unit of the row's product costs now (core's `oneUnitPrice`), given the running flash. */
export function currentPriceOf(row: CataloguePrices, flash: RunningFlash, now: Date): Dong {
  const ruled = row.ruledPrice ?? row.price;
  const offers = flash.byProduct.get(row.id);
  if (!offers) return ruled;
  return oneUnitPrice(
    { productId: row.id, price: row.price, salePrice: row.salePrice },
    ruled,
    offers,
    now,
  );
}
