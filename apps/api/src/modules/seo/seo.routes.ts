import { catalogContract } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { tagAnswer } from '../../lib/cache-tags.ts';
import { ok } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import type { SeoService } from './seo.service.ts';

/** The services these routes call. */
type RouteServices = { seo: SeoService };

/** What search engines are told about: the web app turns it into `sitemap.xml`. */
export const seoRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  route(app, catalogContract.sitemap, async (request, reply) => {
    tagAnswer(reply, ['lists', 'categories']);
    return ok(await services.seo.sitemap(request.ctx));
  });
};
