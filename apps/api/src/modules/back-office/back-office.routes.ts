import { portalBackOfficeContract as c } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { ok, page, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import type { StaffService } from '../users/staff.service.ts';
import type { AuditLog } from './audit.ts';
import type { DashboardService } from './dashboard.service.ts';

/** The services these routes call. */
type RouteServices = { dashboard: DashboardService; audit: AuditLog; staff: StaffService };

/** The back office's home, its audit log (admins) and its staff (admins); decision 043. */
export const backOfficeRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { dashboard, audit, staff } = services;
  route(app, c.dashboard, async (request) => ok(await dashboard.read(request.ctx)));
  route(app, c.audit, async (request) => page(await audit.list(request.ctx, request.query)));
  route(app, c.staff, async (request) => page(await staff.list(request.ctx, request.query)));
  route(app, c.invite, async (request) =>
    ok(unwrap(await staff.invite(request.ctx, request.body))),
  );
  route(app, c.setRole, async (request) =>
    ok(unwrap(await staff.setRole(request.ctx, request.params.id, request.body.role))),
  );
  route(app, c.deactivate, async (request) =>
    ok(unwrap(await staff.deactivate(request.ctx, request.params.id))),
  );
  route(app, c.reactivate, async (request) =>
    ok(unwrap(await staff.reactivate(request.ctx, request.params.id))),
  );
};
