import {
  type FlashSaleInput,
  type OfferPreview,
  type OfferPreviewInput,
  type PortalFlashSale,
  type PortalPriceRule,
  type PortalPromotion,
  type PortalVoucher,
  type PriceRuleInput,
  type PromotionInput,
  type Result,
  type VoucherInput,
  catalogueUnitPrice,
  effectivePrice,
  fail,
  offerState,
  ok,
} from '@lotus/core';
import { schema, uniqueViolation } from '@lotus/db';
import { type ServiceContext, withTransaction } from '../../context.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { ProductService } from '../products/product.service.ts';
import type { UserService } from '../users/user.service.ts';
import type { OfferService } from './offer.service.ts';
import * as repo from './offer.repository.ts';

/** What the back office sends to stop a programme now (instead of an edit). */
export const STOP = { stop: true } as const;

declare module '../../jobs/jobs.ts' {
  interface JobKinds {
    /** Set every product's rule price from the price rules running at the job's instant. */
    'offers.reprice': Record<string, never>;
  }
}

const programme = (
  row: {
    id: string;
    nameVi: string;
    nameEn: string;
    startsAt: Date;
    endsAt: Date;
    stoppedAt: Date | null;
    concentrated: boolean;
  },
  now: Date,
) => ({
  id: row.id,
  nameVi: row.nameVi,
  nameEn: row.nameEn,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  stoppedAt: row.stoppedAt?.toISOString() ?? null,
  concentrated: row.concentrated,
  state: offerState(row, now),
});

const window = (input: { startsAt: string; endsAt: string }) => ({
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
});

/**
 * The back office's programmes: create, edit (until they end), stop, and the preview of what a
 * cart would pay. A price rule's start, end or change re-prices the catalogue by a job at each
 * boundary, so lists sort and filter by the ruled price.
 */
