import { z } from 'zod';
import { productListItemSchema, productListQuerySchema } from '../catalog/catalog.schema.ts';
import { endpoint } from '../http/contract.ts';

const errors = [400, 401, 403, 404, 409] as const;
const productId = z.object({ id: z.uuid() });

/** A visitor's local wishlist, merged into the account at login. */
export const wishlistMergeSchema = z.object({ productIds: z.array(z.uuid()).max(500) });

/** The signed-in shopper's wishlist (a visitor's lives in local storage under `wishlist`). */
export const wishlistContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/product/favourite',
    access: 'user',
    tag: 'wishlist',
    summary: 'Your wishlist, newest addition first',
    query: productListQuerySchema,
    response: productListItemSchema,
    paged: true,
    errors,
  }),
  ids: endpoint({
    method: 'GET',
    path: '/api/product/favourite/ids',
    access: 'user',
    tag: 'wishlist',
    summary: 'The ids of the products on your wishlist, newest addition first',
    response: z.array(z.uuid()),
    errors,
  }),
  merge: endpoint({
    method: 'POST',
    path: '/api/product/favourite/merge',
    access: 'user',
    tag: 'wishlist',
    summary: "Merge a visitor's local wishlist into the account; answers the account's ids",
    body: wishlistMergeSchema,
    response: z.array(z.uuid()),
    errors,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/product/:id/favourite',
    access: 'user',
    tag: 'wishlist',
    summary: 'Add a product to your wishlist (409 FAVOURITE_EXISTING when it is there)',
    params: productId,
    response: z.object({ productId: z.uuid() }),
    status: 201,
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/product/favourite/:id',
    access: 'user',
    tag: 'wishlist',
    summary: 'Remove a product from your wishlist',
    params: productId,
    response: z.object({ productId: z.uuid() }),
    errors,
  }),
};
