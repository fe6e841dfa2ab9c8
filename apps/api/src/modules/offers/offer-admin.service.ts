import {
  type FlashSaleInput,
  type OfferPreviewInput,
  type PortalFlashSale,
  type PortalPriceRule,
  type PortalPromotion,
  type PortalVoucher,
  type PriceRuleInput,
  type PricedCart,
  type PromotionInput,
  type Result,
  type VoucherCheck,
  type VoucherInput,
  catalogueUnitPrice,
  fail,
  offerState,
  ok,
} from '@lotus/core';
import { schema, uniqueViolation } from '@lotus/db';
import type { ServiceContext } from '../../context.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { UserService } from '../users/user.service.ts';
import type { OfferService } from './offer.service.ts';
import * as repo from './offer.repository.ts';

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

  return {
    /** Sets each product's `rule_price` from the rules running now (the `offers.reprice` job). */
    async reprice(ctx: ServiceContext): Promise<number> {
      const [rules, products, parents] = await Promise.all([
        deps.offers.inForce(ctx, []),
        repo.productPrices(ctx.db),
        repo.categoryParents(ctx.db),
      ]);
      const parentOf = new Map(parents.map((c) => [c.id, c.parentId]));
      const chain = (id: string) => {
        const ids: string[] = [];
        for (let c: string | null | undefined = id; c && ids.length < 20; c = parentOf.get(c))
          ids.push(c);
        return ids;
      };
      const ruleOffers = rules.offers.filter((o) => o.stage === 'PRICE_RULE');
      const prices = products.map((p) => {
        const ruled = catalogueUnitPrice(
          {
            productId: p.id,
            categoryIds: chain(p.categoryId),
            price: p.price,
            salePrice: p.salePrice,
          },
          ruleOffers,
          ctx.now,
        );
        const effective = p.salePrice !== null && p.salePrice < p.price ? p.salePrice : p.price;
        return { id: p.id, rulePrice: ruled < effective ? ruled : null };
      });
      return repo.setRulePrices(ctx.db, prices);
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
    async updatePriceRule(
      ctx: ServiceContext,
      id: string,
      input: PriceRuleInput,
    ): Promise<Result<PortalPriceRule>> {
      const row = await repo.updateRow(
        ctx.db,
        schema.priceRules,
        id,
        {
          ...input,
          ...window(input),
          updatedAt: ctx.now,
        },
        ctx.now,
      );
      if (!row)
        return (await repo.findById(ctx.db, schema.priceRules, id))
          ? fail('OFFER_ENDED')
          : fail('PRICE_RULE_NOT_FOUND');
      await repriceAround(ctx, row);
      return ok(toRule(row, ctx.now));
    },
    async stopPriceRule(ctx: ServiceContext, id: string): Promise<Result<PortalPriceRule>> {
      const row = await repo.updateRow(
        ctx.db,
        schema.priceRules,
        id,
        {
          stoppedAt: ctx.now,
          updatedAt: ctx.now,
        },
        ctx.now,
      );
      if (!row)
        return (await repo.findById(ctx.db, schema.priceRules, id))
          ? fail('OFFER_ENDED')
          : fail('PRICE_RULE_NOT_FOUND');
      await ctx.jobs.enqueue('offers.reprice', {});
      return ok(toRule(row, ctx.now));
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
      const row = await repo.insertRow(ctx.db, schema.flashSales, {
        nameVi: input.nameVi,
        nameEn: input.nameEn,
        concentrated: input.concentrated,
        ...window(input),
        ...stamp(ctx),
      });
      await repo.replaceFlashItems(ctx.db, row.id, itemsOf(input));
      return ok((await toFlashSales(ctx, [row]))[0]!);
    },
    async updateFlashSale(
      ctx: ServiceContext,
      id: string,
      input: FlashSaleInput,
    ): Promise<Result<PortalFlashSale>> {
      const checked = await checkItems(ctx, input);
      if (!checked.ok) return checked;
      const row = await repo.updateRow(
        ctx.db,
        schema.flashSales,
        id,
        {
          nameVi: input.nameVi,
          nameEn: input.nameEn,
          concentrated: input.concentrated,
          ...window(input),
          updatedAt: ctx.now,
        },
        ctx.now,
      );
      if (!row)
        return (await repo.findById(ctx.db, schema.flashSales, id))
          ? fail('OFFER_ENDED')
          : fail('FLASH_SALE_NOT_FOUND');
      await repo.replaceFlashItems(ctx.db, row.id, itemsOf(input));
      return ok((await toFlashSales(ctx, [row]))[0]!);
    },
    async stopFlashSale(ctx: ServiceContext, id: string): Promise<Result<PortalFlashSale>> {
      const row = await repo.updateRow(
        ctx.db,
        schema.flashSales,
        id,
        {
          stoppedAt: ctx.now,
          updatedAt: ctx.now,
        },
        ctx.now,
      );
      if (!row)
        return (await repo.findById(ctx.db, schema.flashSales, id))
          ? fail('OFFER_ENDED')
          : fail('FLASH_SALE_NOT_FOUND');
      return ok((await toFlashSales(ctx, [row]))[0]!);
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
    async updatePromotion(
      ctx: ServiceContext,
      id: string,
      input: PromotionInput,
    ): Promise<Result<PortalPromotion>> {
      const { giftInfoId, ...rest } = input;
      const row = await repo.updateRow(
        ctx.db,
        schema.promotions,
        id,
        {
          ...rest,
          giftVariantId: giftInfoId,
          ...window(input),
          updatedAt: ctx.now,
        },
        ctx.now,
      );
      if (!row)
        return (await repo.findById(ctx.db, schema.promotions, id))
          ? fail('OFFER_ENDED')
          : fail('PROMOTION_NOT_FOUND');
      return ok(toPromotion(row, ctx.now));
    },
    async stopPromotion(ctx: ServiceContext, id: string): Promise<Result<PortalPromotion>> {
      const row = await repo.updateRow(
        ctx.db,
        schema.promotions,
        id,
        {
          stoppedAt: ctx.now,
          updatedAt: ctx.now,
        },
        ctx.now,
      );
      if (!row)
        return (await repo.findById(ctx.db, schema.promotions, id))
          ? fail('OFFER_ENDED')
          : fail('PROMOTION_NOT_FOUND');
      return ok(toPromotion(row, ctx.now));
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
        if (uniqueViolation(error) === 'vouchers_code_unique') return fail('VOUCHER_CODE_EXISTING');
        throw error;
      }
    },
    async updateVoucher(
      ctx: ServiceContext,
      id: string,
      input: VoucherInput,
    ): Promise<Result<PortalVoucher>> {
      try {
        const row = await repo.updateRow(
          ctx.db,
          schema.vouchers,
          id,
          {
            ...input,
            ...window(input),
            // A limit never goes below the uses already made.
            totalLimit: input.totalLimit,
            updatedAt: ctx.now,
          },
          ctx.now,
        );
        if (!row)
          return (await repo.findById(ctx.db, schema.vouchers, id))
            ? fail('OFFER_ENDED')
            : fail('VOUCHER_NOT_FOUND');
        return ok(toVoucher(row, ctx.now));
      } catch (error) {
        const broken = uniqueViolation(error);
        if (broken === 'vouchers_code_unique') return fail('VOUCHER_CODE_EXISTING');
        throw error;
      }
    },
    async stopVoucher(ctx: ServiceContext, id: string): Promise<Result<PortalVoucher>> {
      const row = await repo.updateRow(
        ctx.db,
        schema.vouchers,
        id,
        {
          stoppedAt: ctx.now,
          updatedAt: ctx.now,
        },
        ctx.now,
      );
      if (!row)
        return (await repo.findById(ctx.db, schema.vouchers, id))
          ? fail('OFFER_ENDED')
          : fail('VOUCHER_NOT_FOUND');
      return ok(toVoucher(row, ctx.now));
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
    async preview(
      ctx: ServiceContext,
      input: OfferPreviewInput,
    ): Promise<
      Result<{
        pricing: PricedCart;
        offerNames: Record<string, string>;
        voucher: VoucherCheck | null;
      }>
    > {
      const at = input.at ? { ...ctx, now: new Date(input.at) } : ctx;
      return deps.cart.previewLines(at, input.lines, input.voucherCode ?? null);
    },
  };
}

export type OfferAdminService = ReturnType<typeof createOfferAdminService>;
