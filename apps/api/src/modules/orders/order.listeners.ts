import {
  IDEMPOTENCY_KEY_TTL_MS,
  fullName,
  localize,
  orderPagePath,
  orderStatusNotification,
  unpaidGiveUpAt,
} from '@lotus/core';
import type { ServiceContext } from '../../context.ts';
import type { AfterListener, Published } from '../../events/events.ts';
import { derivedId } from '../../lib/derived-id.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import { forgetKeys } from './order-placing.repository.ts';
import { fullAddressOf } from './order-views.ts';
import { languageOf } from './order.service.ts';
import * as repo from './order.repository.ts';
import './order.events.ts';

const options = (line: { colour: string | null; size: string | null }) =>
  [line.colour, line.size].filter(Boolean).join(' / ');

/**
 * What the orders module does after its own events commit: the shopper's mails (in the language
 * they ordered in) and bell, the payment window of an order paid through a gateway, and
 * forgetting the shopper's old Idempotency-Keys. Each is safe to run twice: mails are keyed by the
 * event (one Message-ID), notices by the order's status, the window's job by the event.
 */
export function createOrderListeners(deps: {
  mail: MailService;
  notifications: NotificationService;
  publicUrl: string;
}) {
  const link = (orderId: string) => `${deps.publicUrl}${orderPagePath(orderId)}`;
  const mailKey = (event: Published<'order.placed' | 'order.status-changed'>) => `${event.id}/mail`;

  const confirmationMail: AfterListener<'order.placed'> = async (ctx, event) => {
    const order = await repo.findOrder(ctx.db, event.payload.orderId);
    if (!order) return;
    const lang = languageOf(order.lang);
    await deps.mail.send(ctx, {
      to: order.email,
      template: 'order-confirmation',
      lang,
      key: mailKey(event),
      vars: {
        name: fullName(order.firstName, order.lastName),
        number: order.number,
        link: link(order.id),
        lines: order.lines.map((l) => ({
          name: localize({ vi: l.nameVi, en: l.nameEn }, lang),
          options: options(l),
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          lineTotal: l.lineTotal,
        })),
        subtotal: order.subtotal,
        discountTotal: order.discountTotal,
        shippingFee: order.shippingFee,
        grandTotal: order.grandTotal,
        paymentMethod: order.paymentMethod,
        deliveryMethod: order.deliveryMethod,
        address: fullAddressOf(order, lang),
        note: order.note,
      },
    });
  };

  const statusMail: AfterListener<'order.status-changed'> = async (ctx, event) => {
    const order = await repo.findRecord(ctx.db, event.payload.orderId);
    if (!order) return;
    const { to, reason, paymentStatus } = event.payload;
    await deps.mail.send(ctx, {
      to: order.email,
      template: 'order-status',
      lang: languageOf(order.lang),
      key: mailKey(event),
      vars: {
        name: fullName(order.firstName, order.lastName),
        number: order.number,
        link: link(order.id),
        status: to,
        reason,
        paymentStatus,
        grandTotal: order.grandTotal,
      },
    });
  };

  /** A notice dated when the order changed, not when its job ran: the bell keeps their order. */
  const notice = (
    ctx: ServiceContext,
    event: Published<'order.placed' | 'order.status-changed'>,
    status: Parameters<typeof orderStatusNotification>[0]['status'],
  ) => {
    const { orderId: id, userId, number } = event.payload;
    return deps.notifications.notify(
      { ...ctx, now: new Date(event.at) },
      orderStatusNotification({ id, userId, number, status }),
    );
  };

  return {
    confirmationMail,
    statusMail,

    /** The bell: the order was placed. */
    placedNotice: (async (ctx, event) =>
      notice(ctx, event, 'new')) as AfterListener<'order.placed'>,

    /** The bell: the order moved. */
    statusNotice: (async (ctx, event) =>
      notice(ctx, event, event.payload.to)) as AfterListener<'order.status-changed'>,

    /**
     * An order paid through a gateway closes its payment window by itself, even if its first
     * attempt never reaches the gateway: its expiry is queued once per placement.
     */
    paymentWindow: (async (ctx, event) => {
      await ctx.jobs.enqueue(
        'orders.expire-unpaid',
        { orderId: event.payload.orderId },
        { startAfter: unpaidGiveUpAt(new Date(event.at), []), id: derivedId(`${event.id}/expiry`) },
      );
    }) as AfterListener<'order.placed'>,

    /** Idempotency-Keys past their time are forgotten, a thousand at a time. */
    forgetOldKeys: (async (ctx) =>
      forgetKeys(
        ctx.db,
        new Date(ctx.now.getTime() - IDEMPOTENCY_KEY_TTL_MS),
      )) as AfterListener<'order.placed'>,
  };
}

export type OrderListeners = ReturnType<typeof createOrderListeners>;
