import type { JobQueue } from '../../jobs/jobs.ts';
import type { WebhookService } from './webhook.service.ts';

/**
 * Deliveries: retried `retries` times (13 by default), `retryDelay` seconds (30) doubled each
 * time, so about three days. An attempt expires a few seconds after its receiver's `timeout`: one
 * whose server was killed mid-delivery is then run again (the queue looks every
 * JOB_SUPERVISE_INTERVAL), and the receiver de-duplicates by the event id.
 */
export function registerWebhookJobs(
  queue: JobQueue,
  webhooks: WebhookService,
  options: { retries: number; retryDelay: number; timeout: number },
) {
  queue.register(
    'webhooks.deliver',
    (ctx, { deliveryId }, job) => webhooks.deliver(ctx, deliveryId, job.attempt),
    {
      retryLimit: options.retries,
      retryDelay: options.retryDelay,
      expireInSeconds: options.timeout + 5,
    },
  );
}
