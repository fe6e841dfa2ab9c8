import type { CategoryService } from '../categories/category.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { createFlashSaleService } from './flash-sales/flash-sale.service.ts';
import { createInForceService } from './in-force.service.ts';
import { createOrderUsesService } from './order-uses.service.ts';
import { createPromotionService } from './promotions/promotion.service.ts';
import { createVoucherService } from './vouchers/voucher.service.ts';

export type { Programmes, ProgrammesJson } from './in-force.repository.ts';
export type { OfferLine, OffersInForce } from './in-force.service.ts';
export type { OrderTaking } from './order-uses.service.ts';

/**
 * Flash sales, promotions, price rules and vouchers as the shop runs them: what is in force for a
 * cart (the pricing engine's offers), what the storefront shows, a shopper's wallet, and what an
 * order takes and a cancel gives back. One service for the modules that use programmes; each
 * part lives with its kind (`flash-sales/`, `promotions/`, `vouchers/`) or, shared by the kinds,
 * beside this file (`in-force`, `order-uses`).
 */
export function createOfferService(deps: { categories: CategoryService; system: SystemService }) {
  return {
    ...createInForceService(deps),
    ...createOrderUsesService(),
    ...createFlashSaleService(),
    ...createPromotionService(),
    ...createVoucherService(),
  };
}

export type OfferService = ReturnType<typeof createOfferService>;
