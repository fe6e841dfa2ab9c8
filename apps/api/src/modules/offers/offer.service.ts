import {
  type CurrentFlashSale,
  type CurrentPromotion,
  type FlashSaleProduct,
  type FlashSaleProductQuery,
  type Language,
  type LineOffer,
  type MyVoucher,
  type Offer,
  type Page,
  type PageQuery,
  type PricedCart,
  type ProductFlashSale,
  type PromotionInfo,
  type PromotionOffer,
  type Result,
  type TodayFlashSale,
  type Voucher,
  type VoucherOffer,
  discountPercent,
  fail,
  formatVnd,
  localize,
  nextOfferChange,
  offerState,
  ok,
  vietnamDay,
} from '@lotus/core';
import type { SQL } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import type { CategoryService } from '../categories/category.service.ts';
import * as repo from './offer.repository.ts';

const nameOf = (row: { nameVi: string; nameEn: string }, lang: Language) =>
  localize({ vi: row.nameVi, en: row.nameEn }, lang);

const image = (img: repo.FlashProductRow['image'], lang: Language) =>
  img && {
    url: img.url,
    width: img.width,
    height: img.height,
    alt: localize({ vi: img.altVi, en: img.altEn }, lang),
  };

/** What an order takes from the shared rows: flash units by item, and one voucher use. */
export interface OrderTaking {
  flash: { itemId: string; quantity: number; infoId: string }[];
  voucherId: string | null;
}

export type { Programmes, ProgrammesJson } from './offer.repository.ts';

/** A cart line as the programmes in force see it. */
export interface OfferLine {
  infoId: string;
  productId: string;
  categoryId: string;
}

/** The programmes in force for some lines, as the pricing engine takes them. */
export interface OffersInForce {
  offers: Offer[];
  /** Each programme's name in the context's language, by its ref. */
  names: Record<string, string>;
  /** A category with its ancestors (a programme on a category covers its sub-categories). */
  categoriesOf(categoryId: string): string[];
  /** The flash items the lines may use, by ref. */
  flash: Map<string, repo.FlashAllowanceRow>;
}

function describePromotion(p: repo.PromotionRow, lang: Language): string {
  const off = p.discountType === 'PERCENT' ? `${p.value}%` : formatVnd(p.value, lang);
  const vi = lang === 'vi';
  switch (p.type) {
    case 'QUANTITY_BASED':
      return vi
        ? `Mua từ ${p.minQuantity} sản phẩm, giảm ${off}`
        : `Buy ${p.minQuantity} or more, ${off} off`;
    case 'ORDER_BASED':
      return vi
        ? `Đơn từ ${formatVnd(p.minSubtotal ?? 0, lang)}, giảm ${off}`
        : `${off} off orders from ${formatVnd(p.minSubtotal ?? 0, lang)}`;
    case 'GIFT_PRODUCT':
      return vi ? 'Tặng quà kèm đơn hàng' : 'A free gift with your order';
  }
}

function describeVoucher(v: repo.VoucherRow, lang: Language): string {
  const custom = localize({ vi: v.descriptionVi, en: v.descriptionEn }, lang);
  if (custom) return custom;
  const vi = lang === 'vi';
  const off =
    v.type === 'PERCENT'
      ? `${v.value}%${v.maxDiscount ? (vi ? ` (tối đa ${formatVnd(v.maxDiscount, lang)})` : ` (up to ${formatVnd(v.maxDiscount, lang)})`) : ''}`
      : v.type === 'FIXED'
        ? formatVnd(v.value, lang)
        : vi
          ? `${formatVnd(v.value, lang)} mỗi sản phẩm`
          : `${formatVnd(v.value, lang)} per item`;
  const min =
    v.minSubtotal > 0
      ? vi
        ? ` cho đơn từ ${formatVnd(v.minSubtotal, lang)}`
        : ` on orders from ${formatVnd(v.minSubtotal, lang)}`
      : '';
  return vi ? `Giảm ${off}${min}` : `${off} off${min}`;
}

/** Programme ids as the engine's target lists (an empty list means "none", so it is left out). */
const target = (row: { productIds: string[]; categoryIds: string[] }) => ({
  ...(row.productIds.length ? { productIds: row.productIds } : {}),
  ...(row.categoryIds.length ? { categoryIds: row.categoryIds } : {}),
});

