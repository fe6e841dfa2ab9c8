import {
  offerContract,
  type CurrentFlashSale,
  type FlashSaleProduct,
  type ProductFlashSale,
} from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** The running flash sale (CURRENT), else the next one (NEXT), else none; with the server's time. */
export function getCurrentFlashSale(api: ApiClient): Promise<CurrentFlashSale> {
  return api.call(offerContract.currentFlashSale);
}

/** The first `limit` products of the running flash sale (none when no sale runs). */
export async function listFlashSaleProducts(
  api: ApiClient,
  limit: number,
): Promise<FlashSaleProduct[]> {
  const page = await api.call(offerContract.flashSaleProducts, { body: { page: 1, limit } });
  return page.items;
}

/** A product's offer in the running flash sale (null without one), with the server's time. */
export function getProductFlashSale(api: ApiClient, productId: string): Promise<ProductFlashSale> {
  return api.call(offerContract.productFlashSale, { params: { productId } });
}
