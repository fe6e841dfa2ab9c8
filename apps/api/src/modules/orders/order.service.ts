import {
  type Language,
  type MyOrderQuery,
  type OrderDetail,
  type OrderParty,
  type OrderStatus,
  type OrderSummary,
  type Page,
  type PortalOrderQuery,
  type PortalOrderSort,
  type SortQuery,
  type Result,
  TAB_STATUS,
  canTransition,
  fail,
  ok,
  paymentStatusAfter,
  refundsOnMove,
  restocks,
} from '@lotus/core';
import { type ServiceContext, actorOf, withTransaction } from '../../context.ts';
import { audit } from '../back-office/audit.ts';
import type { EventBus } from '../../events/events.ts';
import type { PaymentService } from '../payments/payment.service.ts';
import * as moves from './order-moves.repository.ts';
import { toDetail, toSummary } from './order-views.ts';
import * as repo from './order.repository.ts';
import './order.events.ts';

declare module '../../jobs/jobs.ts' {
  interface JobKinds {
    /** An online order's payment window closed: paid, still open, or cancelled unpaid. */
    'orders.expire-unpaid': { orderId: string };
  }
}

/** Why the system cancels an order left unpaid (the order's history and mail show it). */
const PAYMENT_EXPIRED = {
  vi: 'Hết thời gian thanh toán trực tuyến (mã 11).',
  en: 'The online payment window closed unpaid (code 11).',
} as const;

/** The language an order was placed in (its mails are written in it). */
export const languageOf = (lang: string): Language => (lang === 'en' ? 'en' : 'vi');

/**
 * Orders after they are placed: a shopper's own (another shopper's order is 404, never 403), the
 * back office's view of all, and moves along core's state machine. A move is one conditional
 * update (`WHERE status = <the status it was read in>`), so of parallel moves exactly one wins,
 * and it is published as the order's events: what must be atomic with it (stock, quotas and
 * voucher uses given back, a refund owed) listens in its transaction, the rest (mail, the bell)
 * after it (`services.ts` subscribes them; this module does not know who listens).
 */
