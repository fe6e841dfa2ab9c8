import { portalShowroomContract, showroomContract } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { tagAnswer } from '../../lib/cache-tags.ts';
import { ok, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import type { ShowroomService } from './showroom.service.ts';

/** The services these routes call. */
type RouteServices = { showrooms: ShowroomService };

/** The storefront's stores and service centres and the back office's editing of them. */
export const showroomRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { showrooms } = services;

  route(app, showroomContract.list, async (request, reply) => {
    tagAnswer(reply, ['content']);
    return ok(await showrooms.published(request.ctx));
  });

  const c = portalShowroomContract;
  route(app, c.list, async (request) => ok(await showrooms.list(request.ctx)));
  route(app, c.create, async (request) =>
    ok(unwrap(await showrooms.create(request.ctx, request.body))),
  );
  route(app, c.update, async (request) =>
    ok(unwrap(await showrooms.update(request.ctx, request.params.id, request.body))),
  );
  route(app, c.visibility, async (request) =>
    ok(
      unwrap(
        await showrooms.setPublished(request.ctx, request.params.id, request.body.isPublished),
      ),
    ),
  );
  route(app, c.remove, async (request) =>
    ok(unwrap(await showrooms.remove(request.ctx, request.params.id))),
  );
};
