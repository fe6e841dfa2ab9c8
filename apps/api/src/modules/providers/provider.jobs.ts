import type { JobQueue } from '../../jobs/jobs.ts';
import type { ProviderService } from './provider.service.ts';

/**
 * Providers' place in the job queue: `providers.sweep`, written for each membership's reminder
 * and end when it is bought or renewed, expires what has ended and reminds what ends within a
 * week, each by a conditional update, so a run twice (or two copies at once) mails once.
 */
export function registerProviderJobs(queue: JobQueue, providers: ProviderService): void {
  queue.register('providers.sweep', async (ctx) => void (await providers.sweep(ctx)), {
    retryLimit: 10,
    retryDelay: 60,
  });
}
