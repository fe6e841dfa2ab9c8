import { catalogContract } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { tagTimedAnswer } from '../../lib/cache-tags.ts';
import { ok } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import type { IntroService } from './intro.service.ts';

/** The services these routes call. */
type RouteServices = { intros: IntroService };

/** The home page's intro banner. */
export const introRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  route(app, catalogContract.currentIntro, async (request, reply) => {
    const { intros } = services;
    const { ctx } = request;
    return ok(
      await tagTimedAnswer(reply, ['content'], intros.current(ctx), intros.nextChange(ctx)),
    );
  });
};
