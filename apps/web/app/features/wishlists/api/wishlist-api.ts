import { wishlistContract, type EndpointData } from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** The signed-in shopper's wishlist, newest first, a page at a time. */
export function listFavourites(
  api: ApiClient,
  query: { page?: number; limit?: number } = {},
): Promise<EndpointData<typeof wishlistContract.list>> {
  return api.call(wishlistContract.list, { query });
}

/** The ids on the signed-in shopper's wishlist. */
export function listFavouriteIds(api: ApiClient): Promise<string[]> {
  return api.call(wishlistContract.ids);
}

/** Puts a product on the wishlist (refused with FAVOURITE_EXISTING when it is there already). */
export async function addFavourite(api: ApiClient, productId: string): Promise<void> {
  await api.call(wishlistContract.add, { params: { id: productId } });
}

/** Takes a product off the wishlist. */
export async function removeFavourite(api: ApiClient, productId: string): Promise<void> {
  await api.call(wishlistContract.remove, { params: { id: productId } });
}

/** Merges a visitor's local list into the account; answers all the account's ids. */
export function mergeFavourites(api: ApiClient, productIds: string[]): Promise<string[]> {
  return api.call(wishlistContract.merge, { body: { productIds } });
}
