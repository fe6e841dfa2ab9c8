import { catalogueUnitPrice, effectivePrice } from '@lotus/core';
import { type ServiceContext, withTransaction } from '../../../context.ts';
import type { ProductService } from '../../products/product.service.ts';
import type { OfferService } from '../offer.service.ts';

declare module '../../../jobs/jobs.ts' {
  interface JobKinds {
    /** Set every product's rule price from the price rules running at the job's instant. */
    'offers.reprice': Record<string, never>;
  }
}

/** Re-prices now and at the rule's start and end (a job at each instant; running twice is harmless). */
export async function repriceAround(ctx: ServiceContext, rule: { startsAt: Date; endsAt: Date }) {
  await ctx.jobs.enqueue('offers.reprice', {});
  for (const instant of [rule.startsAt, rule.endsAt]) {
    if (instant > ctx.now) await ctx.jobs.enqueue('offers.reprice', {}, { startAfter: instant });
  }
}

/**
 * The catalogue's ruled prices: a price rule's start, end or change re-prices the catalogue by a
 * job at each boundary, so lists sort and filter by the ruled price.
 */
export function createRepriceService(deps: { offers: OfferService; products: ProductService }) {
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
  };
}
