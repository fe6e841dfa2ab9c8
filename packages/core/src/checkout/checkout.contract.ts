import { endpoint } from '../http/contract.ts';
import { orderCreatedSchema } from '../orders/order.schema.ts';
import {
  checkoutPreviewInputSchema,
  checkoutPreviewSchema,
  orderCreateSchema,
} from './checkout.schema.ts';

const errors = [400, 401, 403, 404, 409, 422] as const;

/**
 * Checkout for signed-in shoppers. `POST /api/order` needs an `Idempotency-Key` header: a repeat
 * with the same key answers the first answer, the same key with another body is 422
 * `IDEMPOTENCY_KEY_REUSED`; a grand total other than `expectedTotal` is 409
 * `PriceOfItemsChanged` with the new figures in `params`, and no order is made.
 */
export const checkoutContract = {
  preview: endpoint({
    method: 'POST',
    path: '/api/checkout/preview',
    access: 'orders.place',
    tag: 'checkout',
    summary: 'Your cart priced by the server for the checkout form, shipping included',
    body: checkoutPreviewInputSchema,
    response: checkoutPreviewSchema,
    errors,
  }),
  placeOrder: endpoint({
    method: 'POST',
    path: '/api/order',
    access: 'orders.place',
    tag: 'checkout',
    summary: 'Order your cart (Idempotency-Key header required)',
    body: orderCreateSchema,
    response: orderCreatedSchema,
    status: 201,
    errors,
  }),
};
