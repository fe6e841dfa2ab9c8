import { z } from 'zod';
import { endpoint } from '../http/contract.ts';
import {
  cardLinkSchema,
  paymentRedirectSchema,
  paymentResultSchema,
  refundQuerySchema,
  refundSchema,
  savedCardSchema,
} from './payment.schema.ts';

const errors = [400, 401, 403, 404, 409, 502] as const;
const id = z.object({ id: z.uuid() });

/**
 * Paying for orders. The gateways' own messages (VNPay's IPN and return URL, Alepay's webhook and
 * return URLs) are protocol endpoints outside the contract: they speak the gateway's formats.
 */
export const paymentContract = {
  payAgain: endpoint({
    method: 'POST',
    path: '/api/order/:id/pay-again',
    access: 'orders.place',
    tag: 'payments',
    summary: 'A new payment attempt for your unpaid ONLINE or THEGHINO order (409 otherwise)',
    params: id,
    response: paymentRedirectSchema,
    status: 201,
    errors,
  }),
  attempt: endpoint({
    method: 'GET',
    path: '/api/payment/attempt/:id',
    access: 'orders.read-own',
    tag: 'payments',
    summary: "A payment attempt of your order with the gateway's result and the order's state",
    params: id,
    response: paymentResultSchema,
    errors,
  }),
  cards: endpoint({
    method: 'GET',
    path: '/api/payment/cards',
    access: 'payments.cards',
    tag: 'payments',
    summary: 'Your saved cards (brand, first 6 and last 4 digits, expiry)',
    response: z.array(savedCardSchema),
    errors,
  }),
  linkCard: endpoint({
    method: 'POST',
    path: '/api/payment/cards',
    access: 'payments.cards',
    tag: 'payments',
    summary: "Start linking a card: the gateway's page where you enter it (never this shop)",
    response: cardLinkSchema,
    status: 201,
    errors,
  }),
  removeCard: endpoint({
    method: 'DELETE',
    path: '/api/payment/cards/:id',
    access: 'payments.cards',
    tag: 'payments',
    summary: 'Unlink one of your saved cards at the gateway and forget it',
    params: id,
    response: z.object({ id: z.uuid() }),
    errors,
  }),
  refunds: endpoint({
    method: 'GET',
    path: '/api/portal/refunds',
    access: 'payments.refunds',
    tag: 'portal',
    summary: 'Money owed back or given back to shoppers, newest first',
    query: refundQuerySchema,
    response: refundSchema,
    paged: true,
    errors,
  }),
};
