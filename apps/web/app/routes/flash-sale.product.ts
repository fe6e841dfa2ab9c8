import { getProductFlashSale } from '../features/flash-sales';
import { createApiClient, unshared } from '../lib/api-client';
import type { Route } from './+types/flash-sale.product';

/**
 * `/flash-sale/product/:productId`: a product's offer in the running flash sale (what is left of
 * its quota now) with the server's time, for the product page's flash panel. Never kept by a
 * cache, nor answered from what the server render shares. Null when the API cannot say.
 */
export async function loader({ params, context }: Route.LoaderArgs): Promise<Response> {
  const offer = await getProductFlashSale(
    createApiClient(unshared(context.api)),
    params.productId,
  ).catch(() => null);
  return Response.json(offer, { headers: { 'cache-control': 'no-store' } });
}
