import { schema } from '@lotus/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type ProgrammeRows, editable, first, only, running } from '../programme.repository.ts';

const { priceRules } = schema;

export type PriceRuleRow = typeof priceRules.$inferSelect;

/** The price rules running at `now`, oldest first, as one JSON array. */
export const runningRulesJson = (now: Date) =>
  sql`(SELECT coalesce(jsonb_agg(to_jsonb(r) ORDER BY r.created_at), '[]')
    FROM price_rules r WHERE ${running('r', now)})`;

/** The back office's price rules. */
export const priceRuleRows: ProgrammeRows<PriceRuleRow, typeof priceRules.$inferInsert> = {
  list: (db) => db.select().from(priceRules).orderBy(desc(priceRules.createdAt)),
  find: (db, id) => db.select().from(priceRules).where(eq(priceRules.id, id)).then(first),
  insert: (db, values) => db.insert(priceRules).values(values).returning().then(only),
  update: (db, id, values, now) =>
    db
      .update(priceRules)
      .set(values)
      .where(and(eq(priceRules.id, id), editable(priceRules, now)))
      .returning()
      .then(first),
};
