import { randomUUID } from 'node:crypto';
import {
  type PaymentGatewayName,
  type PaymentMethod,
  type PaymentRedirect,
  type PaymentResult,
  type PaymentAttempt,
  type Result,
  canPayAgain,
  fail,
  fullName,
  gatewayOf,
  ok,
  paymentWindowEnd,
} from '@lotus/core';
import { type ServiceContext, actorOf } from '../../context.ts';
import type { PayableOrder } from '../orders/order-payment.service.ts';
import { orderInfo, toAttempt } from './payment-attempt.ts';
import type { PaymentDeps } from './payment-deps.ts';
import * as repo from './payment.repository.ts';
import { installmentOf } from './installment-waiting.ts';

/**
 * Starting attempts and showing them: an attempt per try, a new reference each, written before
 * the gateway is asked.
 */
export function createPaymentStarts(deps: PaymentDeps) {
  const returnUrl = (gateway: PaymentGatewayName) =>
    `${deps.publicUrl}/api/payment/${gateway === 'VNPAY' ? 'vnpay' : 'alepay'}/return`;

  /**
   * A new attempt for `order`: written before the gateway is asked, so a crash leaves a pending
   * attempt that the order's expiry job resolves, never a payment we don't know of.
   */
  async function start(
    ctx: ServiceContext,
    order: PayableOrder,
    input: { ipAddr: string; cardId: string | null },
  ): Promise<Result<PaymentRedirect>> {
    const gateway = gatewayOf(order.paymentMethod);
    if (!gateway) return fail('PAYMENT_NOT_ALLOWED');
    if (!deps.offered.includes(order.paymentMethod)) return fail('PAYMENT_METHOD_UNAVAILABLE');
    const card = input.cardId ? await repo.findCard(ctx.db, input.cardId, order.userId) : null;
    if (order.paymentMethod === 'THEGHINO' && !card) return fail('CARD_NOT_FOUND');
    const installment = await installmentOf(ctx, order);
    if (installment === false) return fail('PAYMENT_NOT_ALLOWED');
    const id = randomUUID();
    const expiresAt = paymentWindowEnd(ctx.now);
    await repo.insertAttempt(ctx.db, {
      id,
      orderId: order.id,
      gateway,
      txnRef: id.replace(/-/g, ''),
      amount: order.grandTotal,
      cardId: card?.id ?? null,
      expiresAt,
      createdAt: ctx.now,
    });
    const started = await deps.gateways[gateway].start({
      txnRef: id.replace(/-/g, ''),
      amount: order.grandTotal,
      orderInfo: orderInfo(order.number),
      lang: ctx.lang,
      ipAddr: input.ipAddr,
      createdAt: ctx.now,
      expiresAt,
      returnUrl: returnUrl(gateway),
      ...(card ? { cardToken: card.token } : {}),
      ...(installment ? { installment } : {}),
      buyer: {
        name: fullName(order.firstName, order.lastName),
        email: order.email,
        phone: order.phone,
      },
    });
    if (!started.ok) {
      await repo.startedAttempt(ctx.db, id, { failedCode: started.code ?? '99', now: ctx.now });
      return started.code
        ? fail('PAYMENT_INTERRUPTED', { params: { code: started.code } })
        : fail('PAYMENT_GATEWAY_ERROR');
    }
    await repo.startedAttempt(ctx.db, id, { paymentUrl: started.paymentUrl });
    return ok({ attemptId: id, paymentUrl: started.paymentUrl });
  }

  return {
    start,

    /** The payment methods the shop takes now. */
    methods(): readonly PaymentMethod[] {
      return deps.offered;
    },

    /** `POST /api/order/:id/pay-again`: a new attempt for the shopper's unpaid order. */
    async payAgain(
      ctx: ServiceContext,
      orderId: string,
      ipAddr: string,
    ): Promise<Result<PaymentRedirect>> {
      const order = await deps.orders.payable(ctx, orderId, actorOf(ctx).id);
      if (!order) return fail('ORDER_NOT_FOUND');
      if (!canPayAgain(order)) return fail('PAYMENT_NOT_ALLOWED');
      const [last] = await repo.attemptsOf(ctx.db, order.id);
      return start(ctx, order, { ipAddr, cardId: last?.cardId ?? null });
    },

    /** The order's newest attempt still waiting with its page (a repeated order submit). */
    async openAttempt(ctx: ServiceContext, orderId: string): Promise<PaymentRedirect | null> {
      const [last] = await repo.attemptsOf(ctx.db, orderId);
      return last?.status === 'PENDING' && last.paymentUrl && last.expiresAt > ctx.now
        ? { attemptId: last.id, paymentUrl: last.paymentUrl }
        : null;
    },

    /** One attempt of the shopper's own order (another shopper's is 404). */
    async attempt(ctx: ServiceContext, id: string): Promise<Result<PaymentResult>> {
      const row = await repo.findAttempt(ctx.db, id);
      const order = row && (await deps.orders.payable(ctx, row.orderId, actorOf(ctx).id));
      if (!row || !order) return fail('PAYMENT_ATTEMPT_NOT_FOUND');
      return ok({
        ...toAttempt(row),
        paymentUrl: row.status === 'PENDING' ? row.paymentUrl : null,
        order: {
          id: order.id,
          number: order.number,
          status: order.status,
          paymentStatus: order.paymentStatus,
          paymentMethod: order.paymentMethod,
          grandTotal: order.grandTotal,
          canPayAgain: canPayAgain(order),
        },
      });
    },

    /** An order's attempts, newest first (its detail page). */
    async attemptsOf(ctx: ServiceContext, orderId: string): Promise<PaymentAttempt[]> {
      return (await repo.attemptsOf(ctx.db, orderId)).map(toAttempt);
    },
  };
}