export function createOfferAdminService(deps: {
  offers: OfferService;
  cart: CartService;
  users: UserService;
  products: ProductService;
}) {
  /** Re-prices now and at the rule's start and end (a job at each instant; running twice is harmless). */
  async function repriceAround(ctx: ServiceContext, rule: { startsAt: Date; endsAt: Date }) {
    await ctx.jobs.enqueue('offers.reprice', {});
    for (const instant of [rule.startsAt, rule.endsAt]) {
      if (instant > ctx.now) await ctx.jobs.enqueue('offers.reprice', {}, { startAfter: instant });
    }
  }

  const toRule = (r: repo.PriceRuleRow, now: Date): PortalPriceRule => ({
    ...programme(r, now),
    productIds: r.productIds,
    categoryIds: r.categoryIds,
    type: r.type,
    value: r.value,
  });
  const toPromotion = (p: repo.PromotionRow, now: Date): PortalPromotion => ({
    ...programme(p, now),
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
  const toVoucher = (v: repo.VoucherRow, now: Date): PortalVoucher => ({
    ...programme(v, now),
    productIds: v.productIds,
    categoryIds: v.categoryIds,
    code: v.code,
    descriptionVi: v.descriptionVi,
    descriptionEn: v.descriptionEn,
    type: v.type,
    value: v.value,
    maxDiscount: v.maxDiscount,
    minSubtotal: v.minSubtotal,
    isPublic: v.isPublic,
    totalLimit: v.totalLimit,
    used: v.used,
    perCustomerLimit: v.perCustomerLimit,
  });
  async function toFlashSales(
    ctx: ServiceContext,
    rows: repo.FlashSaleRow[],
  ): Promise<PortalFlashSale[]> {
    const items = await repo.flashItemsOf(
      ctx.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      ...programme(r, ctx.now),
      items: items
        .filter((i) => i.flashSaleId === r.id)
        .map((i) => ({
          id: i.id,
          productId: i.productId,
          productName: ctx.lang === 'en' ? i.nameEn : i.nameVi,
          infoId: i.variantId,
          flashPrice: i.flashPrice,
          quota: i.quota,
          sold: i.sold,
          perCustomerLimit: i.perCustomerLimit,
        })),
    }));
  }

  /** The items' products exist and each variant is its product's. */
  async function checkItems(ctx: ServiceContext, input: FlashSaleInput): Promise<Result<true>> {
    const products = await repo.existingProducts(
      ctx.db,
      input.items.map((i) => i.productId),
    );
    const variants = new Map(
      (
        await repo.variantProducts(
          ctx.db,
          input.items.flatMap((i) => (i.infoId ? [i.infoId] : [])),
        )
      ).map((v) => [v.id, v.productId]),
    );
    const bad = input.items.findIndex(
      (i) =>
        !products.has(i.productId) || (i.infoId !== null && variants.get(i.infoId) !== i.productId),
    );
    if (bad >= 0) {
      return fail('VALIDATION_ERROR', {
        details: [{ field: `body.items.${bad}.productId`, reason: 'InvalidValue' }],
      });
    }
    return ok(true);
  }

  const itemsOf = (input: FlashSaleInput) =>
    input.items.map((i) => ({
      productId: i.productId,
      variantId: i.infoId,
      flashPrice: i.flashPrice,
      quota: i.quota,
      perCustomerLimit: i.perCustomerLimit,
    }));

  const stamp = (ctx: ServiceContext) => ({ createdAt: ctx.now, updatedAt: ctx.now });

  /**
   * Changes a programme that is not over (an edit, or a stop with `stoppedAt`): the changed row,
   * or OFFER_ENDED for one that ended or was stopped, or `missing` for none.
   */
  async function change<T extends repo.Table>(
    ctx: ServiceContext,
    table: T,
    id: string,
    values: Partial<T['$inferInsert']>,
    missing:
      'PRICE_RULE_NOT_FOUND' | 'FLASH_SALE_NOT_FOUND' | 'PROMOTION_NOT_FOUND' | 'VOUCHER_NOT_FOUND',
  ): Promise<Result<T['$inferSelect']>> {
    const row = await repo.updateRow(ctx.db, table, id, { ...values, updatedAt: ctx.now }, ctx.now);
    if (row) return ok(row);
    return (await repo.findById(ctx.db, table, id)) ? fail('OFFER_ENDED') : fail(missing);
  }

  /** A stop's values: from now on the programme is over. */
  const stopped = (ctx: ServiceContext) => ({ stoppedAt: ctx.now });

  const map = <R, V>(result: Result<R>, to: (row: R) => V): Result<V> =>
    result.ok ? ok(to(result.value)) : result;

  const isVoucherCodeTaken = (error: unknown) => uniqueViolation(error) === 'vouchers_code_unique';

  return {
    /**
     * Sets each product's `rule_price` from the rules running now (the `offers.reprice` job, and
     * each server copy at start-up). One reprice at a time, reading after the previous one wrote:
     * a reprice that read before a rule began must not write over one that read it.
     */
    reprice(ctx: ServiceContext): Promise<number> {
      return withTransaction(ctx, async (tx) => {
        await deps.products.lockRulePrices(tx);
        const [inForce, products] = await Promise.all([
          deps.offers.inForce(tx, []),
          deps.products.catalogPrices(tx),
        ]);
        const rules = inForce.offers.filter((o) => o.stage === 'PRICE_RULE');
        const prices = products.map((p) => {
          const line = { productId: p.id, categoryIds: inForce.categoriesOf(p.categoryId), ...p };
          const ruled = catalogueUnitPrice(line, rules, tx.now);
          const rulePrice = ruled < effectivePrice(p.price, p.salePrice) ? ruled : null;
          return { id: p.id, rulePrice };
        });
        return deps.products.setRulePrices(tx, prices);
      });
    },

    async priceRules(ctx: ServiceContext): Promise<PortalPriceRule[]> {
      return (await repo.listAll(ctx.db, schema.priceRules)).map((r) => toRule(r, ctx.now));
    },
    async createPriceRule(ctx: ServiceContext, input: PriceRuleInput): Promise<PortalPriceRule> {
      const row = await repo.insertRow(ctx.db, schema.priceRules, {
        ...input,
        ...window(input),
        ...stamp(ctx),
      });
      await repriceAround(ctx, row);
      return toRule(row, ctx.now);
    },
    /** Edits a rule (`input`) or stops it (`stop`), and re-prices the catalogue around it. */
    async changePriceRule(
      ctx: ServiceContext,
      id: string,
      input: PriceRuleInput | typeof STOP,
    ): Promise<Result<PortalPriceRule>> {
      const values = 'stop' in input ? stopped(ctx) : { ...input, ...window(input) };
      const changed = await change(ctx, schema.priceRules, id, values, 'PRICE_RULE_NOT_FOUND');
      if (changed.ok) await repriceAround(ctx, changed.value);
      return map(changed, (row) => toRule(row, ctx.now));
    },

    async flashSales(ctx: ServiceContext): Promise<PortalFlashSale[]> {
      return toFlashSales(ctx, await repo.listAll(ctx.db, schema.flashSales));
    },
    async createFlashSale(
      ctx: ServiceContext,
      input: FlashSaleInput,
    ): Promise<Result<PortalFlashSale>> {
      const checked = await checkItems(ctx, input);
      if (!checked.ok) return checked;
      const { items: _items, ...sale } = input;
      const row = await repo.insertRow(ctx.db, schema.flashSales, {
        ...sale,
        ...window(input),
        ...stamp(ctx),
      });
      await repo.replaceFlashItems(ctx.db, row.id, itemsOf(input));
      return ok((await toFlashSales(ctx, [row]))[0]!);
    },
    /** Edits a flash sale and its items (`input`) or stops it (`stop`). */
    async changeFlashSale(
      ctx: ServiceContext,
      id: string,
      input: FlashSaleInput | typeof STOP,
    ): Promise<Result<PortalFlashSale>> {
      if (!('stop' in input)) {
        const checked = await checkItems(ctx, input);
        if (!checked.ok) return checked;
      }
      const { items: _items, ...sale } = 'stop' in input ? { items: null } : input;
      const values = 'stop' in input ? stopped(ctx) : { ...sale, ...window(input) };
      const changed = await change(ctx, schema.flashSales, id, values, 'FLASH_SALE_NOT_FOUND');
      if (!changed.ok) return changed;
      if (!('stop' in input)) await repo.replaceFlashItems(ctx.db, id, itemsOf(input));
      return ok((await toFlashSales(ctx, [changed.value]))[0]!);
    },

    async promotions(ctx: ServiceContext): Promise<PortalPromotion[]> {
      return (await repo.listAll(ctx.db, schema.promotions)).map((p) => toPromotion(p, ctx.now));
    },
    async createPromotion(ctx: ServiceContext, input: PromotionInput): Promise<PortalPromotion> {
      const { giftInfoId, ...rest } = input;
      const row = await repo.insertRow(ctx.db, schema.promotions, {
        ...rest,
        giftVariantId: giftInfoId,
        ...window(input),
        ...stamp(ctx),
      });
      return toPromotion(row, ctx.now);
    },
    /** Edits a promotion (`input`) or stops it (`stop`). */
    async changePromotion(
      ctx: ServiceContext,
      id: string,
      input: PromotionInput | typeof STOP,
    ): Promise<Result<PortalPromotion>> {
      let values: Partial<typeof schema.promotions.$inferInsert> = stopped(ctx);
      if (!('stop' in input)) {
        const { giftInfoId, ...rest } = input;
        values = { ...rest, giftVariantId: giftInfoId, ...window(input) };
      }
      const changed = await change(ctx, schema.promotions, id, values, 'PROMOTION_NOT_FOUND');
      return map(changed, (row) => toPromotion(row, ctx.now));
    },

    async vouchers(ctx: ServiceContext): Promise<PortalVoucher[]> {
      return (await repo.listAll(ctx.db, schema.vouchers)).map((v) => toVoucher(v, ctx.now));
    },
    async createVoucher(ctx: ServiceContext, input: VoucherInput): Promise<Result<PortalVoucher>> {
      try {
        const row = await repo.insertRow(ctx.db, schema.vouchers, {
          ...input,
          ...window(input),
          ...stamp(ctx),
        });
        return ok(toVoucher(row, ctx.now));
      } catch (error) {
        if (isVoucherCodeTaken(error)) return fail('VOUCHER_CODE_EXISTING');
        throw error;
      }
    },
    /** Edits a voucher (`input`; its limit never below its uses) or stops it (`stop`). */
    async changeVoucher(
      ctx: ServiceContext,
      id: string,
      input: VoucherInput | typeof STOP,
    ): Promise<Result<PortalVoucher>> {
      try {
        const values = 'stop' in input ? stopped(ctx) : { ...input, ...window(input) };
        const changed = await change(ctx, schema.vouchers, id, values, 'VOUCHER_NOT_FOUND');
        return map(changed, (row) => toVoucher(row, ctx.now));
      } catch (error) {
        if (isVoucherCodeTaken(error)) return fail('VOUCHER_CODE_EXISTING');
        throw error;
      }
    },
    /** Puts a voucher into a customer's wallet, found by email. */
    async grantVoucher(
      ctx: ServiceContext,
      id: string,
      email: string,
    ): Promise<Result<PortalVoucher>> {
      const row = await repo.findById(ctx.db, schema.vouchers, id);
      if (!row) return fail('VOUCHER_NOT_FOUND');
      const userId = await deps.users.customerId(ctx, email);
      if (!userId) return fail('CUSTOMER_NOT_FOUND');
      await repo.addToWallet(ctx.db, userId, id, ctx.now);
      return ok(toVoucher(row, ctx.now));
    },

    /** What `input.lines` would pay at `input.at` (default now), the voucher included. */
    async preview(ctx: ServiceContext, input: OfferPreviewInput): Promise<Result<OfferPreview>> {
      const at = input.at ? { ...ctx, now: new Date(input.at) } : ctx;
      return deps.cart.previewLines(at, input.lines, input.voucherCode ?? null);
    },
  };
}

export type OfferAdminService = ReturnType<typeof createOfferAdminService>;
