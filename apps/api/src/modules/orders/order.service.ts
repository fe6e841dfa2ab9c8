import {
  type Language,
  type MyOrderQuery,
  type OrderDetail,
  type OrderParty,
  type OrderStatus,
  type OrderSummary,
  type Page,
  type PortalOrderQuery,
  type Result,
  TAB_STATUS,
  canPayAgain,
  canTransition,
  fail,
  fullName,
  isColour,
  localize,
  ok,
  orderPagePath,
  orderStatusNotification,
  refundsOnMove,
  restocks,
} from '@lotus/core';
import { type ServiceContext, withTransaction } from '../../context.ts';
import { placeLine } from '../addresses/address.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { OfferService } from '../offers/offer.service.ts';
import type { PaymentService } from '../payments/payment.service.ts';
import type { ProductService } from '../products/product.service.ts';
import * as repo from './order.repository.ts';

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

const languageOf = (lang: string): Language => (lang === 'en' ? 'en' : 'vi');

function toSummary(row: repo.OrderRow, lang: Language): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    deliveryMethod: row.deliveryMethod,
    grandTotal: row.grandTotal,
    itemCount: row.itemCount,
    firstItem: row.firstItem && {
      name: localize({ vi: row.firstItem.nameVi, en: row.firstItem.nameEn }, lang),
      image:
        row.firstItem.url && row.firstItem.width && row.firstItem.height
          ? {
              url: row.firstItem.url,
              width: row.firstItem.width,
              height: row.firstItem.height,
              alt: localize({ vi: row.firstItem.nameVi, en: row.firstItem.nameEn }, lang),
            }
          : null,
    },
    customer: {
      firstName: row.firstName,
      lastName: row.lastName,
      fullName: fullName(row.firstName, row.lastName),
      email: row.email,
      phone: row.phone,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDetail(
  row: repo.OrderDetailRow,
  lang: Language,
  payments: OrderDetail['payments'],
): OrderDetail {
  const place = {
    province: { id: row.provinceId, name: row.provinceName, nameEn: row.provinceNameEn },
    district:
      row.districtId && row.districtName
        ? {
            id: row.districtId,
            name: row.districtName,
            nameEn: row.districtNameEn ?? row.districtName,
          }
        : null,
    ward: { id: row.wardId, name: row.wardName, nameEn: row.wardNameEn },
  };
  return {
    ...toSummary(row, lang),
    lines: row.lines.map((l) => {
      const name = localize({ vi: l.nameVi, en: l.nameEn }, lang);
      return {
        infoId: l.variantId,
        productId: l.productId,
        slug: l.slug,
        name,
        sku: l.sku,
        colour: isColour(l.colour) ? l.colour : null,
        size: l.size,
        image:
          l.imageUrl && l.imageWidth && l.imageHeight
            ? { url: l.imageUrl, width: l.imageWidth, height: l.imageHeight, alt: name }
            : null,
        quantity: l.quantity,
        listPrice: Number(l.listPrice),
        unitPrice: Number(l.unitPrice),
        lineTotal: Number(l.lineTotal),
      };
    }),
    adjustments: row.adjustments,
    itemsTotal: row.itemsTotal,
    subtotal: row.subtotal,
    discountTotal: row.discountTotal,
    shippingFee: row.shippingFee,
    note: row.note,
    shipment: {
      address: row.address,
      ...place,
      national: row.national,
      set: row.addressSet,
      fullAddress: `${placeLine(row.address, place, lang)}, ${row.national}`,
    },
    rejectReason: row.rejectReason,
    history: row.events.map((e) => ({
      status: e.status,
      at: new Date(e.createdAt).toISOString(),
      reason: e.reason,
      by: e.party,
    })),
    payments,
    canPayAgain: canPayAgain(row),
  };
}

/**
 * Orders after they are placed: a shopper's own (another shopper's order is 404, never 403), the
 * back office's view of all, and moves along core's state machine. A move is one conditional
 * update (`WHERE status = <the status it was read in>`), so of parallel moves exactly one wins;
 * a cancel or a rejection gives the stock back in the same transaction, and the shopper is mailed
 * in the language they ordered in.
 */
export function createOrderService(deps: {
  products: ProductService;
  offers: OfferService;
  payments: PaymentService;
  mail: MailService;
  notifications: NotificationService;
  publicUrl: string;
}) {
  const actorOf = (ctx: ServiceContext) => {
    if (!ctx.actor) throw new Error('orders need a signed-in actor');
    return ctx.actor;
  };

  async function page(
    ctx: ServiceContext,
    filter: repo.OrderFilter,
    query: MyOrderQuery,
  ): Promise<Page<OrderSummary>> {
    const status = query.tab === 'ALL' ? undefined : TAB_STATUS[query.tab];
    const { rows, total } = await repo.listOrders(
      ctx.db,
      { ...filter, ...(status ? { status } : {}) },
      query,
    );
    return {
      items: rows.map((row) => toSummary(row, ctx.lang)),
      meta: { page: query.page, pageSize: query.limit, total },
    };
  }

  async function detail(ctx: ServiceContext, id: string, userId?: string) {
    const row = await repo.findOrder(ctx.db, id, userId);
    if (!row) return fail('ORDER_NOT_FOUND');
    return ok(toDetail(row, ctx.lang, await deps.payments.attemptsOf(ctx, row.id)));
  }

  /**
   * Moves an order (scoped to a shopper for a customer's move) to `to` by `party`, in `ctx`'s
   * transaction or its own: a cancel or a rejection gives the goods back, and the money of a paid
   * order is owed back (a refund job).
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
    const order = await repo.findOrder(ctx.db, input.id, input.userId);
    if (!order) return fail('ORDER_NOT_FOUND');
    if (!canTransition(order.status, input.to, input.party)) {
      return fail('ORDER_STATUS_NOT_ALLOWED', { params: { from: order.status, to: input.to } });
    }
    return withTransaction(ctx, async (tx): Promise<Result<true>> => {
      const done = await repo.moveOrder(tx.db, {
        id: order.id,
        from: order.status,
        to: input.to,
        reason: input.reason,
        party: input.party,
        actorId: tx.actor?.id ?? null,
        now: tx.now,
      });
      // Someone else moved it first (a parallel cancel, another operator).
      if (!done) {
        return fail('ORDER_STATUS_NOT_ALLOWED', { params: { from: order.status, to: input.to } });
      }
      if (restocks(input.to)) {
        await deps.products.restock(tx, done.lines);
        await deps.offers.giveBack(tx, order.id);
      }
      // The payment status as the update found it: a gateway may have settled it meanwhile.
      if (refundsOnMove(done, input.to)) await deps.payments.refundOrder(tx, order.id);
      const lang = languageOf(order.lang);
      await deps.mail.send(tx, {
        to: order.email,
        template: 'order-status',
        lang,
        vars: {
          name: fullName(order.firstName, order.lastName),
          number: order.number,
          link: `${deps.publicUrl}${orderPagePath(order.id)}`,
          status: input.to,
          reason: input.reason,
          paymentStatus: done.paymentStatus,
          grandTotal: order.grandTotal,
        },
      });
      await deps.notifications.notify(tx, orderStatusNotification({ ...order, status: input.to }));
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
      return page(ctx, query.search ? { search: query.search } : {}, query);
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
      const order = await repo.findOrder(ctx.db, orderId);
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
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
