import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { productVariants } from './catalog.ts';
import { users } from './users.ts';

/**
 * Why a variant's stock moved: goods `received` from a supplier (a positive quantity), or
 * `adjusted` by an operator with a reason (a count, damage, loss; either sign).
 */
export const stockMovementKind = pgEnum('stock_movement_kind', ['received', 'adjusted']);

/**
 * The stock ledger: every change the back office makes to a variant's stock, who made it, why,
 * and the stock it left. The change itself is a conditional update of `product_variants.stock`
 * in the same statement, so an order taking stock at the same moment loses nothing.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    kind: stockMovementKind('kind').notNull(),
    /** Units added (positive) or taken away (negative). */
    quantity: integer('quantity').notNull(),
    /** The variant's stock right after this movement. */
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('stock_movements_variant_idx').on(t.variantId, t.createdAt),
    check('stock_movements_quantity_nonzero', sql`${t.quantity} <> 0`),
    check(
      'stock_movements_kind_valid',
      sql`(${t.kind} = 'received' AND ${t.quantity} > 0) OR (${t.kind} = 'adjusted' AND ${t.reason} IS NOT NULL)`,
    ),
    check('stock_movements_stock_after_non_negative', sql`${t.stockAfter} >= 0`),
  ],
);
