import { CARD_SCHEMES, type CardScheme } from '@lotus/core';
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * The installment plan an order is paid with (decision 044): the bank, card scheme and term the
 * shopper picked and the figures the server priced from the gateway's offer, written with the
 * order. The shop is paid the order's total; the fee and the monthly payments are the bank's.
 */
export const orderInstallments = pgTable(
  'order_installments',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    scheme: text('scheme').notNull().$type<CardScheme>(),
    months: integer('months').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    monthly: bigint('monthly', { mode: 'number' }).notNull(),
    lastMonth: bigint('last_month', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'order_installments_scheme_valid',
      sql`${t.scheme} IN (${sql.raw(CARD_SCHEMES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check('order_installments_months_valid', sql`${t.months} IN (3, 6, 9, 12)`),
    check(
      'order_installments_sums',
      sql`${t.total} = ${t.amount} + ${t.fee} AND ${t.monthly} * (${t.months} - 1) + ${t.lastMonth} = ${t.total}`,
    ),
  ],
);
