import { portalCatalogueBulkContract } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { ok, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import type { CatalogueBulkService } from './catalogue-bulk.service.ts';

/** The services these routes call. */
type RouteServices = { catalogueBulk: CatalogueBulkService };

/** The catalogue in bulk: the CSV export and the import of prices and stock. */
export const catalogueBulkRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { catalogueBulk } = services;
  route(app, portalCatalogueBulkContract.exportCsv, async (request) =>
    ok(await catalogueBulk.exportCsv(request.ctx)),
  );
  route(app, portalCatalogueBulkContract.importCsv, async (request) =>
    ok(unwrap(await catalogueBulk.importCsv(request.ctx, request.body))),
  );
};
