import { type PaymentGatewayName, paymentContract } from '@lotus/core';
import { isConnectionFailure } from '@lotus/db';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ok, page, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../../lib/error-answer.ts';
import type { PaymentService, Settlement } from './payment.service.ts';
import { IPN_ANSWERS } from './gateways/vnpay.protocol.ts';

/** The gateway protocol's endpoints: public, outside the OpenAPI document, in their own formats. */
const protocol = { config: { access: 'public' as const }, schema: { hide: true } };

const IPN_ANSWER: Record<Settlement, (typeof IPN_ANSWERS)[keyof typeof IPN_ANSWERS]> = {
  CONFIRMED: IPN_ANSWERS.confirmed,
  PENDING: IPN_ANSWERS.confirmed,
  NOT_FOUND: IPN_ANSWERS.orderNotFound,
  BAD_AMOUNT: IPN_ANSWERS.invalidAmount,
  ALREADY: IPN_ANSWERS.alreadyConfirmed,
};

/** Alepay's webhook answers: `000` received, or the catalogue's code for what was wrong. */
const WEBHOOK_CODE: Record<Settlement, string> = {
  CONFIRMED: '000',
  PENDING: '000',
  ALREADY: '000',
  NOT_FOUND: '109',
  BAD_AMOUNT: '120',
};

/** The services these routes call. */
type RouteServices = { payments: PaymentService };

/**
 * Paying: pay again, an attempt's result, saved cards, the back office's refunds; and the
 * gateways' own messages. Only a verified server message (VNPay's IPN, Alepay's webhook) or our
 * own query settles an attempt; a return URL shows the shopper their result and, if the attempt
 * is still pending, asks the gateway at once.
 */
export const paymentRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { payments } = services;

  route(app, paymentContract.payAgain, async (request) =>
    ok(unwrap(await payments.payAgain(request.ctx, request.params.id, request.ip))),
  );
  route(app, paymentContract.attempt, async (request) =>
    ok(unwrap(await payments.attempt(request.ctx, request.params.id))),
  );
  route(app, paymentContract.cards, async (request) => ok(await payments.cards(request.ctx)));
  route(app, paymentContract.linkCard, async (request) =>
    ok(unwrap(await payments.linkCard(request.ctx))),
  );
  route(app, paymentContract.removeCard, async (request) =>
    ok(unwrap(await payments.removeCard(request.ctx, request.params.id))),
  );
  route(app, paymentContract.refunds, async (request) =>
    page(await payments.refunds(request.ctx, request.query)),
  );

  // VNPay's IPN: server to server, answered in the protocol's `{RspCode, Message}`. Anything but
  // 00 and 02 makes VNPay send it again later: a message we could not record (the database
  // away) is answered 99, never as received (decision 032).
  app.get('/payment/vnpay/ipn', protocol, async (request, reply) => {
    const message = payments.verify('VNPAY', request.query);
    if (!message) return reply.send(IPN_ANSWERS.invalidChecksum);
    try {
      return reply.send(IPN_ANSWER[await payments.settle(request.ctx, 'VNPAY', message)]);
    } catch (error) {
      request.log.error({ err: error }, 'VNPay IPN failed: answered 99, VNPay sends it again');
      return reply.send(IPN_ANSWERS.unknown);
    }
  });

  // Alepay's payment webhook: a signed JSON body.
  app.post('/payment/alepay/webhook', protocol, async (request, reply) => {
    const message = payments.verify('ALEPAY', request.body);
    if (!message) return reply.code(400).send({ code: '101', message: 'Invalid signature' });
    try {
      const settled = await payments.settle(request.ctx, 'ALEPAY', message);
      return reply.send({ code: WEBHOOK_CODE[settled], message: settled });
    } catch (error) {
      return notReceived(request, reply, error);
    }
  });

  registerReturn(app, 'VNPAY', '/payment/vnpay/return', services);
  registerReturn(app, 'ALEPAY', '/payment/alepay/return', services);

  // A linked card: the webhook (server to server) and the shopper's return both bring it.
  app.post('/payment/alepay/card-webhook', protocol, async (request, reply) => {
    try {
      const linked = await payments.cardLinked(request.ctx, request.body);
      if (!linked) return reply.code(400).send({ code: '101', message: 'Invalid signature' });
      return reply.send({ code: '000', message: 'OK' });
    } catch (error) {
      return notReceived(request, reply, error);
    }
  });
  app.get('/payment/alepay/card-return', protocol, async (request, reply) => {
    const linked = await payments.cardLinked(request.ctx, request.query);
    if (!linked) return reply.redirect('/profile/payment?card=failed&code=101', 303);
    return reply.redirect(
      linked.code === '000'
        ? '/profile/payment?card=linked'
        : `/profile/payment?card=failed&code=${encodeURIComponent(linked.code)}`,
      303,
    );
  });
};

/**
 * An Alepay message we could not record: not received (a non-2xx status, Alepay's `999` unknown),
 * so its sender tries again; 503 with Retry-After while the database is away (decision 032).
 */
function notReceived(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.error({ err: error }, 'Alepay webhook failed: answered as not received');
  if (isConnectionFailure(error)) {
    reply.code(503).header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
  } else {
    reply.code(500);
  }
  return reply.send({ code: '999', message: 'Not received, please send again' });
}

/**
 * A gateway's return URL: the shopper's browser comes back with the signed result. It is shown,
 * never settled on; a still-pending attempt is queried at once (its server message may be late).
 */
function registerReturn(
  app: FastifyInstance,
  gateway: PaymentGatewayName,
  path: string,
  { payments }: RouteServices,
) {
  app.get(path, protocol, async (request: FastifyRequest, reply: FastifyReply) => {
    const message = payments.verify(gateway, request.query);
    const attempt = message && (await payments.attemptIdOf(request.ctx, gateway, message.txnRef));
    if (!attempt) return reply.redirect('/checkout/failed?code=PAYMENT_INTERRUPTED', 303);
    if (attempt.pending) {
      await request.ctx.jobs.enqueue(
        'payments.query',
        { attemptId: attempt.id },
        { singletonKey: attempt.id },
      );
    }
    return reply.redirect(`/checkout/result/${attempt.id}`, 303);
  });
}
