import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { listMailbox } from './mail.repository.ts';

/**
 * The development mailbox: mail the shop "sent" while no SMTP server is configured. Registered
 * only outside production (demo mode), so it never exists on a live shop.
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary: 'Mail kept by the development mailbox (not in production)',
        querystring: z.object({
          to: z.string().trim().max(254).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
      },
    },
    async (request) => {
      await app.mailWorker.drain();
      return ok(await listMailbox(app.db, request.query.to, request.query.limit));
    },
  );
};
