import {
  checkoutContract,
  IDEMPOTENCY_KEY_HEADER,
  type CheckoutPreview,
  type CheckoutPreviewInput,
  type OrderCreated,
  type OrderCreateInput,
} from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** The shopper's server cart priced by the server for the checkout form (shipping included). */
export function previewCheckout(
  api: ApiClient,
  input: Partial<CheckoutPreviewInput>,
): Promise<CheckoutPreview> {
  return api.call(checkoutContract.preview, { body: input });
}

/**
 * Places the order. `key` is the checkout attempt's Idempotency-Key: the same key again (a
 * double click, a retry) answers the same order.
 */
export function placeOrder(
  api: ApiClient,
  input: OrderCreateInput,
  key: string,
): Promise<OrderCreated> {
  return api.call(checkoutContract.placeOrder, {
    body: input,
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });
}
