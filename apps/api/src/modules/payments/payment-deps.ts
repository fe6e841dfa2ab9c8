import { type PaymentMethod, fullName, orderPagePath } from '@lotus/core';
import type { ServiceContext } from '../../context.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { OrderPaymentService, PayableOrder } from '../orders/order-payment.service.ts';
import type { UserService } from '../users/user.service.ts';
import type { GatewayMessage, Gateways } from './gateways/gateway.ts';
import type { Settlement } from './payment-settle.service.ts';

/** What the payment services are built from. */
export interface PaymentDeps {
  gateways: Gateways;
  /** The methods the shop takes: COD, and each whose gateway (real or sandbox) is on. */
  offered: readonly PaymentMethod[];
  orders: OrderPaymentService;
  users: UserService;
  mail: MailService;
  notifications: NotificationService;
  publicUrl: string;
  /**
   * Purchases other than orders paid through the same gateways (a provider's membership): a
   * verified message whose reference no order attempt has is handed to them.
   */
  otherPurchases?: OtherPurchases;
}

/** A module that sells through the gateways too, and settles its own purchases. */
export interface OtherPurchases {
  settle(
    ctx: ServiceContext,
    gateway: 'VNPAY' | 'ALEPAY',
    message: GatewayMessage,
  ): Promise<Settlement>;
}

/** Tells the buyer their order was paid, or its money given back, in their language. */
export async function mailPayment(
  deps: Pick<PaymentDeps, 'mail' | 'publicUrl'>,
  ctx: ServiceContext,
  order: PayableOrder,
  event: 'paid' | 'refunded',
  amount: number,
): Promise<void> {
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
