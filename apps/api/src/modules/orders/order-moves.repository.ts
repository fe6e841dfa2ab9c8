import type { OrderParty, OrderStatus, PaymentStatus } from '@lotus/core';
import { schema } from '@lotus/db';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { orders, orderLines, orderEvents } = schema;

/**
 * Moves an order from `from` to `to`, only if it is still in `from` (a conditional update: of
 * parallel moves exactly one wins), and records the step. Cash on delivery becomes paid when it
 * is delivered; otherwise the payment status is left as the row has it, never read and written
 * back (a gateway's message may settle the order meanwhile). Answers the order's lines and the
 * payment status after the move, or null when the order was no longer in `from`. Run it in a
 * transaction: it is three statements.
 */
export async function moveOrder(
  db: Db,
  input: {
    id: string;
    from: OrderStatus;
    to: OrderStatus;
    reason: string | null;
    party: OrderParty;
    actorId: string | null;
    now: Date;
  },
): Promise<{
  lines: { variantId: string; quantity: number }[];
  paymentStatus: PaymentStatus;
} | null> {
  const codPaid = sql`${orders.paymentMethod} = 'COD' AND ${input.to} = 'done' AND ${orders.paymentStatus} = 'unpaid'`;
  const [moved] = await db
    .update(orders)
    .set({
      status: input.to,
      paymentStatus: sql`CASE WHEN ${codPaid} THEN 'paid'::payment_status ELSE ${orders.paymentStatus} END`,
      rejectReason: input.reason ?? sql`${orders.rejectReason}`,
      updatedAt: input.now,
    })
    .where(and(eq(orders.id, input.id), eq(orders.status, input.from)))
    .returning({ paymentStatus: orders.paymentStatus });
  if (!moved) return null;
  await db.insert(orderEvents).values({
    orderId: input.id,
    status: input.to,
    party: input.party,
    actorId: input.actorId,
    reason: input.reason,
    createdAt: input.now,
  });
  const lines = await db
    .select({ variantId: orderLines.variantId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, input.id));
  return { lines, paymentStatus: moved.paymentStatus };
}

/** What the payments module and the order's events need of a paid or refunded order. */
export interface PaymentChange {
  id: string;
  userId: string;
  paymentMethod: (typeof orders.$inferSelect)['paymentMethod'];
  grandTotal: number;
}

const changed = {
  id: orders.id,
  userId: orders.userId,
  paymentMethod: orders.paymentMethod,
  grandTotal: orders.grandTotal,
};

/**
 * Marks an order paid, in one conditional update: only while unpaid and not cancelled or
 * rejected. Answers the order when this call paid it, or why not: `PAID_TWICE` (it was paid
 * already) or `ORDER_CLOSED`. The why is read by a second statement, after the update: a payment
 * that committed while this one waited on the row is seen then (the update's own snapshot is
 * older), so two payments racing are told apart from a closed order.
 */
export async function markPaid(
  db: Db,
  id: string,
  now: Date,
): Promise<PaymentChange | 'PAID_TWICE' | 'ORDER_CLOSED'> {
  const [paid] = await db
    .update(orders)
    .set({ paymentStatus: 'paid', updatedAt: now })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.paymentStatus, 'unpaid'),
        notInArray(orders.status, ['cancel', 'rejected']),
      ),
    )
    .returning(changed);
  if (paid) return paid;
  const [now_] = await db
    .select({ paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, id));
  return now_ && now_.paymentStatus !== 'unpaid' ? 'PAID_TWICE' : 'ORDER_CLOSED';
}

/** A cancelled or rejected paid order's money went back: the order, or null if it wasn't so. */
export async function markRefunded(db: Db, id: string, now: Date): Promise<PaymentChange | null> {
  const [row] = await db
    .update(orders)
    .set({ paymentStatus: 'refunded', updatedAt: now })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.paymentStatus, 'paid'),
        inArray(orders.status, ['cancel', 'rejected']),
      ),
    )
    .returning(changed);
  return row ?? null;
}
