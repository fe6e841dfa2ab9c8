import { catalogContract } from '@lotus/core';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ServiceContext } from '../../context.ts';
import { productTag, tagAnswer, tagTimedAnswer } from '../../lib/cache-tags.ts';
import { ok, page, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import type { ProductService } from './product.service.ts';

/** The services these routes call. */
type RouteServices = { products: ProductService };

/** The catalogue (public) and the back office's list of products. */
export const productRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { products } = services;
  // An answer with prices holds until a programme changes (`offers`) or a flash sale starts or
  // ends: then the prices of its products change by the clock.
  const priced = <T>(
    reply: FastifyReply,
    tags: string[],
    answer: Promise<T>,
    ctx: ServiceContext,
  ) => tagTimedAnswer(reply, [...tags, 'offers'], answer, products.pricesUntil(ctx));

  // Public answers name what they show, so pages built from them are kept until it changes.
  route(app, catalogContract.listPublic, async (request, reply) =>
    page(await priced(reply, ['lists'], products.list(request.ctx, request.query), request.ctx)),
  );

  route(app, catalogContract.listAll, async (request) =>
    page(await products.list(request.ctx, request.query, { includeUnpublished: true })),
  );

  route(app, catalogContract.facets, async (request, reply) => {
    tagAnswer(reply, ['lists']);
    return ok(await products.facets(request.ctx, request.query.categories));
  });

  route(app, catalogContract.suggest, async (request, reply) => {
    const { ctx, query } = request;
    return ok(await priced(reply, ['lists'], products.suggest(ctx, query.q, query.limit), ctx));
  });

  route(app, catalogContract.product, async (request, reply) => {
    const { ctx, params } = request;
    const [found, until] = await Promise.all([
      products.find(ctx, params.id),
      products.pricesUntil(ctx),
    ]);
    const product = unwrap(found);
    tagAnswer(reply, [productTag(product.id), 'offers'], until);
    return ok(product);
  });

  // Related products: each one's own tag (its price and stock), and the lists' (who is related).
  route(app, catalogContract.related, async (request, reply) => {
    const { ctx, params, query } = request;
    const [related, until] = await Promise.all([
      products.related(ctx, params.id, query.limit),
      products.pricesUntil(ctx),
    ]);
    const tags = ['lists', 'offers', ...related.map((product) => productTag(product.id))];
    tagAnswer(reply, tags, until);
    return ok(related);
  });

  route(app, catalogContract.options, async (request, reply) => {
    const { id, ...options } = unwrap(await products.options(request.ctx, request.params.id));
    tagAnswer(reply, [productTag(id)]);
    return ok(options);
  });
};
