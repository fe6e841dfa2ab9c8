import { cartContract, type CartLine, type CartView } from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** The signed-in shopper's cart, priced, with changed lines flagged. */
export function getCart(api: ApiClient): Promise<CartView> {
  return api.call(cartContract.get);
}

/** Adds a variant to the signed-in shopper's cart (422 NotAllowAddMoreThanStock above stock). */
export function addToCart(api: ApiClient, infoId: string, quantity: number): Promise<CartView> {
  return api.call(cartContract.add, { body: { infoId, quantity } });
}

/** Sets a line's quantity in the signed-in shopper's cart. */
export function setCartQuantity(
  api: ApiClient,
  infoId: string,
  quantity: number,
): Promise<CartView> {
  return api.call(cartContract.setQuantity, { params: { infoId }, body: { quantity } });
}

/** Takes a line out of the signed-in shopper's cart. */
export function removeCartLine(api: ApiClient, infoId: string): Promise<CartView> {
  return api.call(cartContract.remove, { params: { infoId } });
}

/** Merges a visitor's local cart into the account's (quantities added, capped at stock). */
export function mergeCart(api: ApiClient, lines: CartLine[]): Promise<CartView> {
  return api.call(cartContract.merge, { body: { lines } });
}

/** A visitor's local cart priced and described by the server (nothing is stored). */
export function priceLocalCart(api: ApiClient, lines: CartLine[]): Promise<CartView> {
  return api.call(cartContract.priceLocal, { body: { lines } });
}
