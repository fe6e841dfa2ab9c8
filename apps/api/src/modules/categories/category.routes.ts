import { catalogContract } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { tagAnswer } from '../../lib/cache-tags.ts';
import { ok } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import type { CategoryService } from './category.service.ts';

/** The services these routes call. */
type RouteServices = { categories: CategoryService };

/** The category tree, public. */
export const categoryRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  route(app, catalogContract.categories, async (request, reply) => {
    tagAnswer(reply, ['categories']);
    return ok(await services.categories.list(request.ctx));
  });
};
