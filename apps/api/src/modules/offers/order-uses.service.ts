import { type PricedCart, type Result, fail, ok } from '@lotus/core';
import { type ServiceContext, actorOf } from '../../context.ts';
import type { FlashAllowanceRow } from './flash-sales/flash-sale.repository.ts';
import * as repo from './order-uses.repository.ts';

/** What an order takes from the shared rows: flash units by item, and one voucher use. */
export interface OrderTaking {
  flash: { itemId: string; quantity: number; infoId: string }[];
  voucherId: string | null;
}

/**
 * What an order takes from the programmes and what a cancel gives back. Quotas and uses move only
 * by conditional updates in the order's transaction, so no quota or voucher is over-used whatever
 * the concurrency.
 */
export function createOrderUsesService() {
  return {
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
        flash: Map<string, FlashAllowanceRow>;
        voucher: { ref: string; perCustomerLimit: number } | null;
      },
    ): Promise<Result<OrderTaking>> {
      const userId = actorOf(ctx).id;
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
  };
}
