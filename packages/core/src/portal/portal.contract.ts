import { z } from 'zod';
import { endpoint } from '../http/contract.ts';
import {
  orderDetailSchema,
  orderStatusChangeSchema,
  orderSummarySchema,
  portalOrderQuerySchema,
} from '../orders/order.schema.ts';

const errors = [400, 401, 403, 404, 409] as const;
const orderId = z.object({ id: z.uuid() });

/** The back office (`/portal`): every shopper's orders, for operators and admins. */
export const portalContract = {
  orders: endpoint({
    method: 'GET',
    path: '/api/portal/orders',
    access: 'orders.list',
    tag: 'portal',
    summary: 'All orders, newest first, by status tab; search by order number, phone or email',
    query: portalOrderQuerySchema,
    response: orderSummarySchema,
    paged: true,
    errors,
  }),
  order: endpoint({
    method: 'GET',
    path: '/api/portal/orders/:id',
    access: 'orders.list',
    tag: 'portal',
    summary: 'Any order with its lines, shipment details and history',
    params: orderId,
    response: orderDetailSchema,
    errors,
  }),
  setStatus: endpoint({
    method: 'POST',
    path: '/api/portal/orders/:id/status',
    access: 'orders.update-status',
    tag: 'portal',
    summary: 'Move an order along the state machine (reject needs a reason); illegal moves 409',
    params: orderId,
    body: orderStatusChangeSchema,
    response: orderDetailSchema,
    errors,
  }),
};
