import {
  paymentContract,
  type CardLink,
  type EndpointData,
  type PaymentRedirect,
  type PaymentResult,
  type RefundQuery,
  type SavedCard,
} from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** A payment attempt of one of the shopper's orders, with the gateway's result and the order now. */
export function getPaymentAttempt(api: ApiClient, id: string): Promise<PaymentResult> {
  return api.call(paymentContract.attempt, { params: { id } });
}

/** A new attempt for an unpaid ONLINE or THEGHINO order (409 PAYMENT_NOT_ALLOWED otherwise). */
export function payAgain(api: ApiClient, orderId: string): Promise<PaymentRedirect> {
  return api.call(paymentContract.payAgain, { params: { id: orderId } });
}

/** The signed-in customer's saved cards: brand, first 6 and last 4 digits, expiry. */
export function listSavedCards(api: ApiClient): Promise<SavedCard[]> {
  return api.call(paymentContract.cards);
}

/** Starts linking a card: the card gateway's page where the shopper enters it. */
export function linkCard(api: ApiClient): Promise<CardLink> {
  return api.call(paymentContract.linkCard);
}

/** Unlinks one of the shopper's cards at the gateway and forgets it (404 CARD_NOT_FOUND). */
export function removeCard(api: ApiClient, id: string): Promise<{ id: string }> {
  return api.call(paymentContract.removeCard, { params: { id } });
}

/** The back office's refunds (owed or made), newest first, a page at a time. */
export function listRefunds(
  api: ApiClient,
  query: { page: number; limit?: number; status?: RefundQuery['status'] | undefined },
): Promise<EndpointData<typeof paymentContract.refunds>> {
  return api.call(paymentContract.refunds, { query });
}
