import { type CurrentPromotion, type Language, type PromotionInfo, formatVnd } from '@lotus/core';
import type { ServiceContext } from '../../../context.ts';
import { nameOf } from '../programme.ts';
import * as repo from './promotion.repository.ts';

/** What a promotion gives and needs, in a sentence a shopper understands. */
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

const promotionInfo = (row: repo.PromotionRow, lang: Language): PromotionInfo => ({
  id: row.id,
  type: row.type,
  name: nameOf(row, lang),
  description: describePromotion(row, lang),
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

/** Promotions as the storefront shows them. */
export function createPromotionService() {
  return {
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
  };
}
