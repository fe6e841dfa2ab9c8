import { localize } from '@lotus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { findCurrentIntro } from './intro.repository.ts';

export const introSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string(),
  cta: z.string(),
  link: z.string(),
  image: z.string().nullable(),
});

/** The home page's intro banner. */
export const introRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/intro/get-intro-current',
    {
      config: { access: 'public' },
      schema: {
        tags: ['home'],
        summary: 'The intro banner shown now, or null',
        response: { 200: envelopeOf(introSchema.nullable()) },
      },
    },
    async (request) => {
      const row = await findCurrentIntro(app.db, new Date());
      const lang = request.lang;
      return ok(
        row && {
          id: row.id,
          title: localize({ vi: row.titleVi, en: row.titleEn }, lang),
          subtitle: localize({ vi: row.subtitleVi, en: row.subtitleEn }, lang),
          cta: localize({ vi: row.ctaVi, en: row.ctaEn }, lang),
          link: row.link,
          image: row.image,
        },
      );
    },
  );
};
