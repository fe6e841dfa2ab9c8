import { randomUUID } from 'node:crypto';
import {
  type CardLink,
  type Page,
  type PaymentAttempt,
  type PaymentGatewayName,
  type PaymentMethod,
  type PaymentRedirect,
  type PaymentResult,
  type Refund,
  type RefundQuery,
  type Result,
  type SavedCard,
  canPayAgain,
  fail,
  fullName,
  gatewayOf,
  maskCardNumber,
  ok,
  orderPagePath,
  paymentNotification,
  paymentOutcome,
  paymentWindowEnd,
  plainOrderInfo,
  unpaidGiveUpAt,
} from '@lotus/core';
import { type ServiceContext, withTransaction } from '../../context.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { OrderPaymentService, PayableOrder } from '../orders/order-payment.service.ts';
import type { UserService } from '../users/user.service.ts';
import type { AttemptRef, GatewayMessage, Gateways } from './gateways/gateway.ts';
import * as repo from './payment.repository.ts';

declare module '../../jobs/jobs.ts' {
  interface JobKinds {
    /** Ask the gateway what became of an attempt (a return came before its server message). */
    'payments.query': { attemptId: string };
    /** Give an attempt's money back through its gateway. */
    'payments.refund': { attemptId: string };
  }
}

/** What a gateway's message did: the answers VNPay's IPN protocol distinguishes. */
export type Settlement = 'CONFIRMED' | 'NOT_FOUND' | 'BAD_AMOUNT' | 'ALREADY' | 'PENDING';

/**
 * How an order's unpaid attempts stand after asking their gateway: paid, closed otherwise, none
 * left open (expired), or one open until an instant.
 */
export type Resolution = { state: 'PAID' | 'EXPIRED' | 'CLOSED' } | { state: 'OPEN'; until: Date };

const toAttempt = (row: repo.AttemptRow): PaymentAttempt => ({
  id: row.id,
  gateway: row.gateway,
  amount: row.amount,
  status: row.status,
  resultCode: row.resultCode,
  outcome: paymentOutcome(row),
  transactionNo: row.transactionNo,
  createdAt: row.createdAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
  refundedAt: row.refundedAt?.toISOString() ?? null,
});

const toCard = (row: repo.CardRow): SavedCard => ({
  id: row.id,
  brand: row.brand,
  maskedNumber: maskCardNumber(row.firstSix, row.lastFour),
  expiry: row.expiry,
  createdAt: row.createdAt.toISOString(),
});

const orderInfo = (number: string) => plainOrderInfo(`Thanh toan don hang ${number}`);

const attemptRef = (row: repo.AttemptRow, number: string): AttemptRef => ({
  txnRef: row.txnRef,
  amount: row.amount,
  transactionNo: row.transactionNo,
  createdAt: row.createdAt,
  orderInfo: orderInfo(number),
});

/**
 * Paying orders through the gateways (DESIGN.md, Payments): an attempt per try, a new reference
 * each, settled only by a verified gateway message (the IPN, a webhook, or the answer to our own
 * query), each message deciding its attempt at most once. Money that arrives for an order that
 * is paid already or closed is owed back and refunded by a job. Saved cards keep only the
 * gateway's token and what the shopper recognises.
 */
