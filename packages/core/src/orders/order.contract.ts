import { z } from 'zod';
import { endpoint } from '../http/contract.ts';
import { myOrderQuerySchema, orderDetailSchema, orderSummarySchema } from './order.schema.ts';

const errors = [400, 401, 403, 404, 409] as const;
const orderId = z.object({ id: z.uuid() });

/** The signed-in shopper's orders. Another shopper's order is 404, never 403. */
export const orderContract = {
  myOrders: endpoint({
    method: 'GET',
    path: '/api/order/my-order',
    access: 'orders.read-own',
    tag: 'orders',
    summary: 'Your orders, newest first, by status tab (ALL, NEW, …, REJECT)',
    query: myOrderQuerySchema,
    response: orderSummarySchema,
    paged: true,
    errors,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/order/:id/detail/customer',
    access: 'orders.read-own',
    tag: 'orders',
    summary: 'One of your orders with its lines, shipment details and history',
    params: orderId,
    response: orderDetailSchema,
    errors,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/order/cancel-order/:id',
    access: 'orders.cancel-own',
    tag: 'orders',
    summary: 'Cancel your order while it is new or processing (stock is given back); else 409',
    params: orderId,
    response: orderDetailSchema,
    errors,
  }),
};
