import type { JobQueue } from '../../jobs/jobs.ts';
import type { OfferAdminService } from './offer-admin.service.ts';

/**
 * Programmes' place in the job queue: `offers.reprice` sets the catalogue's rule prices from the
 * rules running at its instant. It is enqueued when a rule changes and for each of its start and
 * end, and runs once at start-up (a rule that began while no server ran); running it twice
 * changes nothing.
 */
export function registerOfferJobs(queue: JobQueue, offers: OfferAdminService): void {
  queue.register('offers.reprice', async (ctx) => {
    await offers.reprice(ctx);
  });
  queue.onStart(async (ctx) => {
    await offers.reprice(ctx);
  });
}
