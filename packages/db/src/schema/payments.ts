import {
  PAYMENT_ATTEMPT_STATUSES,
  PAYMENT_GATEWAYS,
  type PaymentAttemptStatus,
  type PaymentGatewayName,
} from '@lotus/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { users } from './users.ts';

const inList = (column: unknown, values: readonly string[]) =>
  sql`${column} IN (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

/**
 * A card a shopper linked at the card gateway: only the gateway's token and what the shopper
 * needs to recognise it (brand, first 6 and last 4 digits, expiry). Never a card number or CVV.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The gateway's token for the card (Alepay's `alepayToken`). */
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    firstSix: text('first_six').notNull(),
    lastFour: text('last_four').notNull(),
    /** `MM/YY`. */
    expiry: text('expiry').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The return URL and the webhook both bring a linked card: the second adds nothing.
    uniqueIndex('saved_cards_token_unique').on(t.token),
    index('saved_cards_user_idx').on(t.userId, t.createdAt),
    check(
      'saved_cards_mask_digits',
      sql`${t.firstSix} ~ '^[0-9]{6}$' AND ${t.lastFour} ~ '^[0-9]{4}$'`,
    ),
  ],
);

/**
 * One try at paying an order through a gateway: a new `txn_ref` each (VNPay's `vnp_TxnRef`,
 * Alepay's `orderCode`), the amount asked, and what the gateway said. The order's payment status
 * changes only with a verified gateway message recorded here (`gateway_message`).
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull().$type<PaymentGatewayName>(),
    txnRef: text('txn_ref').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('PENDING').$type<PaymentAttemptStatus>(),
    /** The gateway's page the shopper pays on. */
    paymentUrl: text('payment_url'),
    /** The saved card charged (THEGHINO). */
    cardId: uuid('card_id').references(() => savedCards.id, { onDelete: 'set null' }),
    resultCode: text('result_code'),
    /** The gateway's own transaction number. */
    transactionNo: text('transaction_no'),
    /** The verified message that decided the attempt (IPN, webhook or query answer). */
    gatewayMessage: jsonb('gateway_message').$type<Record<string, unknown>>(),
    /** Why the money goes back: `ORDER_CLOSED` (cancelled or rejected) or `PAID_TWICE`. */
    refundReason: text('refund_reason').$type<'ORDER_CLOSED' | 'PAID_TWICE'>(),
    /** The gateway's answer to the refund request. */
    refundCode: text('refund_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_attempts_txn_ref_unique').on(t.gateway, t.txnRef),
    index('payment_attempts_order_idx').on(t.orderId, t.createdAt),
    index('payment_attempts_refund_idx')
      .on(t.createdAt)
      .where(sql`${t.status} IN ('REFUND_DUE', 'REFUNDED')`),
    // At most one attempt of an order is the one that paid it.
    uniqueIndex('payment_attempts_one_paid')
      .on(t.orderId)
      .where(sql`${t.status} = 'PAID'`),
    check('payment_attempts_status_valid', inList(t.status, PAYMENT_ATTEMPT_STATUSES)),
    check('payment_attempts_gateway_valid', inList(t.gateway, PAYMENT_GATEWAYS)),
    check('payment_attempts_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * The built-in sandbox gateway's own books (DESIGN.md, Payments): what a real gateway would keep
 * on its side, so that its query and refund answers are true. Used only while no real gateway is
 * configured.
 */
export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gateway: text('gateway').notNull().$type<PaymentGatewayName>(),
    /** The merchant's reference (`vnp_TxnRef` / `orderCode`). */
    merchantRef: text('merchant_ref').notNull(),
    /** The gateway's transaction number. */
    transactionNo: text('transaction_no').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** `PENDING` until the shopper picks an outcome, then the result code. */
    resultCode: text('result_code'),
    /** The merchant's request as received (signed fields). */
    request: jsonb('request').$type<Record<string, string>>().notNull(),
    /** The card token charged (Alepay tokenization payment). */
    cardToken: text('card_token'),
    otpFailures: bigint('otp_failures', { mode: 'number' }).notNull().default(0),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sandbox_transactions_ref_unique').on(t.gateway, t.merchantRef),
    uniqueIndex('sandbox_transactions_no_unique').on(t.transactionNo),
  ],
);

/** Cards linked at the sandbox's card gateway: the token and the mask, never the number. */
export const sandboxCards = pgTable('sandbox_cards', {
  token: text('token').primaryKey(),
  customerId: text('customer_id').notNull(),
  brand: text('brand').notNull(),
  firstSix: text('first_six').notNull(),
  lastFour: text('last_four').notNull(),
  expiry: text('expiry').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  removedAt: timestamp('removed_at', { withTimezone: true }),
});
