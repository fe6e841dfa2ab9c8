import { z } from 'zod';
import { endpoint } from '../http/contract.ts';
import {
  cartAddSchema,
  cartLinesSchema,
  cartQuantitySchema,
  cartViewSchema,
} from './cart.schema.ts';

const errors = [400, 401, 403, 404, 422] as const;
const infoId = z.object({ infoId: z.uuid() });

/**
 * The signed-in shopper's cart, kept on the server so it follows them across devices; and the
 * pricing of a visitor's local cart (which stays in local storage under `carts`).
 */
export const cartContract = {
  get: endpoint({
    method: 'GET',
    path: '/api/cart',
    access: 'user',
    tag: 'cart',
    summary: 'Your cart, priced, with lines whose product or stock changed flagged',
    response: cartViewSchema,
    errors,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/cart/lines',
    access: 'user',
    tag: 'cart',
    summary: 'Add a variant to your cart (adds to its line when it has one); 422 above the stock',
    body: cartAddSchema,
    response: cartViewSchema,
    errors,
  }),
  setQuantity: endpoint({
    method: 'PUT',
    path: '/api/cart/lines/:infoId',
    access: 'user',
    tag: 'cart',
    summary: "Set a line's quantity (creates the line); 422 NotAllowAddMoreThanStock above stock",
    params: infoId,
    body: cartQuantitySchema,
    response: cartViewSchema,
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/cart/lines/:infoId',
    access: 'user',
    tag: 'cart',
    summary: 'Remove a line from your cart',
    params: infoId,
    response: cartViewSchema,
    errors,
  }),
  clear: endpoint({
    method: 'DELETE',
    path: '/api/cart',
    access: 'user',
    tag: 'cart',
    summary: 'Empty your cart',
    response: cartViewSchema,
    errors,
  }),
  merge: endpoint({
    method: 'POST',
    path: '/api/cart/merge',
    access: 'user',
    tag: 'cart',
    summary:
      "Merge a visitor's local cart at login: quantities added, capped at stock; ordered lines skipped",
    body: cartLinesSchema,
    response: cartViewSchema,
    errors,
  }),
  priceLocal: endpoint({
    method: 'POST',
    path: '/api/cart/public',
    access: 'public',
    tag: 'cart',
    summary: "A visitor's local cart priced and described for the cart page (nothing is stored)",
    body: cartLinesSchema,
    response: cartViewSchema,
    errors,
  }),
};
