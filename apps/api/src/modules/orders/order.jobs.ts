import type { JobQueue } from '../../jobs/jobs.ts';
import type { OrderService } from './order.service.ts';

/**
 * Orders' place in the job queue: `orders.expire-unpaid` closes an online order's payment window
 * (enqueued with the order, again while a later attempt is open). Running it twice changes
 * nothing: it acts only on an order still new and unpaid.
 */
export function registerOrderJobs(queue: JobQueue, orders: OrderService): void {
  queue.register('orders.expire-unpaid', (ctx, { orderId }) => orders.expireUnpaid(ctx, orderId), {
    retryLimit: 10,
    retryDelay: 30,
  });
}
