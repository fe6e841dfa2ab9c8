import { catalogContract } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { productTag, tagAnswer } from '../../lib/cache-tags.ts';
import { ok, page, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import type { Services } from '../../services.ts';

/** The catalogue (public) and the back office's list of products. */
export const productRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { products } = services;

  // Public answers name what they show, so pages built from them are kept until it changes.
  route(app, catalogContract.listPublic, async (request, reply) => {
    tagAnswer(reply, ['lists']);
    return page(await products.list(request.ctx, request.query));
  });

  route(app, catalogContract.listAll, async (request) =>
    page(await products.list(request.ctx, request.query, { includeUnpublished: true })),
  );

  route(app, catalogContract.brands, async (request, reply) => {
    tagAnswer(reply, ['lists']);
    return ok(await products.brands(request.ctx, request.query.categories));
  });

  route(app, catalogContract.suggest, async (request, reply) => {
    tagAnswer(reply, ['lists']);
    return ok(await products.suggest(request.ctx, request.query.q, request.query.limit));
  });

  route(app, catalogContract.product, async (request, reply) => {
    const product = unwrap(await products.find(request.ctx, request.params.id));
    tagAnswer(reply, [productTag(product.id)]);
    return ok(product);
  });

  // Related products: each one's own tag (its price and stock), and the lists' (who is related).
  route(app, catalogContract.related, async (request, reply) => {
    const related = await products.related(request.ctx, request.params.id, request.query.limit);
    tagAnswer(reply, ['lists', ...related.map((product) => productTag(product.id))]);
    return ok(related);
  });

  route(app, catalogContract.options, async (request, reply) => {
    const { id, ...options } = unwrap(await products.options(request.ctx, request.params.id));
    tagAnswer(reply, [productTag(id)]);
    return ok(options);
  });
};