/**
 * Flash sales, promotions, price rules and vouchers as the shop runs them: what is in force for a
 * cart (the pricing engine's offers), what the storefront shows, a shopper's wallet, and what an
 * order takes and a cancel gives back. Quotas and uses move only by conditional updates in the
 * order's transaction, so no quota or voucher is over-used whatever the concurrency.
 */
export function createOfferService(deps: { categories: CategoryService }) {
  const toVoucher = (row: repo.VoucherRow, lang: Language): Voucher => ({
    id: row.id,
    code: row.code,
    name: nameOf(row, lang),
    description: describeVoucher(row, lang),
    type: row.type,
    value: row.value,
    maxDiscount: row.maxDiscount,
    minSubtotal: row.minSubtotal,
    restricted: row.productIds.length + row.categoryIds.length > 0,
    isPublic: row.isPublic,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    usesLeft: row.totalLimit === null ? null : Math.max(0, row.totalLimit - row.used),
    perCustomerLimit: row.perCustomerLimit,
  });

  /** Why a voucher cannot be used by a shopper who used it `mine` times, or null. */
  function voucherRefusal(
    row: repo.VoucherRow,
    mine: number | null,
    now: Date,
  ): 'VOUCHER_NOT_STARTED' | 'VOUCHER_EXPIRED' | 'VOUCHER_USED_UP' | 'VOUCHER_ALREADY_USED' | null {
    const state = offerState(row, now);
    if (state === 'SCHEDULED') return 'VOUCHER_NOT_STARTED';
    if (state !== 'RUNNING') return 'VOUCHER_EXPIRED';
    if (row.totalLimit !== null && row.used >= row.totalLimit) return 'VOUCHER_USED_UP';
    if (mine !== null && mine >= row.perCustomerLimit) return 'VOUCHER_ALREADY_USED';
    return null;
  }

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
    endsAt: (row.stoppedAt && row.stoppedAt < row.endsAt
      ? row.stoppedAt
      : row.endsAt
    ).toISOString(),
  });

  const promotionInfo = (row: repo.PromotionRow, lang: Language): PromotionInfo => ({
    id: row.id,
    type: row.type,
    name: nameOf(row, lang),
    description: describePromotion(row, lang),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  });

  /** A voucher of the wallet with the shopper's uses and where it stands. */
  function walletItem(row: repo.VoucherRow, mine: number, ctx: ServiceContext): MyVoucher {
    const refusal = voucherRefusal(row, mine, ctx.now);
    return {
      ...toVoucher(row, ctx.lang),
      used: mine,
      state:
        refusal === null
          ? 'USABLE'
          : refusal === 'VOUCHER_NOT_STARTED'
            ? 'NOT_STARTED'
            : refusal === 'VOUCHER_EXPIRED'
              ? 'EXPIRED'
              : refusal === 'VOUCHER_USED_UP'
                ? 'USED_UP'
                : 'ALREADY_USED',
    };
  }

  return {
    /**
     * The programmes in force at `ctx.now` for `lines`: price rules, the running flash sale's
     * items (each with the units left to this shopper: the quota left and their own limit),
     * promotions (a gift only while its stock lasts), and `voucher` when given.
     */
    async inForce(
      ctx: ServiceContext,
      lines: readonly OfferLine[],
      voucher: VoucherOffer | null = null,
      options: { programmes?: repo.Programmes } = {},
    ): Promise<OffersInForce> {
      const categoriesOf = await deps.categories.ancestry(ctx, [
        ...new Set(lines.map((l) => l.categoryId)),
      ]);
      const {
        rules,
        flash: flashRows,
        promotions,
      } = options.programmes ??
      (await repo.programmesInForce(
        ctx.db,
        [...new Set(lines.map((l) => l.productId))],
        ctx.actor?.id ?? null,
        ctx.now,
      ));
      const names: Record<string, string> = {};
      const offers: Offer[] = [];
      for (const rule of rules) {
        names[rule.id] = nameOf(rule, ctx.lang);
        offers.push({
          stage: 'PRICE_RULE',
          ref: rule.id,
          type: rule.type,
          value: rule.value,
          concentrated: rule.concentrated,
          ...target(rule),
        });
      }
      const flash = new Map<string, repo.FlashAllowanceRow>();
      for (const item of flashRows) {
        flash.set(item.id, item);
        names[item.id] = nameOf(item, ctx.lang);
        const offer: LineOffer = {
          stage: 'FLASH_SALE',
          ref: item.id,
          type: 'FIXED_PRICE',
          value: item.flashPrice,
          concentrated: item.concentrated,
          maxUnits: Math.max(0, Math.min(item.left, item.perCustomerLimit - item.bought)),
          ...(item.variantId ? { infoIds: [item.variantId] } : { productIds: [item.productId] }),
        };
        offers.push(offer);
      }
      for (const p of promotions) {
        names[p.id] = nameOf(p, ctx.lang);
        const base = {
          stage: 'PROMOTION' as const,
          ref: p.id,
          concentrated: p.concentrated,
          ...target(p),
        };
        const discount = { type: p.discountType, value: p.value, maxDiscount: p.maxDiscount };
        let offer: PromotionOffer | null = null;
        if (p.type === 'QUANTITY_BASED') {
          offer = { ...base, kind: 'QUANTITY_BASED', minQuantity: p.minQuantity ?? 1, ...discount };
        } else if (p.type === 'ORDER_BASED') {
          offer = { ...base, kind: 'ORDER_BASED', minSubtotal: p.minSubtotal ?? 0, ...discount };
        } else if (
          p.gift &&
          p.giftVariantId &&
          p.gift.isPublished &&
          p.gift.stock >= p.giftQuantity
        ) {
          offer = {
            ...base,
            kind: 'GIFT_PRODUCT',
            minQuantity: p.minQuantity,
            minSubtotal: p.minSubtotal,
            gift: {
              infoId: p.giftVariantId,
              productId: p.gift.productId,
              price: p.gift.price,
              quantity: p.giftQuantity,
            },
          };
        }
        if (offer) offers.push(offer);
      }
      if (voucher) offers.push(voucher);
      return { offers, names, categoriesOf, flash };
    },

    /**
     * `inForce`'s programmes read by another module's statement, to save a round trip: `columns`
     * are the select list to add to it, given its lines' product ids (a `uuid[]` expression of
     * its own rows); `read` turns their values into `inForce`'s `programmes` option.
     */
    programmesReading(ctx: ServiceContext) {
      return {
        columns: (productIds: SQL) =>
          repo.programmesColumns(productIds, ctx.actor?.id ?? null, ctx.now),
        read: repo.programmesFrom,
      };
    },

    /**
     * The voucher of `code` for the acting shopper, as the engine's offer, or the refusal that
     * stops it before pricing: unknown, not started, expired (or stopped), used up, not theirs
     * (a private voucher not in their wallet), already used by them as often as allowed.
     */
    async voucherFor(
      ctx: ServiceContext,
      code: string,
      options: { asTheShop?: boolean } = {},
    ): Promise<Result<{ offer: VoucherOffer; name: string; perCustomerLimit: number }>> {
      const row = await repo.voucherByCode(ctx.db, code);
      if (!row) return fail('VOUCHER_NOT_FOUND');
      // The back office's preview asks as the shop: no wallet, no uses of its own.
      const entry =
        ctx.actor && !options.asTheShop
          ? await repo.walletEntry(ctx.db, ctx.actor.id, row.id)
          : null;
      if (!row.isPublic && !entry && !options.asTheShop) return fail('VOUCHER_NOT_YOURS');
      const refusal = voucherRefusal(row, entry?.used ?? null, ctx.now);
      if (refusal) return fail(refusal);
      return ok({
        offer: {
          stage: 'VOUCHER',
          ref: row.id,
          type: row.type,
          value: row.value,
          maxDiscount: row.maxDiscount,
          minSubtotal: row.minSubtotal,
          concentrated: row.concentrated,
          ...target(row),
        },
        name: nameOf(row, ctx.lang),
        perCustomerLimit: row.perCustomerLimit,
      });
    },

    /**
     * The first half of taking what a priced order uses, in its transaction and before its stock
     * is taken: the buyer's own counts (flash units within their limit, the voucher within its
     * per-customer limit) and the record a cancel gives back from. Answers what `quotaTaking`
     * must take from the shared rows; a refusal rolls the order back.
     */
    async reserveForOrder(
      ctx: ServiceContext,
      input: {
        orderId: string;
        pricing: PricedCart;
        flash: Map<string, repo.FlashAllowanceRow>;
        voucher: { ref: string; perCustomerLimit: number } | null;
      },
    ): Promise<Result<OrderTaking>> {
      const userId = ctx.actor!.id;
      const flash = input.pricing.adjustments
        .filter((a) => a.reason === 'FLASH_SALE' && a.ref && a.infoId)
        .map((a) => ({
          item: input.flash.get(a.ref!)!,
          quantity: input.pricing.lines.find((l) => l.infoId === a.infoId)!.quantity,
        }));
      const voucherId =
        input.voucher && input.pricing.voucher && input.pricing.voucher.amount > 0
          ? input.voucher.ref
          : null;
      if (voucherId) {
        const fits = await repo.claimVoucherUse(ctx.db, {
          voucherId,
          userId,
          perCustomerLimit: input.voucher!.perCustomerLimit,
          now: ctx.now,
        });
        if (!fits) return fail('VOUCHER_ALREADY_USED');
      }
      for (const { item, quantity } of flash) {
        const fits = await repo.claimFlashUnits(ctx.db, {
          itemId: item.id,
          userId,
          quantity,
          limit: item.perCustomerLimit,
        });
        if (!fits) return fail('FLASH_SALE_LIMIT', { params: { limit: item.perCustomerLimit } });
      }
      await repo.recordUses(ctx.db, input.orderId, userId, [
        ...(voucherId ? [{ kind: 'VOUCHER' as const, refId: voucherId, quantity: 1 }] : []),
        ...flash.map((f) => ({
          kind: 'FLASH_SALE' as const,
          refId: f.item.id,
          quantity: f.quantity,
        })),
      ]);
      return ok({
        flash: flash.map((f) => ({
          itemId: f.item.id,
          quantity: f.quantity,
          infoId: f.item.variantId ?? f.item.productId,
        })),
        voucherId,
      });
    },

    /**
     * The second half, last in the order's transaction: the quotas and the voucher's use as
     * statements the order's own statement runs with its stock (one round trip on the rows every
     * buyer waits on, then the commit), and the verdict on what they took.
     */
    quotaTaking(taking: OrderTaking) {
      return {
        statements: repo.quotaStatements(taking),
        verdict(taken: { flash: readonly string[]; voucher: boolean }): Result<true> {
          const short = taking.flash.find((f) => !taken.flash.includes(f.itemId));
          if (short) return fail('FLASH_SALE_SOLD_OUT', { params: { infoId: short.infoId } });
          return taking.voucherId && !taken.voucher ? fail('VOUCHER_USED_UP') : ok(true);
        },
      };
    },

    /** Gives back, in the cancel's transaction, what an order took (once). */
    async giveBack(ctx: ServiceContext, orderId: string): Promise<void> {
      await repo.giveBack(ctx.db, orderId, ctx.now);
    },

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

    async currentPromotion(ctx: ServiceContext): Promise<CurrentPromotion> {
      const current = (await repo.runningPromotions(ctx.db, ctx.now)).map((p) =>
        promotionInfo(p, ctx.lang),
      );
      const next = await repo.nextPromotion(ctx.db, ctx.now);
      return {
        type: current.length ? 'CURRENT' : next ? 'NEXT' : null,
        currentPromotion: current[0] ?? null,
        nextPromotion: next && promotionInfo(next, ctx.lang),
        current,
      };
    },

    async publicVouchers(ctx: ServiceContext, page: PageQuery): Promise<Page<Voucher>> {
      const { rows, total } = await repo.publicVouchers(ctx.db, ctx.now, page);
      return {
        items: rows.map((r) => toVoucher(r, ctx.lang)),
        meta: { page: page.page, pageSize: page.limit, total },
      };
    },

    /** Puts a public voucher into the shopper's wallet; a private one is the shop's to grant. */
    async claim(ctx: ServiceContext, voucherId: string): Promise<Result<MyVoucher>> {
      const row = await repo.voucherById(ctx.db, voucherId);
      if (!row) return fail('VOUCHER_NOT_FOUND');
      const userId = ctx.actor!.id;
      const entry = await repo.walletEntry(ctx.db, userId, row.id);
      if (!entry) {
        if (!row.isPublic) return fail('VOUCHER_NOT_YOURS');
        const state = offerState(row, ctx.now);
        if (state === 'ENDED' || state === 'STOPPED') return fail('VOUCHER_EXPIRED');
        await repo.addToWallet(ctx.db, userId, row.id, ctx.now);
      }
      const mine = entry?.used ?? 0;
      return ok(walletItem(row, mine, ctx));
    },

    async myVouchers(ctx: ServiceContext): Promise<MyVoucher[]> {
      const rows = await repo.walletOf(ctx.db, ctx.actor!.id);
      return rows.map((r) => walletItem(r, r.mine, ctx));
    },
  };
}

export type OfferService = ReturnType<typeof createOfferService>;
