import { portalWebhookContract as c } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { ok, page, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { audited } from '../back-office/audit.ts';
import type { WebhookService } from './webhook.service.ts';

/** The shop's webhooks, for its admins (`webhooks.manage`). */
export const webhookRoutes: FastifyPluginAsync<{ services: { webhooks: WebhookService } }> = async (
  app,
  { services },
) => {
  const { webhooks } = services;
  route(app, c.list, async (request) => ok(await webhooks.list(request.ctx)));
  route(app, c.create, async (request) =>
    ok(
      unwrap(
        await audited(
          request.ctx,
          { entity: 'webhook', action: 'create', shown: ({ secret: _secret, ...shown }) => shown },
          (tx) => webhooks.create(tx, request.body),
        ),
      ),
    ),
  );
  route(app, c.update, async (request) =>
    ok(
      unwrap(
        await audited(
          request.ctx,
          { entity: 'webhook', action: 'update', entityId: request.params.id },
          (tx) => webhooks.update(tx, request.params.id, request.body),
        ),
      ),
    ),
  );
  route(app, c.remove, async (request) =>
    ok(
      unwrap(
        await audited(
          request.ctx,
          { entity: 'webhook', action: 'delete', entityId: request.params.id },
          (tx) => webhooks.remove(tx, request.params.id),
        ),
      ),
    ),
  );
  route(app, c.deliveries, async (request) =>
    page(unwrap(await webhooks.deliveries(request.ctx, request.params.id, request.query))),
  );
  route(app, c.redeliver, async (request) =>
    ok(unwrap(await webhooks.redeliver(request.ctx, request.params.id))),
  );
};
