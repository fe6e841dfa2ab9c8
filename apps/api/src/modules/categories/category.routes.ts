import { categorySchema } from '@lotus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { listCategories } from './category.service.ts';

/** The category tree, public. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/category',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'All categories with parent ids and product counts',
        response: { 200: envelopeOf(z.array(categorySchema)) },
      },
    },
    async (request) => ok(await listCategories(app.db, request.lang)),
  );
};
