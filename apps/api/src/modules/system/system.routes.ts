import { ok as okResult, portalShopSettingContract, systemContract } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { tagAnswer } from '../../lib/cache-tags.ts';
import { ok, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { audited } from '../back-office/audit.ts';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../../lib/error-answer.ts';
import type { SystemService } from './system.service.ts';

/** The services these routes call. */
type RouteServices = { system: SystemService };

/** Liveness, readiness and the shop's public settings. Everyone may call these. */
export const systemRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { system } = services;

  route(app, systemContract.health, async () =>
    ok({ status: 'ok' as const, uptime: Math.round(process.uptime()) }),
  );

  route(app, systemContract.ready, async (request, reply) => {
    const check = await system.ready(request.ctx);
    if (!check.ready) {
      request.log.warn({ err: check.error }, 'readiness check failed');
      reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
      return reply.fail('SERVICE_UNAVAILABLE');
    }
    return ok({ status: 'ready' as const, database: check.database });
  });

  route(app, systemContract.clientSetting, async (request, reply) => {
    tagAnswer(reply, ['content']);
    return ok(await system.clientSetting(request.ctx));
  });

  // The admin's shop settings: read, and replaced whole.
  route(app, portalShopSettingContract.get, async (request) =>
    ok(await system.shopSetting(request.ctx)),
  );
  route(app, portalShopSettingContract.update, async (request) =>
    ok(
      unwrap(
        await audited(
          request.ctx,
          { entity: 'settings', action: 'update', entityId: 'shop' },
          async (tx) => okResult(await system.updateShopSetting(tx, request.body)),
        ),
      ),
    ),
  );
};
