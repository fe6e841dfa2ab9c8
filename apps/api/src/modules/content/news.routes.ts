import { newsContract, portalNewsContract } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { tagAnswer, tagTimedAnswer } from '../../lib/cache-tags.ts';
import { ok, page, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { audited } from '../back-office/audit.ts';
import type { NewsService } from './news.service.ts';

/** The services these routes call. */
type RouteServices = { news: NewsService };

/** The storefront's news and the back office's writing of it. */
export const newsRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { news } = services;

  route(app, newsContract.list, async (request, reply) => {
    const { ctx } = request;
    const list = news.published(ctx, request.query);
    return page(await tagTimedAnswer(reply, ['content'], list, news.nextPublication(ctx)));
  });
  route(app, newsContract.article, async (request, reply) => {
    tagAnswer(reply, ['content']);
    return ok(unwrap(await news.article(request.ctx, request.params.slug)));
  });

  const c = portalNewsContract;
  route(app, c.list, async (request) => page(await news.list(request.ctx, request.query)));
  route(app, c.get, async (request) => ok(unwrap(await news.get(request.ctx, request.params.id))));
  route(app, c.create, async (request) =>
    ok(
      unwrap(
        await audited(request.ctx, { entity: 'news', action: 'create' }, (tx) =>
          news.create(tx, request.body),
        ),
      ),
    ),
  );
  route(app, c.update, async (request) =>
    ok(
      unwrap(
        await audited(
          request.ctx,
          { entity: 'news', action: 'update', entityId: request.params.id },
          (tx) => news.update(tx, request.params.id, request.body),
        ),
      ),
    ),
  );
  route(app, c.publish, async (request) =>
    ok(
      unwrap(
        await audited(
          request.ctx,
          { entity: 'news', action: 'publish', entityId: request.params.id },
          (tx) => news.publish(tx, request.params.id, request.body.publishedAt),
        ),
      ),
    ),
  );
  route(app, c.unpublish, async (request) =>
    ok(
      unwrap(
        await audited(
          request.ctx,
          { entity: 'news', action: 'unpublish', entityId: request.params.id },
          (tx) => news.unpublish(tx, request.params.id),
        ),
      ),
    ),
  );
  route(app, c.remove, async (request) =>
    ok(
      unwrap(
        await audited(
          request.ctx,
          { entity: 'news', action: 'delete', entityId: request.params.id },
          (tx) => news.remove(tx, request.params.id),
        ),
      ),
    ),
  );
  route(app, c.preview, async (request) => ok(news.preview(request.ctx, request.body)));
};
