import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { productVariants } from './catalog.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * Why a variant's stock moved: goods `received` from a supplier (a positive quantity),
 * `adjusted` by an operator with a reason (a count, damage, loss; either sign), `sold` to an
 * order (negative), or `returned` by an order cancelled, rejected or left unpaid (positive).
 */
export const stockMovementKind = pgEnum('stock_movement_kind', [
  'received',
  'adjusted',
  'sold',
  'returned',
]);

/**
 * The stock ledger: every change to a variant's stock (the back office's, and the orders' taking
 * and giving back), who or which order made it, why, and the stock it left. The change itself is a conditional update of `product_variants.stock`
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
    /** The order that sold the units or gave them back. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('stock_movements_variant_idx').on(t.variantId, t.createdAt),
    check('stock_movements_quantity_nonzero', sql`${t.quantity} <> 0`),
    check(
      'stock_movements_kind_valid',
      // The kind as text: the migration that adds `sold` and `returned` may not use them as
      // enum values in its own transaction.
      sql`(${t.kind}::text = 'received' AND ${t.quantity} > 0) OR (${t.kind}::text = 'adjusted' AND ${t.reason} IS NOT NULL) OR (${t.kind}::text = 'sold' AND ${t.quantity} < 0) OR (${t.kind}::text = 'returned' AND ${t.quantity} > 0)`,
    ),
    check('stock_movements_stock_after_non_negative', sql`${t.stockAfter} >= 0`),
  ],
);
