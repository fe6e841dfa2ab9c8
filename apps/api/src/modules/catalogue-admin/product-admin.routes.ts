import { portalProductContract } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { ok, page, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import type { ProductAdminService } from './product-admin.service.ts';

/** The services these routes call. */
type RouteServices = { productAdmin: ProductAdminService };

/** The back office's catalogue: products, variants and stock movements. */
export const productAdminRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { productAdmin } = services;
  const c = portalProductContract;

  route(app, c.list, async (request) => page(await productAdmin.list(request.ctx, request.query)));
  route(app, c.get, async (request) =>
    ok(unwrap(await productAdmin.get(request.ctx, request.params.id))),
  );
  route(app, c.create, async (request) =>
    ok(unwrap(await productAdmin.create(request.ctx, request.body))),
  );
  route(app, c.update, async (request) =>
    ok(unwrap(await productAdmin.update(request.ctx, request.params.id, request.body))),
  );
  route(app, c.visibility, async (request) =>
    ok(
      unwrap(
        await productAdmin.setPublished(request.ctx, request.params.id, request.body.isPublished),
      ),
    ),
  );
  route(app, c.remove, async (request) =>
    ok(unwrap(await productAdmin.remove(request.ctx, request.params.id))),
  );
  route(app, c.addVariant, async (request) =>
    ok(unwrap(await productAdmin.addVariant(request.ctx, request.params.id, request.body))),
  );
  route(app, c.updateVariant, async (request) => {
    const { id, variantId } = request.params;
    return ok(unwrap(await productAdmin.updateVariant(request.ctx, id, variantId, request.body)));
  });
  route(app, c.moveStock, async (request) => {
    const { id, variantId } = request.params;
    return ok(unwrap(await productAdmin.moveStock(request.ctx, id, variantId, request.body)));
  });
};
