import { preparedRows, schema } from '@lotus/db';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';
import {
  type FlashAllowanceRow,
  flashAllowancesJson,
} from './flash-sales/flash-sale.repository.ts';
import { type PriceRuleRow, runningRulesJson } from './price-rules/price-rule.repository.ts';
import { fromJson } from './programme.repository.ts';
import {
  type PromotionJson,
  type RunningPromotion,
  runningPromotionsJson,
  toRunningPromotion,
} from './promotions/promotion.repository.ts';

/** What prices a cart: the running price rules, flash items and promotions. */
export interface Programmes {
  rules: PriceRuleRow[];
  flash: FlashAllowanceRow[];
  promotions: RunningPromotion[];
}

/** `Programmes` as the columns `rules`, `flash` and `promotions` of a statement send them. */
export interface ProgrammesJson {
  rules: Record<string, unknown>[];
  flash: (Omit<FlashAllowanceRow, 'endsAt'> & { endsAt: string })[];
  promotions: PromotionJson[];
}

/**
 * What prices a cart at `now` as three columns of a statement (`rules`, `flash`, `promotions`):
 * the running price rules, the running flash items of `productIds` (a `uuid[]` expression, which
 * may come from the statement's own rows) with `userId`'s purchases of each, and the running
 * promotions. `programmesFrom` reads them back.
 */
export const programmesColumns = (productIds: SQL, userId: string | null, now: Date) =>
  sql`${runningRulesJson(now)} AS rules, ${flashAllowancesJson(productIds, userId, now)} AS flash,
    ${runningPromotionsJson(now)} AS promotions`;

export const programmesFrom = (json: ProgrammesJson): Programmes => ({
  rules: json.rules.map((r) => fromJson(schema.priceRules, r)),
  flash: json.flash.map((f) => ({ ...f, endsAt: new Date(f.endsAt) })),
  promotions: json.promotions.map(toRunningPromotion),
});

/** What prices a cart of `productIds` at `now`, in ONE statement (see `programmesColumns`). */
export async function programmesInForce(
  db: Db,
  productIds: readonly string[],
  userId: string | null,
  now: Date,
): Promise<Programmes> {
  const [row] = await preparedRows<ProgrammesJson>(
    db,
    sql`SELECT ${programmesColumns(sql`${`{${productIds.join(',')}}`}::uuid[]`, userId, now)}`,
  );
  return programmesFrom(row!);
}
