import { offerContract, portalOfferContract } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { productTag, tagAnswer, tagTimedAnswer } from '../../lib/cache-tags.ts';
import { ok, page, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { STOP } from './offer-admin.service.ts';
import type { Services } from '../../services.ts';

/** Flash sales, promotions and vouchers for the storefront; the back office's programmes. */
export const offerRoutes: FastifyPluginAsync<{ services: Services }> = async (
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

  const c = portalOfferContract;
  route(app, c.priceRules, async (request) => ok(await admin.priceRules(request.ctx)));
  route(app, c.createPriceRule, async (request) =>
    ok(await admin.createPriceRule(request.ctx, request.body)),
  );
  route(app, c.updatePriceRule, async (request) =>
    ok(unwrap(await admin.changePriceRule(request.ctx, request.params.id, request.body))),
  );
  route(app, c.stopPriceRule, async (request) =>
    ok(unwrap(await admin.changePriceRule(request.ctx, request.params.id, STOP))),
  );
  route(app, c.flashSales, async (request) => ok(await admin.flashSales(request.ctx)));
  route(app, c.createFlashSale, async (request) =>
    ok(unwrap(await admin.createFlashSale(request.ctx, request.body))),
  );
  route(app, c.updateFlashSale, async (request) =>
    ok(unwrap(await admin.changeFlashSale(request.ctx, request.params.id, request.body))),
  );
  route(app, c.stopFlashSale, async (request) =>
    ok(unwrap(await admin.changeFlashSale(request.ctx, request.params.id, STOP))),
  );
  route(app, c.promotions, async (request) => ok(await admin.promotions(request.ctx)));
  route(app, c.createPromotion, async (request) =>
    ok(await admin.createPromotion(request.ctx, request.body)),
  );
  route(app, c.updatePromotion, async (request) =>
    ok(unwrap(await admin.changePromotion(request.ctx, request.params.id, request.body))),
  );
  route(app, c.stopPromotion, async (request) =>
    ok(unwrap(await admin.changePromotion(request.ctx, request.params.id, STOP))),
  );
  route(app, c.vouchers, async (request) => ok(await admin.vouchers(request.ctx)));
  route(app, c.createVoucher, async (request) =>
    ok(unwrap(await admin.createVoucher(request.ctx, request.body))),
  );
  route(app, c.updateVoucher, async (request) =>
    ok(unwrap(await admin.changeVoucher(request.ctx, request.params.id, request.body))),
  );
  route(app, c.stopVoucher, async (request) =>
    ok(unwrap(await admin.changeVoucher(request.ctx, request.params.id, STOP))),
  );
  route(app, c.grantVoucher, async (request) =>
    ok(unwrap(await admin.grantVoucher(request.ctx, request.params.id, request.body.email))),
  );
  route(app, c.preview, async (request) =>
    ok(unwrap(await admin.preview(request.ctx, request.body))),
  );
};
