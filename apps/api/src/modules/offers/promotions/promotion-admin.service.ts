import { type PortalPromotion, type PromotionInput, ok } from '@lotus/core';
import type { schema } from '@lotus/db';
import {
  type ProgrammeAdmin,
  change,
  mapResult,
  portalProgramme,
  stamp,
  stopped,
  windowOf,
} from '../programme-admin.ts';
import { type PromotionRow, promotionRows } from './promotion.repository.ts';

const toPromotion = (p: PromotionRow, now: Date): PortalPromotion => ({
  ...portalProgramme(p, now),
  productIds: p.productIds,
  categoryIds: p.categoryIds,
  type: p.type,
  discountType: p.discountType,
  value: p.value,
  maxDiscount: p.maxDiscount,
  minQuantity: p.minQuantity,
  minSubtotal: p.minSubtotal,
  giftInfoId: p.giftVariantId,
  giftQuantity: p.giftQuantity,
});

/** The back office's promotions. */
export function createPromotionAdmin(): ProgrammeAdmin<PromotionInput, PortalPromotion> {
  return {
    async list(ctx) {
      return (await promotionRows.list(ctx.db)).map((p) => toPromotion(p, ctx.now));
    },
    async create(ctx, input) {
      const { giftInfoId, ...rest } = input;
      const row = await promotionRows.insert(ctx.db, {
        ...rest,
        giftVariantId: giftInfoId,
        ...windowOf(input),
        ...stamp(ctx),
      });
      return ok(toPromotion(row, ctx.now));
    },
    async change(ctx, id, input) {
      let values: Partial<typeof schema.promotions.$inferInsert> = stopped(ctx);
      if (!('stop' in input)) {
        const { giftInfoId, ...rest } = input;
        values = { ...rest, giftVariantId: giftInfoId, ...windowOf(input) };
      }
      const changed = await change(ctx, promotionRows, id, values, 'PROMOTION_NOT_FOUND');
      return mapResult(changed, (row) => toPromotion(row, ctx.now));
    },
  };
}
