import { clientSettingSchema } from '@lotus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, errorEnvelopeSchema, ok } from '../../lib/envelope.ts';
import { getClientSetting } from './system.service.ts';

/** Liveness, readiness and the shop's public settings. Everyone may call these. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process is up',
        response: { 200: envelopeOf(z.object({ status: z.literal('ok'), uptime: z.number() })) },
      },
    },
    async () => ok({ status: 'ok' as const, uptime: Math.round(process.uptime()) }),
  );

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers',
        response: {
          200: envelopeOf(z.object({ status: z.literal('ready'), database: z.string() })),
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply.fail('SERVICE_UNAVAILABLE');
      }
      return ok({ status: 'ready' as const, database: app.database.kind });
    },
  );

  app.get(
    '/system/client-setting',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: "The shop's name, languages, contacts and social links",
        response: { 200: envelopeOf(clientSettingSchema) },
      },
    },
    async (request) => ok(await getClientSetting(app.db, request.lang, app.config.publicUrl)),
  );
};
