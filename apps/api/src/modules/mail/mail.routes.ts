import { systemContract } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import type { JobQueue } from '../../jobs/jobs.ts';
import { ok } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import type { MailService } from './mail.service.ts';

/**
 * The development mailbox: mail the shop "sent" while no SMTP server is configured (and, with
 * one, what it delivered). Registered only in demo mode, so it never exists on a live shop. It
 * first waits for the mail already queued, so a mail asked for a moment ago is there.
 */
export const mailboxRoutes: FastifyPluginAsync<{
  services: { mail: MailService };
  queue: JobQueue;
}> = async (app, { services, queue }) => {
  route(app, systemContract.mailbox, async (request) => {
    // Mail an event's listener asks for is queued by that listener's job, after the event's.
    await queue.settled(['events.listen', 'mail.send']);
    return ok(await services.mail.mailbox(request.ctx, request.query));
  });
};
