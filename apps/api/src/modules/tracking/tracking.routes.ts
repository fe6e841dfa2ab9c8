import { trackingContract } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { ok, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import type { TrackingService } from './tracking.service.ts';

/** The services these routes call. */
type RouteServices = { tracking: TrackingService };

/** Page views: counted for everyone (rate-limited per IP), summed for admins. */
export const trackingRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { tracking } = services;

  route(app, trackingContract.record, async (request) => {
    await app.limit('trackingPerIp', request.ip);
    return ok(unwrap(await tracking.record(request.ctx, request.body.accessedUrl)));
  });

  route(app, trackingContract.summary, async (request) =>
    ok(unwrap(await tracking.summary(request.ctx, request.query))),
  );
};
