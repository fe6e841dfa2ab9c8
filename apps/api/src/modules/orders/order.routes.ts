import {
  IDEMPOTENCY_KEY_HEADER,
  checkoutContract,
  idempotencyKeySchema,
  orderContract,
  portalContract,
} from '@lotus/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { actorOf } from '../../context.ts';
import { HttpError } from '../../lib/http-error.ts';
import { ok, page, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import type { Services } from '../../services.ts';

/** Checkout, the shopper's orders, and the back office's orders. */
export const orderRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { checkout, orders } = services;

  /**
   * Voucher codes are guessed one checkout at a time: a shopper (and their address) past the
   * budget of codes that do not exist is refused before any code is looked up; each code that
   * does not exist spends one point (a right code spends nothing).
   */
  const guessing = (request: FastifyRequest, code: string | undefined) =>
    code
      ? ([
          ['voucherGuessPerAccount', actorOf(request.ctx).id],
          ['voucherGuessPerIp', request.ip],
        ] as const)
      : [];
  const beforeGuess = async (request: FastifyRequest, code: string | undefined) => {
    for (const [name, key] of guessing(request, code)) await app.held(name, key);
  };
  const wrongGuess = async (request: FastifyRequest, code: string | undefined) => {
    for (const [name, key] of guessing(request, code)) await app.spend(name, key);
  };

  route(app, checkoutContract.preview, async (request) => {
    await beforeGuess(request, request.body.voucherCode);
    const preview = unwrap(await checkout.preview(request.ctx, request.body));
    if (preview.voucher?.refusal === 'VOUCHER_NOT_FOUND') {
      await wrongGuess(request, request.body.voucherCode);
    }
    return ok(preview);
  });

  route(app, checkoutContract.placeOrder, async (request, reply) => {
    const key = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
    if (!key.success) {
      throw HttpError.from({
        ok: false,
        code: 'IDEMPOTENCY_KEY_REQUIRED',
        details: [{ field: `headers.${IDEMPOTENCY_KEY_HEADER}`, reason: 'InvalidValue' }],
      });
    }
    await beforeGuess(request, request.body.voucherCode);
    const result = await checkout.place(request.ctx, request.body, key.data, request.ip);
    if (!result.ok && result.code === 'VOUCHER_NOT_FOUND') {
      await wrongGuess(request, request.body.voucherCode);
    }
    const placed = unwrap(result);
    // As Stripe's API says of a repeat: the answer is the first one, not a new order.
    if (placed.repeat) void reply.header('idempotent-replayed', 'true');
    return ok(placed.order, 'OrderCompleted');
  });

  route(app, orderContract.myOrders, async (request) =>
    page(await orders.myOrders(request.ctx, request.query)),
  );

  route(app, orderContract.detail, async (request) =>
    ok(unwrap(await orders.myOrder(request.ctx, request.params.id))),
  );

  route(app, orderContract.cancel, async (request) =>
    ok(unwrap(await orders.cancel(request.ctx, request.params.id))),
  );

  route(app, portalContract.orders, async (request) =>
    page(await orders.list(request.ctx, request.query)),
  );

  route(app, portalContract.order, async (request) =>
    ok(unwrap(await orders.order(request.ctx, request.params.id))),
  );

  route(app, portalContract.setStatus, async (request) =>
    ok(unwrap(await orders.setStatus(request.ctx, request.params.id, request.body))),
  );
};
