import { getCurrentFlashSale } from '../features/flash-sales';
import { createApiClient, unshared } from '../lib/api-client';
import type { Route } from './+types/flash-sale.current';

/**
 * `/flash-sale/current`: the running (or next) flash sale with the server's time, for the home
 * page's countdown to set its clock by. Never kept by a cache, nor answered from what the server
 * render shares: a kept answer's time would be old. Null when the API cannot say.
 */
export async function loader({ context }: Route.LoaderArgs): Promise<Response> {
  const sale = await getCurrentFlashSale(createApiClient(unshared(context.api))).catch(() => null);
  return Response.json(sale, { headers: { 'cache-control': 'no-store' } });
}