export function createOrderService(deps: { payments: PaymentService; events: EventBus }) {
  async function page(
    ctx: ServiceContext,
    filter: repo.OrderFilter,
    query: MyOrderQuery & { order?: SortQuery<PortalOrderSort> },
  ): Promise<Page<OrderSummary>> {
    const status = query.tab === 'ALL' ? undefined : TAB_STATUS[query.tab];
    const { rows, total } = await repo.listOrders(
      ctx.db,
      { ...filter, ...(status ? { status } : {}) },
      query,
    );
    const plans = await deps.payments.installmentPlansOf(
      ctx,
      rows.filter((row) => row.paymentMethod === 'INSTALLMENT').map((row) => row.id),
    );
    return {
      items: rows.map((row) => toSummary(row, ctx.lang, plans.get(row.id) ?? null)),
      meta: { page: query.page, pageSize: query.limit, total },
    };
  }

  async function detail(ctx: ServiceContext, id: string, userId?: string) {
    const row = await repo.findOrder(ctx.db, id, userId);
    if (!row) return fail('ORDER_NOT_FOUND');
    const installment =
      row.paymentMethod === 'INSTALLMENT'
        ? await deps.payments.installmentPlanOf(ctx, row.id)
        : null;
    return ok(toDetail(row, ctx.lang, await deps.payments.attemptsOf(ctx, row.id), installment));
  }

  /**
   * Moves an order (scoped to a shopper for a customer's move) to `to` by `party`, in `ctx`'s
   * transaction or its own, and publishes `order.status-changed`, with `order.cancelled` for a
   * cancel or a rejection and `order.paid` when cash on delivery was handed over.
   */
  async function move(
    ctx: ServiceContext,
    input: {
      id: string;
      to: OrderStatus;
      party: OrderParty;
      reason: string | null;
      userId?: string;
    },
  ): Promise<Result<true>> {
    const order = await repo.findRecord(ctx.db, input.id, input.userId);
    if (!order) return fail('ORDER_NOT_FOUND');
    const refused = fail('ORDER_STATUS_NOT_ALLOWED', {
      params: { from: order.status, to: input.to },
    });
    if (!canTransition(order.status, input.to, input.party)) return refused;
    return withTransaction(ctx, async (tx): Promise<Result<true>> => {
      const done = await moves.moveOrder(tx.db, {
        id: order.id,
        from: order.status,
        to: input.to,
        reason: input.reason,
        party: input.party,
        actorId: tx.actor?.id ?? null,
        now: tx.now,
      });
      // Someone else moved it first (a parallel cancel, another operator).
      if (!done) return refused;
      const { id: orderId, userId, number } = order;
      if (input.party === 'OPERATOR') {
        await audit.record(tx, {
          entity: 'order',
          entityId: orderId,
          action: 'status',
          before: { number, status: order.status, paymentStatus: order.paymentStatus },
          after: {
            number,
            status: input.to,
            paymentStatus: done.paymentStatus,
            reason: input.reason,
          },
        });
      }
      if (restocks(input.to)) {
        await deps.events.publish(tx, 'order.cancelled', {
          orderId,
          userId,
          status: input.to === 'rejected' ? 'rejected' : 'cancel',
          party: input.party,
          lines: done.lines,
          // The payment status as the update found it: a gateway may have settled it meanwhile.
          refundDue: refundsOnMove({ ...order, paymentStatus: done.paymentStatus }, input.to),
        });
      }
      if (
        order.paymentStatus === 'unpaid' &&
        paymentStatusAfter(order, input.to) === 'paid' &&
        done.paymentStatus === 'paid'
      ) {
        await deps.events.publish(tx, 'order.paid', {
          orderId,
          userId,
          paymentMethod: order.paymentMethod,
          grandTotal: order.grandTotal,
        });
      }
      await deps.events.publish(tx, 'order.status-changed', {
        orderId,
        userId,
        number,
        from: order.status,
        to: input.to,
        party: input.party,
        reason: input.reason,
        paymentStatus: done.paymentStatus,
      });
      return ok(true);
    });
  }

  /** Moves an order as the actor asked, answering the order as it is now. */
  async function moveAndShow(
    ctx: ServiceContext,
    input: Parameters<typeof move>[1],
  ): Promise<Result<OrderDetail>> {
    const moved = await move(ctx, input);
    if (!moved.ok) return moved;
    return detail(ctx, input.id);
  }

  return {
    /** The shopper's orders, newest first, by tab. */
    myOrders(ctx: ServiceContext, query: MyOrderQuery): Promise<Page<OrderSummary>> {
      return page(ctx, { userId: actorOf(ctx).id }, query);
    },

    /** One of the shopper's orders. */
    myOrder(ctx: ServiceContext, id: string): Promise<Result<OrderDetail>> {
      return detail(ctx, id, actorOf(ctx).id);
    },

    /** The shopper cancels their order (while new or processing): the stock goes back. */
    cancel(ctx: ServiceContext, id: string): Promise<Result<OrderDetail>> {
      return moveAndShow(ctx, {
        id,
        to: 'cancel',
        party: 'CUSTOMER',
        reason: null,
        userId: actorOf(ctx).id,
      });
    },

    /** Every order, newest first, by tab and search (order number, phone or email). */
    list(ctx: ServiceContext, query: PortalOrderQuery): Promise<Page<OrderSummary>> {
      return page(ctx, query.search ? { search: query.search } : {}, { ...query, order: query });
    },

    /** Any order. */
    order(ctx: ServiceContext, id: string): Promise<Result<OrderDetail>> {
      return detail(ctx, id);
    },

    /** The shop moves an order; a rejection carries its reason, which the shopper is told. */
    setStatus(
      ctx: ServiceContext,
      id: string,
      change: { status: OrderStatus; reason?: string | undefined },
    ): Promise<Result<OrderDetail>> {
      return moveAndShow(ctx, {
        id,
        to: change.status,
        party: 'OPERATOR',
        reason: change.reason ?? null,
      });
    },

    /**
     * The `orders.expire-unpaid` job: when an online order's payment window has closed, the
     * gateway is asked about its pending attempts; an order with no payment and no open attempt
     * is cancelled by the system, its goods, quotas and voucher given back (result 11). An
     * attempt made later (pay again) keeps it open: the job comes back when that one closes.
     */
    async expireUnpaid(ctx: ServiceContext, orderId: string): Promise<void> {
      const resolution = await deps.payments.resolve(ctx, orderId);
      if (resolution.state === 'OPEN') {
        await ctx.jobs.enqueue(
          'orders.expire-unpaid',
          { orderId },
          { startAfter: resolution.until },
        );
        return;
      }
      if (resolution.state !== 'EXPIRED') return;
      const order = await repo.findRecord(ctx.db, orderId);
      if (!order) return;
      await withTransaction(ctx, async (tx) => {
        const moved = await move(tx, {
          id: orderId,
          to: 'cancel',
          party: 'SYSTEM',
          reason: PAYMENT_EXPIRED[languageOf(order.lang)],
        });
        if (moved.ok) await deps.payments.expireAttempts(tx, orderId);
        return moved;
      });
    },

    /**
     * The newest done order of `userId` holding `productId`, or null: what entitles the customer
     * to review the product (the reviews module asks here, never the orders' tables).
     */
    doneOrderWithProduct(
      ctx: ServiceContext,
      userId: string,
      productId: string,
    ): Promise<{ id: string; number: string } | null> {
      return repo.doneOrderWithProduct(ctx.db, userId, productId);
    },

    /**
     * Whether any order ever held `productId` (the back office archives such a product instead
     * of deleting it, so orders keep their lines and reviews their product).
     */
    productEverOrdered(ctx: ServiceContext, productId: string): Promise<boolean> {
      return repo.productEverOrdered(ctx.db, productId);
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
