import { newsContract, portalNewsContract } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { tagAnswer, tagTimedAnswer } from '../../lib/cache-tags.ts';
import { ok, page, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
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
  route(app, c.create, async (request) => ok(unwrap(await news.create(request.ctx, request.body))));
  route(app, c.update, async (request) =>
    ok(unwrap(await news.update(request.ctx, request.params.id, request.body))),
  );
  route(app, c.publish, async (request) =>
    ok(unwrap(await news.publish(request.ctx, request.params.id, request.body.publishedAt))),
  );
  route(app, c.unpublish, async (request) =>
    ok(unwrap(await news.unpublish(request.ctx, request.params.id))),
  );
  route(app, c.remove, async (request) =>
    ok(unwrap(await news.remove(request.ctx, request.params.id))),
  );
  route(app, c.preview, async (request) => ok(news.preview(request.ctx, request.body)));
};
