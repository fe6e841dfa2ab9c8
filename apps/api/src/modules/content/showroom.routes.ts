import { portalShowroomContract, showroomContract } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { tagAnswer } from '../../lib/cache-tags.ts';
import { ok, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { audited } from '../back-office/audit.ts';
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
    ok(
      unwrap(
        await audited(request.ctx, { entity: 'showroom', action: 'create' }, (tx) =>
          showrooms.create(tx, request.body),
        ),
      ),
    ),
  );
  route(app, c.update, async (request) =>
    ok(
      unwrap(
        await audited(
          request.ctx,
          { entity: 'showroom', action: 'update', entityId: request.params.id },
          (tx) => showrooms.update(tx, request.params.id, request.body),
        ),
      ),
    ),
  );
  route(app, c.visibility, async (request) =>
    ok(
      unwrap(
        await audited(
          request.ctx,
          { entity: 'showroom', action: 'publish', entityId: request.params.id },
          (tx) => showrooms.setPublished(tx, request.params.id, request.body.isPublished),
        ),
      ),
    ),
  );
  route(app, c.remove, async (request) =>
    ok(
      unwrap(
        await audited(
          request.ctx,
          { entity: 'showroom', action: 'delete', entityId: request.params.id },
          (tx) => showrooms.remove(tx, request.params.id),
        ),
      ),
    ),
  );
};
