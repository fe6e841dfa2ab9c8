import { cartContract } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { ok, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import type { CartService } from './cart.service.ts';

/** The services these routes call. */
type RouteServices = { cart: CartService };

/** The signed-in shopper's cart, and a visitor's local cart priced. */
export const cartRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { cart } = services;

  route(app, cartContract.get, async (request) => ok(await cart.get(request.ctx)));

  route(app, cartContract.add, async (request) =>
    ok(
      unwrap(await cart.add(request.ctx, request.body.infoId, request.body.quantity)),
      'AddProductSuccess',
    ),
  );

  route(app, cartContract.setQuantity, async (request) =>
    ok(
      unwrap(await cart.setQuantity(request.ctx, request.params.infoId, request.body.quantity)),
      'UpdateProductSuccess',
    ),
  );

  route(app, cartContract.remove, async (request) =>
    ok(await cart.remove(request.ctx, request.params.infoId)),
  );

  route(app, cartContract.clear, async (request) => ok(await cart.clear(request.ctx)));

  route(app, cartContract.merge, async (request) =>
    ok(await cart.merge(request.ctx, request.body.lines)),
  );

  route(app, cartContract.priceLocal, async (request) =>
    ok(await cart.priceLocal(request.ctx, request.body.lines)),
  );
};
