import { z } from 'zod';
import { endpoint } from '../http/contract.ts';
import {
  currentFlashSaleSchema,
  flashSaleInputSchema,
  flashSaleProductQuerySchema,
  flashSaleProductSchema,
  portalFlashSaleSchema,
  productFlashSaleSchema,
  todayFlashSaleSchema,
} from './flash-sale.schema.ts';
import { errors, programmeEndpoints } from './programme.contract.ts';

/** What the storefront reads of flash sales. */
export const flashSaleContract = {
  currentFlashSale: endpoint({
    method: 'GET',
    path: '/api/flash-sale/current-flash-sale',
    access: 'public',
    tag: 'offers',
    summary: 'The running flash sale (CURRENT), else the next one (NEXT), else null; server time',
    response: currentFlashSaleSchema,
    shared: true,
    errors,
  }),
  todayFlashSale: endpoint({
    method: 'GET',
    path: '/api/flash-sale/today-flash-sale',
    access: 'public',
    tag: 'offers',
    summary: "Today's flash-sale sessions (Vietnam's day) with their period",
    response: todayFlashSaleSchema,
    errors,
  }),
  flashSaleProducts: endpoint({
    method: 'POST',
    path: '/api/flash-sale-product/public/list',
    access: 'public',
    tag: 'offers',
    summary: "A flash sale's products (default: the running one) with their quota left, paged",
    body: flashSaleProductQuerySchema,
    response: flashSaleProductSchema,
    paged: true,
    shared: true,
    errors,
  }),
  productFlashSale: endpoint({
    method: 'GET',
    path: '/api/flash-sale/product/:productId',
    access: 'public',
    tag: 'offers',
    summary: "A product's offer in the running flash sale, or null",
    params: z.object({ productId: z.uuid() }),
    response: productFlashSaleSchema,
    shared: true,
    errors,
  }),
};

/** The back office's flash sales. */
export const flashSaleEndpoints = programmeEndpoints({
  name: 'flash-sales',
  input: flashSaleInputSchema,
  output: portalFlashSaleSchema,
  summaries: {
    list: 'Every flash sale with its products, quotas and sales, newest first',
    create: 'Schedule a flash sale with its products, flash prices, quotas and limits',
    update: 'Change a flash sale that has not ended (a quota never goes below what was sold)',
    stop: 'Stop a flash sale now',
  },
});
