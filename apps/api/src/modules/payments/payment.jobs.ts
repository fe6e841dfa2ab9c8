import type { JobQueue } from '../../jobs/jobs.ts';
import type { PaymentService } from './payment.service.ts';

/**
 * The payments' jobs: a query of one attempt (a shopper came back before the gateway's server
 * message) and a refund. Each is safe to run twice: it acts only on what is still pending or owed.
 */
export function registerPaymentJobs(queue: JobQueue, payments: PaymentService): void {
  queue.register('payments.query', (ctx, { attemptId }) => payments.query(ctx, attemptId), {
    uniqueByKey: true,
    retryLimit: 5,
    retryDelay: 10,
  });
  // A gateway that refuses or can't be reached is asked again, later and later (about a day).
  queue.register('payments.refund', (ctx, { attemptId }) => payments.refund(ctx, attemptId), {
    retryLimit: 10,
    retryDelay: 60,
  });
}