export function createPaymentService(deps: {
  gateways: Gateways;
  /** The methods the shop takes: COD, and each whose gateway (real or sandbox) is on. */
  offered: readonly PaymentMethod[];
  orders: OrderPaymentService;
  users: UserService;
  mail: MailService;
  notifications: NotificationService;
  publicUrl: string;
}) {
  const { gateways } = deps;
  const owner = (ctx: ServiceContext) => {
    if (!ctx.actor) throw new Error('payments need a signed-in actor');
    return ctx.actor.id;
  };
  const returnUrl = (gateway: PaymentGatewayName) =>
    `${deps.publicUrl}/api/payment/${gateway === 'VNPAY' ? 'vnpay' : 'alepay'}/return`;

  async function mailPayment(
    ctx: ServiceContext,
    order: PayableOrder,
    event: 'paid' | 'refunded',
    amount: number,
  ) {
    await deps.mail.send(ctx, {
      to: order.email,
      template: 'order-payment',
      lang: order.lang === 'en' ? 'en' : 'vi',
      vars: {
        name: fullName(order.firstName, order.lastName),
        number: order.number,
        link: `${deps.publicUrl}${orderPagePath(order.id)}`,
        event,
        amount,
      },
    });
  }

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
    if (gateway === 'ALEPAY' && !card) return fail('CARD_NOT_FOUND');
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
    const started = await gateways[gateway].start({
      txnRef: id.replace(/-/g, ''),
      amount: order.grandTotal,
      orderInfo: orderInfo(order.number),
      lang: ctx.lang,
      ipAddr: input.ipAddr,
      createdAt: ctx.now,
      expiresAt,
      returnUrl: returnUrl(gateway),
      ...(card ? { cardToken: card.token } : {}),
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

  /** Applies a verified gateway message to its attempt (and its order), at most once. */
  async function settle(
    ctx: ServiceContext,
    gateway: PaymentGatewayName,
    message: GatewayMessage,
  ): Promise<Settlement> {
    const attempt = await repo.findAttemptByRef(ctx.db, gateway, message.txnRef);
    if (!attempt) return 'NOT_FOUND';
    if (message.amount !== attempt.amount) return 'BAD_AMOUNT';
    if (!message.decided) return 'PENDING';
    const decided = {
      id: attempt.id,
      resultCode: message.code,
      transactionNo: message.transactionNo,
      message: message.raw,
      now: ctx.now,
    };
    const outcome = await withTransaction(ctx, async (tx): Promise<Result<Settlement>> => {
      if (!message.paid) {
        const done = await repo.decideAttempt(tx.db, {
          ...decided,
          from: ['PENDING'],
          to: 'FAILED',
        });
        if (!done) return ok('ALREADY');
        const failed = await deps.orders.payable(tx, attempt.orderId);
        if (failed) {
          await deps.notifications.notify(tx, paymentNotification(failed, attempt.id, 'FAILED'));
        }
        return ok('CONFIRMED');
      }
      // The order's row first: parallel messages for one order queue here, and each sees what
      // the one before it did.
      const order = await deps.orders.markPaid(tx, attempt.orderId);
      const claimed = await repo.decideAttempt(tx.db, {
        ...decided,
        from: ['PENDING', 'EXPIRED'],
        ...(order === 'PAID' ? { to: 'PAID' } : { to: 'REFUND_DUE', refundReason: order }),
      });
      // Decided before (a replay): undo the order's part too.
      if (!claimed) return fail('CONFLICT');
      if (order === 'PAID') {
        const paid = await deps.orders.payable(tx, attempt.orderId);
        if (paid) {
          await mailPayment(tx, paid, 'paid', attempt.amount);
          await deps.notifications.notify(tx, paymentNotification(paid, attempt.id, 'PAID'));
        }
      } else {
        await tx.jobs.enqueue('payments.refund', { attemptId: attempt.id });
      }
      return ok('CONFIRMED');
    });
    return outcome.ok ? outcome.value : 'ALREADY';
  }

  return {
    start,
    settle,

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
      const order = await deps.orders.payable(ctx, orderId, owner(ctx));
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
      const order = row && (await deps.orders.payable(ctx, row.orderId, owner(ctx)));
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

    /** A verified message by reference: the attempt it names, for the return page. */
    async attemptIdOf(
      ctx: ServiceContext,
      gateway: PaymentGatewayName,
      txnRef: string,
    ): Promise<{ id: string; pending: boolean } | null> {
      const row = await repo.findAttemptByRef(ctx.db, gateway, txnRef);
      return row && { id: row.id, pending: row.status === 'PENDING' };
    },

    /** Verifies a gateway's message (a query or a body); null when forged. */
    verify(gateway: PaymentGatewayName, message: unknown): GatewayMessage | null {
      return gateways[gateway].verify(message);
    },

    /** The `payments.query` job: asks the gateway about one attempt and applies the answer. */
    async query(ctx: ServiceContext, attemptId: string): Promise<void> {
      const row = await repo.findAttempt(ctx.db, attemptId);
      if (row?.status !== 'PENDING') return;
      const order = await deps.orders.payable(ctx, row.orderId);
      if (!order) return;
      const answer = await gateways[row.gateway].query(attemptRef(row, order.number), ctx.now);
      if (answer && answer !== 'NOT_FOUND') await settle(ctx, row.gateway, answer);
    },

    /**
     * Asks the gateway about every pending attempt of an unpaid order and applies the answers;
     * then says whether the order is paid, still has an open attempt, or has none left (EXPIRED:
     * the caller cancels it). Throws when a gateway can't be reached (the job retries).
     */
    async resolve(ctx: ServiceContext, orderId: string): Promise<Resolution> {
      const order = await deps.orders.payable(ctx, orderId);
      if (!order || order.status !== 'new' || !gatewayOf(order.paymentMethod)) {
        return { state: 'CLOSED' };
      }
      if (order.paymentStatus !== 'unpaid') return { state: 'PAID' };
      const attempts = await repo.attemptsOf(ctx.db, orderId);
      for (const row of attempts.filter((a) => a.status === 'PENDING')) {
        const answer = await gateways[row.gateway].query(attemptRef(row, order.number), ctx.now);
        if (answer === 'NOT_FOUND') continue;
        if (!answer) throw new Error(`the ${row.gateway} gateway did not answer a query`);
        await settle(ctx, row.gateway, answer);
      }
      const now = await deps.orders.payable(ctx, orderId);
      if (now?.paymentStatus !== 'unpaid') return { state: 'PAID' };
      const giveUp = unpaidGiveUpAt(
        order.createdAt,
        (await repo.attemptsOf(ctx.db, orderId))
          .filter((a) => a.status === 'PENDING')
          .map((a) => a.expiresAt),
      );
      return giveUp > ctx.now ? { state: 'OPEN', until: giveUp } : { state: 'EXPIRED' };
    },

    /** The order's pending attempts expire (result 11), in the order's cancelling transaction. */
    expireAttempts(ctx: ServiceContext, orderId: string): Promise<void> {
      return repo.expireAttempts(ctx.db, orderId, ctx.now);
    },

    /** A paid order was cancelled or rejected: its payment is owed back (in that transaction). */
    async refundOrder(ctx: ServiceContext, orderId: string): Promise<void> {
      const owed = await repo.owePaidAttempt(ctx.db, orderId);
      if (owed) await ctx.jobs.enqueue('payments.refund', { attemptId: owed.id });
    },

    /** The `payments.refund` job: the gateway gives the money back, once. */
    async refund(ctx: ServiceContext, attemptId: string): Promise<void> {
      const row = await repo.findAttempt(ctx.db, attemptId);
      if (row?.status !== 'REFUND_DUE') return;
      const order = await deps.orders.payable(ctx, row.orderId);
      if (!order) return;
      const answer = await gateways[row.gateway].refund(attemptRef(row, order.number), ctx.now);
      if (!answer.ok) {
        await repo.refundRefused(ctx.db, row.id, answer.code);
        throw new Error(
          `the ${row.gateway} gateway refused a refund (${answer.code ?? 'no answer'})`,
        );
      }
      await withTransaction(ctx, async (tx) => {
        if (!(await repo.refunded(tx.db, row.id, { code: '00', now: tx.now }))) return;
        if (row.refundReason === 'ORDER_CLOSED') await deps.orders.markRefunded(tx, row.orderId);
        await mailPayment(tx, order, 'refunded', row.amount);
        await deps.notifications.notify(tx, paymentNotification(order, row.id, 'REFUNDED'));
      });
    },

    /** Money owed back or given back, for the back office. */
    async refunds(ctx: ServiceContext, query: RefundQuery): Promise<Page<Refund>> {
      const { rows, total } = await repo.listRefunds(ctx.db, query);
      return {
        items: rows.map((row) => ({
          ...toAttempt(row),
          order: row.order,
          reason: row.refundReason ?? 'ORDER_CLOSED',
        })),
        meta: { page: query.page, pageSize: query.limit, total },
      };
    },

    /** The shopper's saved cards. */
    async cards(ctx: ServiceContext): Promise<SavedCard[]> {
      return (await repo.cardsOf(ctx.db, owner(ctx))).map(toCard);
    },

    /** Whether `cardId` is one of the shopper's saved cards. */
    async ownsCard(ctx: ServiceContext, cardId: string): Promise<boolean> {
      return (await repo.findCard(ctx.db, cardId, owner(ctx))) !== null;
    },

    /** The card gateway's page where the shopper links a card. */
    async linkCard(ctx: ServiceContext): Promise<Result<CardLink>> {
      if (!deps.offered.includes('THEGHINO')) return fail('PAYMENT_METHOD_UNAVAILABLE');
      const me = await deps.users.me(ctx);
      if (!me.ok) return me;
      const { profile } = me.value;
      const page = await gateways.ALEPAY.linkPage(
        {
          id: me.value.id,
          firstName: profile?.firstName ?? '',
          lastName: profile?.lastName ?? '',
          email: me.value.email,
          phone: profile?.phone ?? '',
        },
        {
          returnUrl: `${deps.publicUrl}/api/payment/alepay/card-return`,
          cancelUrl: `${deps.publicUrl}/api/payment/alepay/card-return`,
        },
        ctx.lang,
      );
      if (!page.ok) {
        return page.code
          ? fail('PAYMENT_INTERRUPTED', { params: { code: page.code } })
          : fail('PAYMENT_GATEWAY_ERROR');
      }
      return ok({ linkUrl: page.url });
    },

    /**
     * A card link's outcome from the gateway (return URL or webhook): a linked card is kept for
     * the customer the gateway names. Null when the message is forged.
     */
    async cardLinked(ctx: ServiceContext, message: unknown): Promise<{ code: string } | null> {
      const verified = gateways.ALEPAY.verifyCard(message);
      if (!verified) return null;
      const { card } = verified;
      if (card && /^[0-9a-f-]{36}$/i.test(card.customerId)) {
        await repo.saveCard(ctx.db, {
          userId: card.customerId,
          token: card.token,
          brand: card.brand,
          firstSix: card.firstSix,
          lastFour: card.lastFour,
          expiry: card.expiry,
          createdAt: ctx.now,
        });
      }
      return { code: verified.code };
    },

    /** Unlinks one of the shopper's cards at the gateway and forgets it. */
    async removeCard(ctx: ServiceContext, id: string): Promise<Result<{ id: string }>> {
      const card = await repo.findCard(ctx.db, id, owner(ctx));
      if (!card) return fail('CARD_NOT_FOUND');
      const unlinked = await gateways.ALEPAY.unlink(card.token, ctx.lang);
      // A token the gateway no longer knows is gone there already.
      if (!unlinked.ok && !unlinked.code) return fail('PAYMENT_GATEWAY_ERROR');
      await repo.deleteCard(ctx.db, id, owner(ctx));
      return ok({ id });
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
