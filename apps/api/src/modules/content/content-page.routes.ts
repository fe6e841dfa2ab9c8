import { contentPageContract, portalContentPageContract } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { tagAnswer } from '../../lib/cache-tags.ts';
import { ok, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { audited } from '../back-office/audit.ts';
import type { ContentPageService } from './content-page.service.ts';

/** The services these routes call. */
type RouteServices = { contentPages: ContentPageService };

/** The storefront's policy pages and the back office's editing of them. */
export const contentPageRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { contentPages } = services;

  route(app, contentPageContract.index, async (request, reply) => {
    tagAnswer(reply, ['content']);
    return ok(await contentPages.index(request.ctx));
  });

  route(app, contentPageContract.page, async (request, reply) => {
    tagAnswer(reply, ['content']);
    return ok(unwrap(await contentPages.page(request.ctx, request.params.key)));
  });

  route(app, portalContentPageContract.list, async (request) =>
    ok(await contentPages.list(request.ctx)),
  );

  route(app, portalContentPageContract.get, async (request) =>
    ok(unwrap(await contentPages.get(request.ctx, request.params.key))),
  );

  route(app, portalContentPageContract.update, async (request) =>
    ok(
      unwrap(
        await audited(
          request.ctx,
          { entity: 'content-page', action: 'update', entityId: request.params.key },
          (tx) => contentPages.update(tx, request.params.key, request.body),
        ),
      ),
    ),
  );

  route(app, portalContentPageContract.preview, async (request) =>
    ok(contentPages.preview(request.ctx, request.body.html)),
  );
};
