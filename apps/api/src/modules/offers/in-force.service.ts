import { type LineOffer, type Offer, type PromotionOffer, type VoucherOffer } from '@lotus/core';
import type { SQL } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import type { CategoryService } from '../categories/category.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { FlashAllowanceRow } from './flash-sales/flash-sale.repository.ts';
import * as repo from './in-force.repository.ts';
import { nameOf, target } from './programme.ts';
import type { RunningPromotion } from './promotions/promotion.repository.ts';

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
  flash: Map<string, FlashAllowanceRow>;
}

/** A running promotion as the engine's offer: a gift only while its stock lasts. */
function promotionOffer(p: RunningPromotion, roundTo: number): PromotionOffer | null {
  const base = {
    stage: 'PROMOTION' as const,
    ref: p.id,
    concentrated: p.concentrated,
    ...target(p),
  };
  const discount = {
    type: p.discountType,
    value: p.value,
    maxDiscount: p.maxDiscount,
    ...(p.discountType === 'PERCENT' ? { roundTo } : {}),
  };
  if (p.type === 'QUANTITY_BASED') {
    return { ...base, kind: 'QUANTITY_BASED', minQuantity: p.minQuantity ?? 1, ...discount };
  }
  if (p.type === 'ORDER_BASED') {
    return { ...base, kind: 'ORDER_BASED', minSubtotal: p.minSubtotal ?? 0, ...discount };
  }
  if (!p.gift || !p.giftVariantId || !p.gift.isPublished || p.gift.stock < p.giftQuantity) {
    return null;
  }
  return {
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

/** The programmes in force for a cart, as the pricing engine takes them. */
export function createInForceService(deps: { categories: CategoryService; system: SystemService }) {
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
      const [categoriesOf, { priceRoundingUnit }] = await Promise.all([
        deps.categories.ancestry(ctx, [...new Set(lines.map((l) => l.categoryId))]),
        // Kept in memory until the settings change: no round trip once read.
        deps.system.checkoutSetting(ctx),
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
          ...(rule.type === 'PERCENT' ? { roundTo: priceRoundingUnit } : {}),
          ...target(rule),
        });
      }
      const flash = new Map<string, FlashAllowanceRow>();
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
        const offer = promotionOffer(p, priceRoundingUnit);
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
  };
}
