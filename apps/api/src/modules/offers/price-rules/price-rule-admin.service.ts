import { type PortalPriceRule, type PriceRuleInput, ok } from '@lotus/core';
import {
  type ProgrammeAdmin,
  change,
  mapResult,
  portalProgramme,
  stamp,
  stopped,
  windowOf,
} from '../programme-admin.ts';
import { type PriceRuleRow, priceRuleRows } from './price-rule.repository.ts';
import { repriceAround } from './reprice.service.ts';

const toRule = (r: PriceRuleRow, now: Date): PortalPriceRule => ({
  ...portalProgramme(r, now),
  productIds: r.productIds,
  categoryIds: r.categoryIds,
  type: r.type,
  value: r.value,
});

/** The back office's price rules; each new, changed or stopped rule re-prices the catalogue around it. */
export function createPriceRuleAdmin(): ProgrammeAdmin<PriceRuleInput, PortalPriceRule> {
  return {
    async list(ctx) {
      return (await priceRuleRows.list(ctx.db)).map((r) => toRule(r, ctx.now));
    },
    async create(ctx, input) {
      const row = await priceRuleRows.insert(ctx.db, {
        ...input,
        ...windowOf(input),
        ...stamp(ctx),
      });
      await repriceAround(ctx, row);
      return ok(toRule(row, ctx.now));
    },
    async change(ctx, id, input) {
      const values = 'stop' in input ? stopped(ctx) : { ...input, ...windowOf(input) };
      const changed = await change(ctx, priceRuleRows, id, values, 'PRICE_RULE_NOT_FOUND');
      if (changed.ok) await repriceAround(ctx, changed.value);
      return mapResult(changed, (row) => toRule(row, ctx.now));
    },
  };
}
