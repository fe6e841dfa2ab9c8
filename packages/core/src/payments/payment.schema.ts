import { z } from 'zod';
import { PAYMENT_METHODS } from './payment-method.ts';
import { pageQueryOf } from '../http/pagination.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../orders/order.rules.ts';
import { PAYMENT_ATTEMPT_STATUSES, PAYMENT_GATEWAYS, PAYMENT_OUTCOMES } from './payment.rules.ts';

/** Where to send the shopper to pay: the gateway's page for a new attempt. */
export const paymentRedirectSchema = z.object({
  attemptId: z.uuid(),
  paymentUrl: z.url(),
});
export type PaymentRedirect = z.infer<typeof paymentRedirectSchema>;

/** One payment attempt of an order, as the shopper and the back office see it. */
export const paymentAttemptSchema = z.object({
  id: z.uuid(),
  gateway: z.enum(PAYMENT_GATEWAYS),
  amount: z.number().int(),
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  /** The gateway's result code, once it answered. */
  resultCode: z.string().nullable(),
  outcome: z.enum(PAYMENT_OUTCOMES),
  /** The gateway's transaction number, once paid. */
  transactionNo: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

/**
 * `GET /api/payment/attempt/:id`: an attempt of the shopper's own order, with the order's payment
 * state now (the result page: the return URL shows; only the gateway's server message settles).
 */
export const paymentResultSchema = paymentAttemptSchema.extend({
  /** The gateway's page, while the attempt waits for the shopper to pay. */
  paymentUrl: z.string().nullable(),
  order: z.object({
    id: z.uuid(),
    number: z.string(),
    status: z.enum(ORDER_STATUSES),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    grandTotal: z.number().int(),
    canPayAgain: z.boolean(),
  }),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** A saved card: the gateway's token stays on the server; the shopper sees brand, mask, expiry. */
export const savedCardSchema = z.object({
  id: z.uuid(),
  brand: z.string(),
  /** First 6 and last 4 digits: `970419******2198`. */
  maskedNumber: z.string(),
  /** `MM/YY`. */
  expiry: z.string(),
  createdAt: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/**
 * `POST /api/payment/cards`: the gateway's page where the shopper links a card. Afterwards the
 * gateway sends the shopper back to `/profile/payment?card=linked`, or `?card=failed&code=<code>`
 * with the card gateway's result code.
 */
export const cardLinkSchema = z.object({ linkUrl: z.url() });
export type CardLink = z.infer<typeof cardLinkSchema>;

/** `GET /api/portal/refunds`: a page of money owed back or given back. */
export const refundQuerySchema = pageQueryOf(20).extend({
  status: z.enum(['REFUND_DUE', 'REFUNDED']).optional(),
});
export type RefundQuery = z.infer<typeof refundQuerySchema>;

/** A refund in the back office: the attempt, its order, and who paid. */
export const refundSchema = paymentAttemptSchema.extend({
  order: z.object({
    id: z.uuid(),
    number: z.string(),
    status: z.enum(ORDER_STATUSES),
    email: z.string(),
  }),
  /** Why the money goes back: the order was cancelled/rejected, or it was paid twice. */
  reason: z.enum(['ORDER_CLOSED', 'PAID_TWICE']),
  /** What the operator (or the shopper) wrote when closing the order, if anything. */
  note: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;
