import type { ServiceContext } from '../../context.ts';
import * as repo from './order.repository.ts';

export type PayableOrder = repo.PayableOrderRow;

/**
 * An order's payment status, for the payments module: the orders table stays this module's, and
 * the payment service (which the order service itself calls) reaches it only through here.
 */
export function createOrderPaymentService() {
  return {
    /** An order as paying it needs it (scoped to a shopper when `userId` is given). */
    payable(ctx: ServiceContext, id: string, userId?: string): Promise<PayableOrder | null> {
      return repo.findPayable(ctx.db, id, userId);
    },

    /** Paid, if it was unpaid and is not closed; otherwise why the money must go back. */
    markPaid(ctx: ServiceContext, id: string): Promise<'PAID' | 'PAID_TWICE' | 'ORDER_CLOSED'> {
      return repo.markPaid(ctx.db, id, ctx.now);
    },

    /** A closed paid order's money went back. */
    markRefunded(ctx: ServiceContext, id: string): Promise<boolean> {
      return repo.markRefunded(ctx.db, id, ctx.now);
    },
  };
}

export type OrderPaymentService = ReturnType<typeof createOrderPaymentService>;
