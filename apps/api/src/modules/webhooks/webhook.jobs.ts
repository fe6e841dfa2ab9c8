import type { JobQueue } from '../../jobs/jobs.ts';
import type { WebhookService } from './webhook.service.ts';

/**
 * Deliveries: retried `retries` times (13 by default), `retryDelay` seconds (30) doubled each
 * time, so about three days; an attempt that outlives its expiry (a server killed mid-delivery)
 * is run again, and the receiver de-duplicates by the event id.
 */
export function registerWebhookJobs(
  queue: JobQueue,
  webhooks: WebhookService,
  options: { retries: number; retryDelay: number },
) {
  queue.register(
    'webhooks.deliver',
    (ctx, { deliveryId }, job) => webhooks.deliver(ctx, deliveryId, job.attempt),
    { retryLimit: options.retries, retryDelay: options.retryDelay, expireInSeconds: 60 },
  );
}
