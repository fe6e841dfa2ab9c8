import { faqContract, portalFaqContract } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { tagAnswer } from '../../lib/cache-tags.ts';
import { ok, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { audited } from '../back-office/audit.ts';
import type { FaqService } from './faq.service.ts';

/** The services these routes call. */
type RouteServices = { faqs: FaqService };

/** The storefront's questions and answers and the back office's editing of them. */
export const faqRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { faqs } = services;

  route(app, faqContract.list, async (request, reply) => {
    tagAnswer(reply, ['content']);
    return ok(await faqs.published(request.ctx));
  });

  route(app, portalFaqContract.list, async (request) => ok(await faqs.list(request.ctx)));

  route(app, portalFaqContract.create, async (request) =>
    ok(
      unwrap(
        await audited(request.ctx, { entity: 'faq', action: 'create' }, (tx) =>
          faqs.create(tx, request.body),
        ),
      ),
    ),
  );

  route(app, portalFaqContract.update, async (request) =>
    ok(
      unwrap(
        await audited(
          request.ctx,
          { entity: 'faq', action: 'update', entityId: request.params.id },
          (tx) => faqs.update(tx, request.params.id, request.body),
        ),
      ),
    ),
  );

  route(app, portalFaqContract.publish, async (request) =>
    ok(
      unwrap(
        await audited(
          request.ctx,
          { entity: 'faq', action: 'publish', entityId: request.params.id },
          (tx) => faqs.publish(tx, request.params.id, request.body.isPublished),
        ),
      ),
    ),
  );

  route(app, portalFaqContract.reorder, async (request) =>
    ok(
      unwrap(
        await audited(request.ctx, { entity: 'faq', action: 'reorder', entityId: 'order' }, (tx) =>
          faqs.reorder(tx, request.body.ids),
        ),
      ),
    ),
  );

  route(app, portalFaqContract.remove, async (request) =>
    ok(
      unwrap(
        await audited(
          request.ctx,
          { entity: 'faq', action: 'delete', entityId: request.params.id },
          (tx) => faqs.remove(tx, request.params.id),
        ),
      ),
    ),
  );
};
