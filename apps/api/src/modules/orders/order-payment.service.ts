import type { OrderStatus, PaymentMethod, PaymentStatus } from '@lotus/core';
import { type ServiceContext, withTransaction } from '../../context.ts';
import type { EventBus } from '../../events/events.ts';
import * as moves from './order-moves.repository.ts';
import * as repo from './order.repository.ts';
import './order.events.ts';

/** What paying an order needs to know of it. */
export interface PayableOrder {
  id: string;
  userId: string;
  number: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  grandTotal: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  lang: string;
  createdAt: Date;
}

/**
 * An order's payment status, for the payments module: the orders table stays this module's, and
 * the payment service (which the order service itself calls) reaches it only through here. A
 * change of payment status is published as the order's event (`order.paid`, `order.refunded`).
 */
export function createOrderPaymentService(deps: { events: EventBus }) {
  return {
    /** An order as paying it needs it (scoped to a shopper when `userId` is given). */
    async payable(ctx: ServiceContext, id: string, userId?: string): Promise<PayableOrder | null> {
      const row = await repo.findRecord(ctx.db, id, userId);
      return (
        row && {
          id: row.id,
          userId: row.userId,
          number: row.number,
          status: row.status,
          paymentStatus: row.paymentStatus,
          paymentMethod: row.paymentMethod,
          grandTotal: row.grandTotal,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          phone: row.phone,
          lang: row.lang,
          createdAt: row.createdAt,
        }
      );
    },

    /** Paid, if it was unpaid and is not closed; otherwise why the money must go back. */
    markPaid(ctx: ServiceContext, id: string): Promise<'PAID' | 'PAID_TWICE' | 'ORDER_CLOSED'> {
      return withTransaction(ctx, async (tx) => {
        const paid = await moves.markPaid(tx.db, id, tx.now);
        if (typeof paid === 'string') return paid;
        await deps.events.publish(tx, 'order.paid', {
          orderId: paid.id,
          userId: paid.userId,
          paymentMethod: paid.paymentMethod,
          grandTotal: paid.grandTotal,
        });
        return 'PAID';
      });
    },

    /** A closed paid order's money went back. */
    markRefunded(ctx: ServiceContext, id: string): Promise<boolean> {
      return withTransaction(ctx, async (tx) => {
        const refunded = await moves.markRefunded(tx.db, id, tx.now);
        if (!refunded) return false;
        await deps.events.publish(tx, 'order.refunded', {
          orderId: refunded.id,
          userId: refunded.userId,
        });
        return true;
      });
    },
  };
}

export type OrderPaymentService = ReturnType<typeof createOrderPaymentService>;
