import { wishlistContract } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { ok, page, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import type { WishlistService } from './wishlist.service.ts';

/** The services these routes call. */
type RouteServices = { wishlists: WishlistService };

/** The signed-in shopper's wishlist. */
export const wishlistRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { wishlists } = services;

  route(app, wishlistContract.list, async (request) =>
    page(await wishlists.list(request.ctx, request.query)),
  );

  route(app, wishlistContract.ids, async (request) => ok(await wishlists.ids(request.ctx)));

  route(app, wishlistContract.merge, async (request) =>
    ok(await wishlists.merge(request.ctx, request.body.productIds)),
  );

  route(app, wishlistContract.add, async (request) =>
    ok(unwrap(await wishlists.add(request.ctx, request.params.id)), 'AddFavouriteSuccess'),
  );

  route(app, wishlistContract.remove, async (request) =>
    ok(unwrap(await wishlists.remove(request.ctx, request.params.id))),
  );
};
