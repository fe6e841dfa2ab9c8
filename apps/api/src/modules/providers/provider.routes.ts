import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  REVIEW_PHOTO_MAX_BYTES,
  SOLUTION_SCREENSHOTS_MAX,
  portalProviderContract,
  providerContract,
  solutionContract,
  solutionFavouriteContract,
} from '@lotus/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok, page, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import type { IncomingPhoto } from '../reviews/review-photos.ts';
import type { MembershipCheckout } from './membership-checkout.service.ts';
import type { ProviderService } from './provider.service.ts';
import type { SolutionFavourites } from './solution-favourite.service.ts';
import type { SolutionService } from './solution.service.ts';

/** The services these routes call. */
type RouteServices = {
  providers: ProviderService;
  solutions: SolutionService;
  membershipCheckout: MembershipCheckout;
  solutionFavourites: SolutionFavourites;
};

/**
 * Providers (issue 36): registration, the provider's own solutions and membership, the
 * storefront's live solutions, and the back office's providers, plans and review queue.
 * Screenshots come as multipart files `screenshots`, read here (cut off at the size limit) and
 * handed to the service, which decides whether they are images.
 */
export const providerRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { providers, solutions, membershipCheckout, solutionFavourites } = services;
  const screenshots = new WeakMap<FastifyRequest, IncomingPhoto[]>();

  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    preservePath: true,
    limits: {
      fileSize: REVIEW_PHOTO_MAX_BYTES,
      files: SOLUTION_SCREENSHOTS_MAX + 1,
      fields: 5,
      parts: SOLUTION_SCREENSHOTS_MAX + 6,
    },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.fieldname !== 'screenshots') return;
      const tooLarge = part.file.truncated;
      const list = screenshots.get(this) ?? [];
      list.push({
        filename: part.filename,
        data: tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks),
        tooLarge,
      });
      screenshots.set(this, list);
    },
  });

  route(app, providerContract.register, async (request) => {
    await app.limit('registerPerIp', request.ip);
    return ok(unwrap(await providers.register(request.ctx, request.body)), 'RegisterSuccess');
  });
  route(app, providerContract.me, async (request) => ok(unwrap(await providers.me(request.ctx))));
  route(app, providerContract.plans, async (request) =>
    ok(await providers.plans(request.ctx, true)),
  );
  route(app, providerContract.buyMembership, async (request) =>
    ok(unwrap(await membershipCheckout.buy(request.ctx, request.body.planId, request.ip))),
  );
  route(app, providerContract.purchases, async (request) =>
    ok(await membershipCheckout.purchases(request.ctx)),
  );
  // VNPay sends the provider back here: a verified return decides the purchase as its IPN
  // would (once, whichever comes first), then the dashboard says how it went.
  app.get(
    '/provider/membership/vnpay/return',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const message = membershipCheckout.verify(request.query);
      const settled = message && (await membershipCheckout.settle(request.ctx, message));
      const paid = settled === 'CONFIRMED' || settled === 'ALREADY' ? message?.paid : false;
      return reply.redirect(`/provider?payment=${paid ? 'paid' : 'failed'}`, 303);
    },
  );
  route(app, providerContract.solutions, async (request) => ok(await solutions.list(request.ctx)));
  route(app, providerContract.solution, async (request) =>
    ok(unwrap(await solutions.get(request.ctx, request.params.id))),
  );
  route(app, providerContract.create, async (request) =>
    ok(unwrap(await solutions.create(request.ctx, request.body)), 'AddProductSuccess'),
  );
  route(app, providerContract.update, async (request) =>
    ok(
      unwrap(await solutions.update(request.ctx, request.params.id, request.body)),
      'UpdateProductSuccess',
    ),
  );
  route(app, providerContract.remove, async (request) =>
    ok(unwrap(await solutions.remove(request.ctx, request.params.id))),
  );
  route(app, providerContract.publish, async (request) =>
    ok(unwrap(await solutions.publish(request.ctx, request.params.id))),
  );
  route(app, providerContract.unpublish, async (request) =>
    ok(unwrap(await solutions.unpublish(request.ctx, request.params.id))),
  );
  route(app, providerContract.addScreenshots, async (request) =>
    ok(
      unwrap(
        await solutions.addScreenshots(
          request.ctx,
          request.params.id,
          screenshots.get(request) ?? [],
        ),
      ),
      'UpdateProductSuccess',
    ),
  );
  route(app, providerContract.removeScreenshot, async (request) =>
    ok(
      unwrap(
        await solutions.removeScreenshot(request.ctx, request.params.id, request.params.index),
      ),
    ),
  );

  route(app, solutionContract.list, async (request) =>
    page(await solutions.listLive(request.ctx, request.query)),
  );
  route(app, solutionContract.detail, async (request) =>
    ok(unwrap(await solutions.detail(request.ctx, request.params.id))),
  );

  route(app, solutionFavouriteContract.list, async (request) =>
    ok(await solutionFavourites.list(request.ctx)),
  );
  route(app, solutionFavouriteContract.add, async (request) =>
    ok(
      unwrap(await solutionFavourites.add(request.ctx, request.params.id)),
      'AddFavouriteSolutionSuccess',
    ),
  );
  route(app, solutionFavouriteContract.remove, async (request) =>
    ok(unwrap(await solutionFavourites.remove(request.ctx, request.params.id))),
  );

  route(app, portalProviderContract.providers, async (request) =>
    page(await providers.list(request.ctx, request.query)),
  );
  route(app, portalProviderContract.decide, async (request) =>
    ok(unwrap(await providers.decide(request.ctx, request.params.id, request.body))),
  );
  route(app, portalProviderContract.plans, async (request) =>
    ok(await providers.plans(request.ctx, false)),
  );
  route(app, portalProviderContract.createPlan, async (request) =>
    ok(await providers.createPlan(request.ctx, request.body)),
  );
  route(app, portalProviderContract.updatePlan, async (request) =>
    ok(unwrap(await providers.updatePlan(request.ctx, request.params.id, request.body))),
  );
  route(app, portalProviderContract.grantMembership, async (request) =>
    ok(
      unwrap(
        await providers.renew(request.ctx, {
          providerId: request.params.id,
          planId: request.body.planId,
          method: 'MANUAL',
        }),
      ),
    ),
  );
  route(app, portalProviderContract.reviewQueue, async (request) =>
    page(await solutions.reviewQueue(request.ctx, request.query)),
  );
  route(app, portalProviderContract.review, async (request) =>
    ok(unwrap(await solutions.review(request.ctx, request.params.id, request.body))),
  );
};
