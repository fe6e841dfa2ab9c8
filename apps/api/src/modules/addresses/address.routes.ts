import { addressContract } from '@lotus/core';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ok, page, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import type { AddressService } from './address.service.ts';

/**
 * The units of a named set change only by decree (and a release): caches may keep them a day.
 * Without `?set=` the answer follows the shop's setting, so it is kept five minutes.
 */
const cacheable = (reply: FastifyReply, set: string | undefined) =>
  reply.header('cache-control', `public, max-age=${set ? 86_400 : 300}`);

/** The services these routes call. */
type RouteServices = { addresses: AddressService };

/** Administrative units (public) and the signed-in shopper's address book. */
export const addressRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { addresses } = services;

  for (const contract of [addressContract.provinces, addressContract.provices]) {
    route(app, contract, async (request, reply) => {
      const units = await addresses.provinces(request.ctx, request.query.set);
      cacheable(reply, request.query.set);
      return ok(units);
    });
  }

  route(app, addressContract.districts, async (request, reply) => {
    const units = await addresses.districts(request.ctx, request.params.id, request.query.set);
    cacheable(reply, request.query.set);
    return ok(units);
  });

  route(app, addressContract.wards, async (request, reply) => {
    const units = await addresses.wards(request.ctx, request.params.id, request.query.set);
    cacheable(reply, request.query.set);
    return ok(units);
  });

  route(app, addressContract.upgrade, async (request, reply) => {
    const upgrade = unwrap(addresses.upgrade(request.ctx, request.params.id));
    cacheable(reply, 'fixed');
    return ok(upgrade);
  });

  route(app, addressContract.search, async (request) =>
    page(await addresses.search(request.ctx, request.query)),
  );

  route(app, addressContract.get, async (request) =>
    ok(unwrap(await addresses.get(request.ctx, request.params.id))),
  );

  route(app, addressContract.create, async (request) =>
    ok(unwrap(await addresses.create(request.ctx, request.body))),
  );

  route(app, addressContract.update, async (request) =>
    ok(unwrap(await addresses.update(request.ctx, request.params.id, request.body))),
  );

  route(app, addressContract.remove, async (request) =>
    ok(unwrap(await addresses.remove(request.ctx, request.params.id))),
  );
};
