import {
  type CurrentFlashSale,
  type FlashSaleProduct,
  type FlashSaleProductQuery,
  type Language,
  type Page,
  type ProductFlashSale,
  type Result,
  type TodayFlashSale,
  discountPercent,
  localize,
  nextOfferChange,
  offerState,
  ok,
  vietnamDay,
} from '@lotus/core';
import type { ServiceContext } from '../../../context.ts';
import { nameOf } from '../programme.ts';
import * as repo from './flash-sale.repository.ts';

const image = (img: repo.FlashProductRow['image'], lang: Language) =>
  img && {
    url: img.url,
    width: img.width,
    height: img.height,
    alt: localize({ vi: img.altVi, en: img.altEn }, lang),
  };

const toFlashProduct = (row: repo.FlashProductRow, lang: Language): FlashSaleProduct => ({
  id: row.id,
  flashSaleId: row.flashSaleId,
  infoId: row.variantId,
  product: {
    id: row.productId,
    slug: row.slug,
    name: nameOf(row, lang),
    image: image(row.image, lang),
    price: row.price,
    salePrice: row.salePrice,
  },
  flashPrice: row.flashPrice,
  discountPercent: discountPercent(row.price, row.flashPrice),
  quota: row.quota,
  sold: row.sold,
  left: Math.max(0, row.quota - row.sold),
  perCustomerLimit: row.perCustomerLimit,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

const flashInfo = (row: repo.FlashSaleRow, lang: Language) => ({
  id: row.id,
  name: nameOf(row, lang),
  startsAt: row.startsAt.toISOString(),
  endsAt: (row.stoppedAt && row.stoppedAt < row.endsAt ? row.stoppedAt : row.endsAt).toISOString(),
});

/** Flash sales as the storefront shows them: the sessions, their products and their clock. */
export function createFlashSaleService() {
  return {
    /**
     * When a flash sale's products or a product's offer in it next change by the clock alone:
     * any sale starting, ending or stopping.
     */
    nextFlashChange(ctx: ServiceContext): Promise<Date | null> {
      return repo.nextFlashChange(ctx.db, ctx.now);
    },

    /**
     * The running flash sale, else the next, and until when that holds by the clock: the first
     * change of either (the next sale's start, the running one's end or stop), read off the same
     * rows.
     */
    async currentFlashSale(
      ctx: ServiceContext,
    ): Promise<{ answer: CurrentFlashSale; until: Date | null }> {
      const { current, next } = await repo.flashSessions(ctx.db, ctx.now);
      const changes = [current, next].flatMap((sale) => {
        const change = sale && nextOfferChange(sale, ctx.now);
        return change ? [change.getTime()] : [];
      });
      return {
        answer: {
          type: current ? 'CURRENT' : next ? 'NEXT' : null,
          currentFlashSale: current && flashInfo(current, ctx.lang),
          nextFlashSale: next && flashInfo(next, ctx.lang),
          serverTime: ctx.now.toISOString(),
        },
        until: changes.length > 0 ? new Date(Math.min(...changes)) : null,
      };
    },

    async todayFlashSale(ctx: ServiceContext): Promise<TodayFlashSale> {
      const { from, to } = vietnamDay(ctx.now);
      const rows = await repo.flashSalesBetween(ctx.db, from, to);
      const nextId = rows.find((r) => offerState(r, ctx.now) === 'SCHEDULED')?.id;
      return {
        sessions: rows.map((r) => {
          const state = offerState(r, ctx.now);
          return {
            ...flashInfo(r, ctx.lang),
            period: state === 'RUNNING' ? 'CURRENT' : r.id === nextId ? 'NEXT' : 'NONE',
          };
        }),
        serverTime: ctx.now.toISOString(),
      };
    },

    async flashSaleProducts(
      ctx: ServiceContext,
      query: FlashSaleProductQuery,
    ): Promise<Result<Page<FlashSaleProduct>>> {
      const page = { page: query.page, limit: query.limit };
      const sale = query.flashSaleId ? { flashSaleId: query.flashSaleId } : { runningAt: ctx.now };
      const { rows, total } = await repo.flashProducts(ctx.db, sale, page);
      return ok({
        items: rows.map((r) => toFlashProduct(r, ctx.lang)),
        meta: { page: page.page, pageSize: page.limit, total },
      });
    },

    async productFlashSale(ctx: ServiceContext, productId: string): Promise<ProductFlashSale> {
      const row = await repo.productFlashItem(ctx.db, productId, ctx.now);
      return { flashSale: row && toFlashProduct(row, ctx.lang), serverTime: ctx.now.toISOString() };
    },
  };
}
