import {
  type ProgrammeEndpoints,
  offerContract,
  portalOfferContract,
  portalProgrammeContracts,
} from '@lotus/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { productTag, tagAnswer, tagTimedAnswer } from '../../lib/cache-tags.ts';
import { ok, page, unwrap } from '../../lib/envelope.ts';
import { type EndpointRequest, route } from '../../lib/route.ts';
import { type ProgrammeAdmin, STOP } from './programme-admin.ts';
import type { OfferService } from './offer.service.ts';
import type { OfferAdminService } from './offer-admin.service.ts';

/** What an operator sends to create or edit one kind of programme. */
type InputOf<I extends z.ZodType, P extends z.ZodType> = EndpointRequest<
  ProgrammeEndpoints<I, P>['create']
>['body'];

/** One kind of programme's four back-office routes: list, create, edit and stop. */
function programmeRoutes<I extends z.ZodType, P extends z.ZodType>(
  app: FastifyInstance,
  endpoints: ProgrammeEndpoints<I, P>,
  admin: ProgrammeAdmin<InputOf<I, P>, z.input<P>>,
): void {
  route(app, endpoints.list, async ({ ctx }) => ok(await admin.list(ctx)));
  route(app, endpoints.create, async ({ ctx, body }) => ok(unwrap(await admin.create(ctx, body))));
  route(app, endpoints.update, async ({ ctx, params, body }) =>
    ok(unwrap(await admin.change(ctx, params.id, body))),
  );
  route(app, endpoints.stop, async ({ ctx, params }) =>
    ok(unwrap(await admin.change(ctx, params.id, STOP))),
  );
}

/** The services these routes call. */
type RouteServices = { offers: OfferService; offerAdmin: OfferAdminService };

/** Flash sales, promotions and vouchers for the storefront; the back office's programmes. */
export const offerRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { offers, offerAdmin: admin } = services;
  // Pages that show programmes are kept until one changes (migration 0013's triggers).
  const tagged = <T>(reply: Parameters<typeof tagAnswer>[0], value: T) => {
    tagAnswer(reply, ['offers']);
    return value;
  };

  // The flash sale's answers hold until a sale starts, ends or stops, or until a row changes (a
  // sale, its items and their quota sold, the products): the server render shares them. The
  // current sale's instant comes from its own rows: the countdown's clock route asks it on every
  // page view.
  route(app, offerContract.currentFlashSale, async (request, reply) => {
    const { answer, until } = await offers.currentFlashSale(request.ctx);
    tagAnswer(reply, ['offers'], until);
    return ok(answer);
  });
  route(app, offerContract.todayFlashSale, async (request, reply) =>
    tagged(reply, ok(await offers.todayFlashSale(request.ctx))),
  );
  route(app, offerContract.flashSaleProducts, async ({ ctx, body }, reply) => {
    const products = offers.flashSaleProducts(ctx, body);
    const until = offers.nextFlashChange(ctx);
    return page(unwrap(await tagTimedAnswer(reply, ['offers', 'lists'], products, until)));
  });
  route(app, offerContract.productFlashSale, async ({ ctx, params }, reply) => {
    const offer = offers.productFlashSale(ctx, params.productId);
    const tags = ['offers', productTag(params.productId)];
    return ok(await tagTimedAnswer(reply, tags, offer, offers.nextFlashChange(ctx)));
  });
  route(app, offerContract.currentPromotion, async (request, reply) =>
    tagged(reply, ok(await offers.currentPromotion(request.ctx))),
  );
  route(app, offerContract.publicVouchers, async (request, reply) =>
    tagged(reply, page(await offers.publicVouchers(request.ctx, request.body))),
  );
  route(app, offerContract.claimVoucher, async (request) =>
    ok(unwrap(await offers.claim(request.ctx, request.params.id)), 'ClaimVoucherSuccess'),
  );
  route(app, offerContract.myVouchers, async (request) => ok(await offers.myVouchers(request.ctx)));

  const kinds = portalProgrammeContracts;
  programmeRoutes(app, kinds.priceRules, admin.priceRules);
  programmeRoutes(app, kinds.flashSales, admin.flashSales);
  programmeRoutes(app, kinds.promotions, admin.promotions);
  programmeRoutes(app, kinds.vouchers, admin.vouchers);
  route(app, portalOfferContract.grantVoucher, async ({ ctx, params, body }) =>
    ok(unwrap(await admin.vouchers.grant(ctx, params.id, body.email))),
  );
  route(app, portalOfferContract.preview, async (request) =>
    ok(unwrap(await admin.preview(request.ctx, request.body))),
  );
};
