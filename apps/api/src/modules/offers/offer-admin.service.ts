import type { OfferPreview, OfferPreviewInput, Result } from '@lotus/core';
import type { ServiceContext } from '../../context.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { ProductService } from '../products/product.service.ts';
import type { UserService } from '../users/user.service.ts';
import { flashSaleRows } from './flash-sales/flash-sale-admin.repository.ts';
import { createFlashSaleAdmin } from './flash-sales/flash-sale-admin.service.ts';
import type { OfferService } from './offer.service.ts';
import { createPriceRuleAdmin } from './price-rules/price-rule-admin.service.ts';
import { priceRuleRows } from './price-rules/price-rule.repository.ts';
import { createRepriceService } from './price-rules/reprice.service.ts';
import { createPromotionAdmin } from './promotions/promotion-admin.service.ts';
import { promotionRows } from './promotions/promotion.repository.ts';
import { audited } from './programme-audit.ts';
import { createVoucherAdmin } from './vouchers/voucher-admin.service.ts';
import { voucherRows } from './vouchers/voucher.repository.ts';

/**
 * The back office's programmes: each kind's list, create, edit (until it ends) and stop; the
 * catalogue's reprice by the price rules running; and the preview of what a cart would pay.
 */
export function createOfferAdminService(deps: {
  offers: OfferService;
  cart: CartService;
  users: UserService;
  products: ProductService;
}) {
  return {
    ...createRepriceService(deps),
    priceRules: audited(createPriceRuleAdmin(), 'price-rule', (db, id) =>
      priceRuleRows.find(db, id),
    ),
    flashSales: audited(createFlashSaleAdmin(), 'flash-sale', (db, id) =>
      flashSaleRows.find(db, id),
    ),
    promotions: audited(createPromotionAdmin(), 'promotion', (db, id) =>
      promotionRows.find(db, id),
    ),
    vouchers: audited(createVoucherAdmin(deps), 'voucher', (db, id) => voucherRows.find(db, id)),

    /** What `input.lines` would pay at `input.at` (default now), the voucher included. */
    async preview(ctx: ServiceContext, input: OfferPreviewInput): Promise<Result<OfferPreview>> {
      const at = input.at ? { ...ctx, now: new Date(input.at) } : ctx;
      return deps.cart.previewLines(at, input.lines, input.voucherCode ?? null);
    },
  };
}

export type OfferAdminService = ReturnType<typeof createOfferAdminService>;
