import {
  type PaymentGatewayName,
  type Result,
  fail,
  gatewayOf,
  ok,
  paymentNotification,
  unpaidGiveUpAt,
} from '@lotus/core';
import { type ServiceContext, withTransaction } from '../../context.ts';
import type { GatewayMessage } from './gateways/gateway.ts';
import { attemptRef } from './payment-attempt.ts';
import { type PaymentDeps, mailPayment } from './payment-deps.ts';
import * as repo from './payment.repository.ts';
import { noteWaiting } from './installment.repository.ts';
import { waitingNote } from './installment-waiting.ts';

/** What a gateway's message did: the answers VNPay's IPN protocol distinguishes. */
export type Settlement = 'CONFIRMED' | 'NOT_FOUND' | 'BAD_AMOUNT' | 'ALREADY' | 'PENDING';

/**
 * How an order's unpaid attempts stand after asking their gateway: paid, closed otherwise, none
 * left open (expired), or one open until an instant.
 */
export type Resolution = { state: 'PAID' | 'EXPIRED' | 'CLOSED' } | { state: 'OPEN'; until: Date };

/**
 * Settling attempts: only by a verified gateway message (the IPN, a webhook, or the answer to our
 * own query), each message deciding its attempt at most once. Money that arrives for an order
 * that is paid already or closed is owed back (the refund job gives it).
 */
export function createPaymentSettlements(deps: PaymentDeps) {
  const { gateways } = deps;

  /** Applies a verified gateway message to its attempt (and its order), at most once. */
  async function settle(
    ctx: ServiceContext,
    gateway: PaymentGatewayName,
    message: GatewayMessage,
  ): Promise<Settlement> {
    const attempt = await repo.findAttemptByRef(ctx.db, gateway, message.txnRef);
    if (!attempt) return deps.otherPurchases?.settle(ctx, gateway, message) ?? 'NOT_FOUND';
    if (message.amount !== attempt.amount) return 'BAD_AMOUNT';
    if (!message.decided) {
      // A "waiting" outcome (the buyer's or the merchant's confirmation): shown, kept open.
      const waiting = waitingNote(gateway, attempt.id, message, ctx.now);
      if (waiting) await noteWaiting(ctx.db, waiting);
      return 'PENDING';
    }
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
          await mailPayment(deps, tx, paid, 'paid', attempt.amount);
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
    settle,

    /** Verifies a gateway's message (a query or a body); null when forged. */
    verify(gateway: PaymentGatewayName, message: unknown): GatewayMessage | null {
      return gateways[gateway].verify(message);
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
  };
}
