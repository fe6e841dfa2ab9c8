import type { JobQueue } from '../../jobs/jobs.ts';
import type { MailService } from './mail.service.ts';

/**
 * Mail's place in the job queue: the `mail.send` kind (retried with backoff for about an hour,
 * then kept in `mail.send.dead`), and the one-time move of the old outbox's pending mail at
 * start-up.
 */
export function registerMailJobs(queue: JobQueue, mail: MailService): void {
  queue.register('mail.send', (ctx, job) => mail.deliver(ctx, job), {
    retryLimit: 6,
    retryDelay: 30,
    // A mail server that has not answered in two minutes is taken to be lost: send again.
    expireInSeconds: 120,
  });
  queue.onStart(async (ctx) => {
    await mail.moveOutbox(ctx);
  });
}
