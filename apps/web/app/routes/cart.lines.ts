import { data } from 'react-router';
import {
  changeCart,
  giftProducts,
  parseLines,
  priceLocalCart,
  type CartActionData,
  type GiftProducts,
} from '../features/cart';
import { ApiRequestError, createApiClient, type ClientErrorCode } from '../lib/api-client';
import type { CartView } from '@lotus/core';
import type { Route } from './+types/cart.lines';

/**
 * What the visitor's cart page gets: its local lines described and priced (with the products its
 * gift promotions give), or why not.
 */
export type LocalCartAnswer =
  { view: CartView; gifts: GiftProducts } | { view: null; code: ClientErrorCode };

/**
 * `/cart/lines?lines=[…]`: a visitor's local cart (from local storage, sent by the cart page's
 * fetcher) described and priced by the server, which stores nothing. The browser never calls the
 * API itself.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<Response> {
  const lines = parseLines(new URL(request.url).searchParams.get('lines'));
  const api = createApiClient(context.api);
  const answer: LocalCartAnswer = await priceLocalCart(api, lines)
    .then(async (view) => ({ view, gifts: await giftProducts(api, view) }))
    .catch((error: unknown) => {
      if (error instanceof ApiRequestError) return { view: null, code: error.code };
      throw error;
    });
  return Response.json(answer, { headers: { 'cache-control': 'no-store' } });
}

/**
 * POST `/cart/lines` (intent add | set | remove | merge): a change to the signed-in shopper's
 * cart, for the product page's button, the cart page's steppers and the merge after login. A
 * refusal keeps its status, so the page's data is not loaded again for nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await changeCart(createApiClient(context.api), await request.formData());
  return data<CartActionData>(result, { status: result.ok ? 200 : result.status });
}
