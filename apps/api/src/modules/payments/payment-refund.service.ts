import { type Page, type Refund, type RefundQuery, paymentNotification } from '@lotus/core';
import { type ServiceContext, withTransaction } from '../../context.ts';
import { attemptRef, toAttempt } from './payment-attempt.ts';
import { type PaymentDeps, mailPayment } from './payment-deps.ts';
import * as repo from './payment.repository.ts';

/** Money owed back: owed in the order's change, given back by the gateway in a job, listed. */
export function createPaymentRefunds(deps: PaymentDeps) {
  return {
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
      const answer = await deps.gateways[row.gateway].refund(
        attemptRef(row, order.number),
        ctx.now,
      );
      if (!answer.ok) {
        await repo.refundRefused(ctx.db, row.id, answer.code);
        throw new Error(
          `the ${row.gateway} gateway refused a refund (${answer.code ?? 'no answer'})`,
        );
      }
      await withTransaction(ctx, async (tx) => {
        if (!(await repo.refunded(tx.db, row.id, { code: '00', now: tx.now }))) return;
        if (row.refundReason === 'ORDER_CLOSED') await deps.orders.markRefunded(tx, row.orderId);
        await mailPayment(deps, tx, order, 'refunded', row.amount);
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
          note: row.note,
        })),
        meta: { page: query.page, pageSize: query.limit, total },
      };
    },
  };
}
