import type { JobQueue } from '../../jobs/jobs.ts';
import { DELIVERY_RETRIES, type WebhookService } from './webhook.service.ts';

/**
 * Deliveries: retried `DELIVERY_RETRIES` times, `retryDelay` seconds (30 by default) doubled each
 * time, so about three days; an attempt that outlives its expiry (a server killed mid-delivery)
 * is run again, and the receiver de-duplicates by the event id.
 */
export function registerWebhookJobs(
  queue: JobQueue,
  webhooks: WebhookService,
  options: { retryDelay: number },
) {
  queue.register(
    'webhooks.deliver',
    (ctx, { deliveryId }, job) => webhooks.deliver(ctx, deliveryId, job.attempt),
    { retryLimit: DELIVERY_RETRIES, retryDelay: options.retryDelay, expireInSeconds: 60 },
  );
}
